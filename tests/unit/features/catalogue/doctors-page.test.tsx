import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doctorDocuments } from '../../../../src/shared/demo-catalogue/doctors';
import type { RawDocument } from '../../../../src/data/source/data-source';
import DoctorsPage from '../../../../src/features/catalogue/doctors-page';
import type { SearchIndex } from '../../../../src/data/search-index';
import {
  centreDigits,
  onOddDocuments,
  onTheDemoCatalogue,
  serve,
  cardList,
  cardOf,
  cards,
  named,
  renderFreshListPage,
  searchBox,
  stubResizeObserver,
  titlesIn,
} from '../../../support/list-page';
import { renderInRouter } from '../../../support/render';

/**
 * Find a Doctor (/find-doctor): the doctors' list, drawn as the lists of tests are (list-
 * page.test.tsx). The page reads through the fake data source: the bundled demo catalogue, as the
 * site reads it with no Firebase settings, or what the demo catalogue never has (odd documents, a
 * slow read, an empty collection, a failed read, Bengali text, a published or pre-rendered list),
 * on fresh modules for each visit.
 */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const doctorsPage = () => renderFreshListPage('doctors', '/find-doctor');

afterEach(() => vi.unstubAllGlobals());

describe('Find a Doctor on the demo catalogue', () => {
  onTheDemoCatalogue();
  // Cardiology and Neurology measure their sticky header; jsdom lays nothing out.
  beforeEach(stubResizeObserver);

  it('lists every doctor with a placeholder photo and searches by name', async () => {
    const { user } = renderInRouter(<DoctorsPage />, { path: '/find-doctor' });

    expect(screen.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    const total = named(doctorDocuments).length;
    expect(await screen.findByRole('status')).toHaveTextContent(`${total} doctors found`);
    expect(cards()).toHaveLength(total);
    // The demo doctors have no photos: a badge of each one's initials stands in, never a broken
    // image nor one stock avatar for all.
    expect(within(cardList()).queryByRole('img')).not.toBeInTheDocument();
    const badges = [...cardList().querySelectorAll('.doctor-initials')].map(
      (badge) => badge.textContent,
    );
    expect(badges).toHaveLength(total);
    expect(badges.every((initials) => /^\p{Lu}{1,2}$/u.test(initials ?? ''))).toBe(true);
    expect(new Set(badges).size).toBeGreaterThan(1);

    const first = named(doctorDocuments)[0];
    const name = String(first?.data.name);
    await user.type(
      screen.getByRole('searchbox', { name: 'Search doctors by name or speciality' }),
      name,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 doctor found');
    expect(within(cardList()).getByRole('link', { name: `Call Book: ${name}` })).toHaveAttribute(
      'href',
      `tel:+${centreDigits}`,
    );
  });
});

describe('close matches on Find a Doctor', () => {
  onTheDemoCatalogue();

  it.each([
    ['cardio', 'Dr. Subhankar Hazra'],
    ['child', 'Dr. Debasree Pal'],
    ['skin', 'Dr. Rituparna Sasmal'],
    ['Dr Animesh', 'Dr. Animesh Dolui'],
  ])('finds "%s": %s', async (query, name) => {
    const { user } = renderInRouter(<DoctorsPage />, { path: '/find-doctor' });

    await user.type(await searchBox(), query);

    expect(titlesIn(await screen.findByRole('list', { name: 'Close matches' }))).toEqual([name]);
  });

  it('says what a search by speciality found, not that nothing matched', async () => {
    const { user } = renderInRouter(<DoctorsPage />, { path: '/find-doctor' });

    await user.type(await searchBox(), 'heart');

    await screen.findByRole('list', { name: 'Close matches' });
    expect(screen.getByRole('status')).toHaveTextContent("1 doctor found for 'heart'");
    expect(screen.getByRole('status')).not.toHaveTextContent(/No doctors match/);
  });
});

describe('a doctor card', () => {
  onOddDocuments();

  const doctor = (id: string, data: Record<string, unknown>): RawDocument => ({
    id,
    data: {
      img: '',
      des: '',
      degree: '',
      reg: '',
      des2: '',
      date: '',
      upcoming: '',
      fees: '',
      link: '',
      text: '',
      ...data,
    },
  });

  it('shows what a patient needs to choose and book', async () => {
    serve([
      doctor('rao', {
        name: 'Dr. Asha Rao',
        img: 'https://example.com/asha.jpg',
        degree: 'MBBS, MD (Medicine)',
        des: 'Consultant Physician',
        des2: 'Ex-Senior Resident, Medical College',
        reg: 'WBMC 00123',
        date: 'Every Monday, 10 AM – 1 PM',
        upcoming: '25 November',
        fees: 'Rs. 700/-',
        link: 'https://www.youtube.com/watch?v=abc',
        text: 'Fever, sugar and blood pressure.',
      }),
    ]);
    const { user } = await doctorsPage();

    const card = await cardOf('Dr. Asha Rao');
    // The visiting days' code comes after the page's own.
    await within(card).findByText('Visiting days:');
    for (const text of [
      'MBBS, MD (Medicine)',
      'Consultant Physician',
      'Ex-Senior Resident, Medical College',
      'Reg. No. WBMC 00123',
      'Next visit: 25 November',
      'Fever, sugar and blood pressure.',
    ]) {
      expect(await within(card).findByText(text)).toBeVisible();
    }
    expect(within(card).getByText('Visiting days:').parentElement).toHaveTextContent(
      'Visiting days: Every Monday, 10 AM – 1 PM',
    );
    expect(within(card).getByText('Consultation fee:').parentElement).toHaveTextContent(
      'Consultation fee: ₹700',
    );
    const video = within(card).getByRole('link', {
      name: 'Watch a video about Dr. Asha Rao (opens in a new tab)',
    });
    expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('link', { name: 'Call Book: Dr. Asha Rao' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );

    const photo = card.querySelector('img');
    expect(photo).toHaveAttribute('src', 'https://example.com/asha.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '96');
    expect(photo).toHaveAttribute('height', '96');
    fireEvent.error(photo as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.doctor-initials')).toHaveTextContent('AR');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search doctors by name or speciality' }),
      'asha',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 doctor found');
  });

  it('leaves out what is missing and never links to an unsafe address', async () => {
    serve([
      doctor('sen', {
        name: 'Dr. Sen',
        img: 'javascript:alert(1)',
        link: 'javascript:alert(1)',
        fees: '₹500 first visit, ₹300 follow-up',
        upcoming: 'Next visit: Friday',
        reg: 'Reg. No. WBMC 9',
      }),
    ]);
    await doctorsPage();

    const card = await cardOf('Dr. Sen');
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.doctor-initials')).toHaveTextContent('S');
    expect(within(card).queryByRole('link', { name: /video/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Consultation fee:').parentElement).toHaveTextContent(
      'Consultation fee: ₹500 first visit, ₹300 follow-up',
    );
    expect(await within(card).findByText('Next visit: Friday')).toBeVisible();
    expect(within(card).getByText('Reg. No. WBMC 9')).toBeVisible();
    expect(within(card).queryByText('Visiting days:')).not.toBeInTheDocument();
    // The doctor's own page, the call and WhatsApp: nothing staff typed becomes a link.
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/find-doctor/dr-sen',
      expect.stringMatching(/^tel:/),
      expect.stringMatching(/^https:\/\/wa\.me\//),
    ]);
  });
});

// Last: the index, once fetched, is kept for the rest of the file's tests.
describe('a search the other lists also answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the doctors a speciality finds before what the other lists have for it', async () => {
    const index: SearchIndex = {
      conditions: [],
      labTests: [],
      radiology: [],
      cardiology: [
        {
          name: 'Paediatric Heart Scan',
          path: '/Cardiology/paediatric-heart-scan',
          card: { pti: '', delivery: '', mrp: null, off: null, price: 1500 },
        },
      ],
      neurology: [],
      doctors: [],
      packages: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(index))),
    );
    const { user } = renderInRouter(<DoctorsPage />, { path: '/find-doctor' });

    await user.type(await searchBox(), 'heart');

    const cardiology = await screen.findByRole('region', { name: 'Cardiology' });
    const doctors = screen.getByRole('list', { name: 'Close matches' });
    expect(
      doctors.compareDocumentPosition(cardiology) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent("1 doctor found for 'heart'");
  });
});
