import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueItem, Doctor } from '../../../../src/shared/types';
import { readSchedule } from '../../../../src/shared/visit-schedule';
import { resetFakeSource } from '../../../support/fake-data-source';

/** A doctor's own page (/find-doctor/<slug>), and the visiting days it shows. */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const doctor: Doctor = {
  id: 'dr-a-sen',
  name: 'Dr. A. Sen',
  img: '',
  des: 'Cardiologist',
  degree: 'MBBS, MD, DM (Cardiology)',
  reg: 'WBMC 1234',
  des2: '',
  date: 'Saturday',
  upcoming: 'Saturday',
  fees: '500',
  link: '',
  text: '',
};

const scheduled = (schedule: string, cancelled?: string): Doctor => ({
  ...doctor,
  schedule,
  visits: readSchedule(schedule) ?? undefined,
  ...(cancelled === undefined ? {} : { cancelled }),
});

async function openDoctorPage(item: Doctor, language?: 'bn') {
  vi.resetModules();
  const carried: CatalogueItem<Doctor> = { item, slug: 'dr-a-sen', includedIn: null };
  const { receivePrerenderedData } = await import('../../../../src/data/source/prerendered-data');
  receivePrerenderedData({ items: { 'doctors/dr-a-sen': carried } });
  const { default: DoctorPage } = await import('../../../../src/features/catalogue/doctor-page');
  const { renderInRouter } = await import('../../../support/render');
  if (language) await (await import('../../../../src/i18n/language')).loadBengali();
  return renderInRouter([{ path: '/find-doctor/:slug', element: <DoctorPage /> }], {
    path: '/find-doctor/dr-a-sen',
    language,
  });
}

beforeEach(() => resetFakeSource());
afterEach(() => vi.useRealTimers());

describe('a doctor’s own page', () => {
  it('gives the degree, speciality, visiting days, fee and a call, under one heading', async () => {
    await openDoctorPage(doctor);

    expect(screen.getByRole('heading', { level: 1, name: 'Dr. A. Sen' })).toBeVisible();
    expect(screen.getByText('MBBS, MD, DM (Cardiology)')).toBeVisible();
    expect(screen.getByText('Cardiologist')).toBeVisible();
    expect((await screen.findByText('Visiting days:')).parentElement).toHaveTextContent(
      'Visiting days: Saturday',
    );
    expect(screen.getByText('₹500')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call Book: Dr. A. Sen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    const whatsApp = screen.getByRole('link', {
      name: 'WhatsApp Inquiry: Dr. A. Sen (opens in a new tab)',
    });
    expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'I would like an appointment with Dr. A. Sen',
    );
    await waitFor(() =>
      expect(document.title).toBe(
        'Dr. A. Sen, Cardiologist in Krishnanagar: visiting days and fee | Nirnay Diagnostics',
      ),
    );
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'Physician',
        url: 'https://www.example.com/find-doctor/dr-a-sen',
      }),
    );
  });
});

describe('a schedule staff typed for the site', () => {
  /** The page once it has loaded and the next visit is worked out, on a clock in India. */
  async function openAt(moment: string, item: Doctor, language?: 'bn') {
    vi.useFakeTimers({ now: Date.parse(`${moment}+05:30`), shouldAdvanceTime: true });
    const rendered = await openDoctorPage(item, language);
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await vi.runAllTimersAsync();
    });
    return rendered;
  }

  it('is written out, and the next visit dated, never last week’s: 1st and 3rd Saturday', async () => {
    // Wednesday 25 November 2026: Saturday the 28th is the month's 4th.
    await openAt('2026-11-25T10:00:00', scheduled('1st,3rd Sat 11:00-15:00'));

    expect((await screen.findByText('Visiting days:')).parentElement).toHaveTextContent(
      'Visiting days: 1st and 3rd Saturday, 11:00–15:00',
    );
    expect(await screen.findByText('Next visit: Saturday 5 December, 11:00–15:00')).toBeVisible();
    expect(screen.queryByText('Next visit: Saturday')).not.toBeInTheDocument();
  });

  it('on a Thursday, gives the Friday of a Wednesday and Friday doctor, and skips a visit off', async () => {
    await openAt('2026-11-26T10:00:00', scheduled('Wed,Fri 17:00-19:00', '2026-11-27'));

    expect(await screen.findByText('Next visit: Wednesday 2 December, 17:00–19:00')).toBeVisible();
  });

  it('writes the days and the date in Bengali for a Bengali reader', async () => {
    await openAt('2026-11-26T10:00:00', scheduled('Wed,Fri 17:00-19:00'), 'bn');

    expect(screen.getByText('কবে বসেন:').parentElement).toHaveTextContent(
      'বুধবার ও শুক্রবার, 17:00–19:00',
    );
    expect(await screen.findByText('পরের বার আসবেন: আগামীকাল, 17:00–19:00')).toBeVisible();
    const chat = screen.getByRole('link', { name: /^হোয়াটসঅ্যাপে জানুন: Dr. A. Sen/ });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'আমি Dr. A. Sen-এর অ্যাপয়েন্টমেন্ট চাই',
    );
  });

  it('says Today for a visit due today, and Tomorrow for one due tomorrow, in India’s time', async () => {
    // 04:00 in London on Wednesday 25 November is 09:30 the same day in India.
    await openAt('2026-11-25T09:30:00', scheduled('Wed,Fri 17:00-19:00'));
    expect(await screen.findByText('Next visit: Today, 17:00–19:00')).toBeVisible();
    vi.useRealTimers();

    // Thursday, then late on Thursday evening: both a day before Friday's visit.
    await openAt('2026-11-26T23:30:00', scheduled('Wed,Fri 17:00-19:00'));
    expect(await screen.findByText('Next visit: Tomorrow, 17:00–19:00')).toBeVisible();
  });

  it('is not dated until the page has loaded, so the pre-rendered page never holds a day', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T09:30:00+05:30'), shouldAdvanceTime: true });
    await openDoctorPage(scheduled('Wed,Fri 17:00-19:00'));

    expect((await screen.findByText('Visiting days:')).parentElement).toHaveTextContent(
      'Visiting days: Wednesday and Friday, 17:00–19:00',
    );
    expect(screen.queryByText(/Next visit/)).not.toBeInTheDocument();

    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await vi.runAllTimersAsync();
    });
    expect(await screen.findByText('Next visit: Today, 17:00–19:00')).toBeVisible();
  });

  it('that cannot be read shows what staff typed, never a date it might get wrong', async () => {
    await openAt('2026-11-26T10:00:00', { ...doctor, schedule: 'Saturdays, by appointment' });

    expect((await screen.findByText('Visiting days:')).parentElement).toHaveTextContent(
      'Visiting days: Saturday',
    );
    expect(screen.getByText('Next visit: Saturday')).toBeVisible();
    expect(screen.queryByText(/December/)).not.toBeInTheDocument();
  });
});
