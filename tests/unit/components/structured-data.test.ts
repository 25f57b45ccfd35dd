import { describe, expect, it, vi } from 'vitest';
import {
  breadcrumbData,
  centreData,
  jsonLdText,
  testData,
} from '../../../src/components/structured-data';
import { doctorData } from '../../../src/components/doctor-structured-data';
import {
  packageDetailData,
  packageSummaryData,
} from '../../../src/components/package-structured-data';
import type * as SiteModule from '../../../src/shared/site';
import { site } from '../../../src/shared/site';
import type { Doctor, LabTest, PackageSummary } from '../../../src/shared/types';
import { packageDetail } from '../../support/fixtures/package-details';

const labTest: LabTest = {
  id: 'cbc',
  name: 'Complete Blood Count (CBC)',
  pti: 'No special preparation',
  delivery: 'Same day',
  mrp: 400,
  off: 25,
  price: 300,
};

describe('structured data (JSON-LD)', () => {
  it('is JSON that no text in it can close its script element', () => {
    const text = jsonLdText({ '@type': 'MedicalTest', name: '</script><b>CBC' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalTest',
      name: '</script><b>CBC',
    });
  });

  it('describes the centre from the site config', () => {
    const centre = centreData('Tests near you');
    expect(centre).toMatchObject({
      '@type': ['DiagnosticLab', 'MedicalClinic'],
      name: site.brandName,
      telephone: site.centreNumber,
      openingHours: ['Mo-Sa 07:00-20:00', 'Su 07:00-13:00'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.address.street,
        postalCode: site.address.postalCode,
        addressCountry: 'IN',
      },
    });
    // The demo centre has no profile or social page of its own: none is claimed.
    expect(centre).not.toHaveProperty('sameAs');
  });

  it('points at the centre’s map once staff set its Place ID, and at none before', () => {
    expect(centreData('Tests near you')).not.toHaveProperty('hasMap');
    expect(centreData('Tests near you', 'ChIJN1t_tDeuEmsRUsoyG83frY4').hasMap).toBe(
      'https://www.google.com/maps/place/?q=place_id:ChIJN1t_tDeuEmsRUsoyG83frY4',
    );
  });

  it('never marks the centre’s own reviews up as a rating', () => {
    const text = jsonLdText(centreData('Tests near you', 'ChIJN1t_tDeuEmsRUsoyG83frY4'));
    expect(text).not.toMatch(/aggregateRating|ratingValue|"reviews?"/i);
  });

  it('names the centre’s own profiles, once set, as the same centre', async () => {
    vi.resetModules();
    vi.doMock('../../../src/shared/site', async (original) => {
      const { site: facts } = await original<typeof SiteModule>();
      return {
        site: {
          ...facts,
          googleBusinessProfile: 'https://maps.app.goo.gl/lab',
          social: { facebook: 'https://fb.example/lab', youtube: '', instagram: '' },
        },
      };
    });
    const { centreData: configured } = await import('../../../src/components/structured-data');
    expect(configured('Tests near you').sameAs).toEqual([
      'https://maps.app.goo.gl/lab',
      'https://fb.example/lab',
    ]);
    vi.doUnmock('../../../src/shared/site');
  });

  it('gives a test’s own page its address and what it checks, and its place as breadcrumbs', () => {
    expect(
      testData({ ...labTest, about: 'Counts the blood cells.' }, 'https://x.in/labtest/cbc'),
    ).toMatchObject({
      url: 'https://x.in/labtest/cbc',
      description: 'Counts the blood cells.',
      offers: { price: 300 },
    });
    expect(
      breadcrumbData([
        { name: 'Home', url: 'https://x.in/' },
        { name: 'CBC', url: 'https://x.in/labtest/cbc' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.in/' },
        { '@type': 'ListItem', position: 2, name: 'CBC', item: 'https://x.in/labtest/cbc' },
      ],
    });
  });

  it('offers nothing for amounts staff left at 0, as the price tag shows none', () => {
    expect(testData({ ...labTest, mrp: 0, price: 0 })).not.toHaveProperty('offers');
  });

  it('gives a test card its price in rupees and the MRP as the list price', () => {
    expect(testData(labTest)).toMatchObject({
      '@type': ['MedicalTest', 'Service'],
      name: labTest.name,
      offers: {
        '@type': 'Offer',
        price: 300,
        priceCurrency: 'INR',
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: 300, priceCurrency: 'INR' },
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/ListPrice',
            price: 400,
            priceCurrency: 'INR',
          },
        ],
      },
    });
  });

  it('says nothing of a price the card does not show', () => {
    expect(testData({ ...labTest, mrp: null, price: null })).not.toHaveProperty('offers');
    expect(testData({ id: 'ecg', name: 'ECG', pti: '', delivery: '' })).toEqual({
      '@type': 'MedicalTest',
      name: 'ECG',
    });
    const noDiscount = testData({ ...labTest, mrp: 300 });
    expect(noDiscount).toMatchObject({ offers: { priceSpecification: [{ price: 300 }] } });
  });

  it('lists a package’s inclusions as the sub-tests of a panel', () => {
    const detail = packageDetail({
      pti: 'Fasting',
      delivery: 'Next day',
      text1: 'Our widest check-up.',
      sections: [
        { title: 'Blood', lines: ['CBC', 'ESR'] },
        { title: 'Sugar', lines: ['HbA1c'] },
      ],
    });
    const panel = packageDetailData(detail, 'Full Body', 'https://x.in/healthpackage/fbc');
    expect(panel).toEqual({
      '@type': 'MedicalTestPanel',
      name: 'Full Body',
      url: 'https://x.in/healthpackage/fbc',
      description: 'Our widest check-up.',
      preparation: 'Fasting',
      subTest: ['CBC', 'ESR', 'HbA1c'].map((name) => ({ '@type': 'MedicalTest', name })),
    });
    // The price its page shows, from its own document.
    expect(
      packageDetailData({ ...detail, mrp: 2000, price: 1500 }, 'Full Body', 'https://x.in/p'),
    ).toMatchObject({ '@type': ['MedicalTestPanel', 'Service'], offers: { price: 1500 } });
    const summary: PackageSummary = { ...labTest, id: 'fbc', kind: 'general', title: '82 tests' };
    expect(packageSummaryData(summary, 'https://x.in/healthpackage/fbc')).toMatchObject({
      '@type': ['MedicalTestPanel', 'Service'],
      description: '82 tests',
      offers: { price: 300 },
    });
  });

  it('describes a doctor as a physician at the centre', () => {
    const doctor: Doctor = {
      id: 'd1',
      name: 'Dr. A. Sen',
      img: '',
      des: 'Cardiologist',
      degree: 'MBBS, MD',
      reg: '',
      des2: '',
      date: '',
      upcoming: '',
      fees: '',
      link: '',
      text: '',
    };
    expect(doctorData(doctor)).toMatchObject({
      '@type': 'Physician',
      name: 'Dr. A. Sen',
      description: 'MBBS, MD, Cardiologist',
      telephone: site.centreNumber,
    });
  });
});
