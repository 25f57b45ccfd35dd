import { describe, expect, it } from 'vitest';
import {
  centreData,
  doctorData,
  jsonLdText,
  packageDetailData,
  packageSummaryData,
  testData,
} from '../../../src/components/structured-data';
import { site } from '../../../src/config/site';
import type { Doctor, LabTest, PackageDetail, PackageSummary } from '../../../src/data/types';

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
    const detail: PackageDetail = {
      id: 'fbc',
      kind: 'general',
      name: 'Full Body',
      post: '',
      pti: 'Fasting',
      delivery: 'Next day',
      img2: '',
      text1: 'Our widest check-up.',
      text2: '',
      sections: [
        { title: 'Blood', lines: ['CBC', 'ESR'] },
        { title: 'Sugar', lines: ['HbA1c'] },
      ],
      faq: null,
    };
    const panel = packageDetailData(detail, 'Full Body', 'https://x.in/healthpackage/fbc');
    expect(panel).toEqual({
      '@type': 'MedicalTestPanel',
      name: 'Full Body',
      url: 'https://x.in/healthpackage/fbc',
      description: 'Our widest check-up.',
      preparation: 'Fasting',
      subTest: ['CBC', 'ESR', 'HbA1c'].map((name) => ({ '@type': 'MedicalTest', name })),
    });
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
