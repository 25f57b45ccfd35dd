import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../../src/app/layout/header';
import LandingPage from '../../../../src/features/landing/landing-page';
import { renderInRouter } from '../../../support/render';
import { stubMatchMedia } from '../../../support/match-media';

afterEach(() => vi.unstubAllGlobals());

const services = [
  'Automated pathology',
  'Digital X-ray',
  'Ultrasound with small parts',
  'Folliculometry',
  'Echocardiography',
  'Holter monitoring',
  'Video EEG',
  'Nerve conduction and EMG',
  'ECG',
  'Lung function test',
  'Colour Doppler',
  'Uroflowmetry',
  'Fetal echocardiography',
];

describe('the landing page', () => {
  it('has its sections in the spec’s order, under one h1', async () => {
    stubMatchMedia();
    renderInRouter(<LandingPage />, { path: '/book-home-visit' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'BOOK A HOME VISIT NOW',
    ]);
    const order = [
      'What we offer',
      'BOOK A HOME VISIT NOW',
      'Services at our centre',
      'Upload Prescription',
      'OUR SERVICES',
      'Department Wise Photo',
      'HEALTH PACKAGE',
      'NEW BABY GUIDE',
    ];
    // The upload, the package preview and the guide come in chunks of their own: each is read
    // once its heading is there (on a slow machine the preview came after the others).
    const chunk = { timeout: 10_000 };
    await screen.findByRole('heading', { name: 'Upload Prescription' }, chunk);
    await screen.findByRole('heading', { name: 'HEALTH PACKAGE' }, chunk);
    await screen.findByRole('heading', { name: 'NEW BABY GUIDE' }, chunk);
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label') ?? region.textContent);
    const positions = order.map((name) => regions.findIndex((text) => text?.startsWith(name)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions).not.toContain(-1);
    // The demo site has no video ids, so no section of posters that never play.
    expect(screen.queryByRole('heading', { name: 'Watch and know us' })).not.toBeInTheDocument();
    expect(screen.queryByText('Video coming soon')).not.toBeInTheDocument();
    // Let the lazy parts settle before the test ends.
    await screen.findAllByRole('link', { name: /View details/ }, chunk);
  });

  it('has a fixed Book Appointment call link and a scroll-to-top button after 20 px', async () => {
    stubMatchMedia();
    renderInRouter(
      <>
        <Header />
        <LandingPage />
      </>,
      { path: '/book-home-visit' },
    );
    expect(screen.getByRole('link', { name: /^Book Appointment: call/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91/),
    );
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 21, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Back to top' })).toBeVisible();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await screen.findAllByRole('link', { name: /View details/ }, { timeout: 10_000 });
  });

  it('lists the thirteen services once for screen readers, with a pause button', async () => {
    stubMatchMedia();
    renderInRouter(<LandingPage />, { path: '/book-home-visit' });
    const ticker = screen.getByRole('region', { name: 'Services at our centre' });
    const list = within(ticker).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(services);
    const user = userEvent.setup();
    await user.click(within(ticker).getByRole('button', { name: 'Pause the moving list' }));
    expect(within(ticker).getByRole('button', { name: 'Move the list again' })).toBeVisible();
    await screen.findAllByRole('link', { name: /View details/ }, { timeout: 10_000 });
  });

  it('says the typed services in full to screen readers', async () => {
    stubMatchMedia();
    renderInRouter(<LandingPage />, { path: '/book-home-visit' });
    const section = screen.getByRole('region', { name: 'OUR SERVICES' });
    expect(
      within(section).getByText(
        'Our services: lab test, all speciality doctor, radiology, pathology, cardiology, neurology.',
      ),
    ).toBeInTheDocument();
    await screen.findAllByRole('link', { name: /View details/ }, { timeout: 10_000 });
  });

  it('holds still for visitors who prefer reduced motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    renderInRouter(<LandingPage />, { path: '/book-home-visit' });
    const ticker = screen.getByRole('region', { name: 'Services at our centre' });
    expect(within(ticker).queryByRole('button')).not.toBeInTheDocument();
    expect(ticker.querySelectorAll('ul')).toHaveLength(1);
    const typed = screen.getByText(/lab test · all speciality doctor · radiology/);
    expect(typed).toHaveTextContent(
      'lab test · all speciality doctor · radiology · pathology · cardiology · neurology',
    );
    expect(screen.queryByRole('button', { name: 'Stop the slide show' })).not.toBeInTheDocument();
    await screen.findAllByRole('link', { name: /View details/ }, { timeout: 10_000 });
  });

  it('shows the first three general packages with a link to all of them', async () => {
    stubMatchMedia();
    renderInRouter(<LandingPage />, { path: '/book-home-visit' });
    const section = screen.getByRole('region', { name: 'HEALTH PACKAGE' });
    const details = await within(section).findAllByRole('link', { name: /View details/ });
    expect(details).toHaveLength(3);
    for (const link of details) expect(link.getAttribute('href')).toMatch(/^\/healthpackage\//);
    expect(within(section).getByRole('link', { name: 'See all health packages' })).toHaveAttribute(
      'href',
      '/health-package',
    );
    expect(within(section).queryByText(/Update soon/i)).not.toBeInTheDocument();
  });

  it('has the baby guide accordion with real content, a call link and the picture carousel', async () => {
    stubMatchMedia();
    const { user } = renderInRouter(<LandingPage />, { path: '/book-home-visit' });
    const guide = screen.getByRole('region', { name: 'NEW BABY GUIDE' });
    const headers = within(guide).getAllByRole('button', { name: /Food|Routine|Skin/ });
    expect(headers.map((header) => header.textContent)).toEqual([
      'Food & Lifestyle',
      'Daily Routine',
      'Skin & Hair',
    ]);
    for (const header of headers) expect(header).toHaveAttribute('aria-expanded', 'false');
    // A closed section's tips are drawn once it is opened.
    expect(within(guide).queryByText(/put the baby to sleep on the back/)).not.toBeInTheDocument();
    await user.click(headers[1]!);
    expect(headers[1]).toHaveAttribute('aria-expanded', 'true');
    expect(within(guide).getByText(/put the baby to sleep on the back/)).toBeVisible();
    expect(within(guide).getByText(/not medical advice/)).toBeVisible();
    expect(within(guide).getByRole('link', { name: /Book an Appointment/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    // jsdom lays nothing out, so react-multi-carousel never shows its slides here: its pictures
    // and arrows are checked in the end-to-end test.
    expect(await within(guide).findByRole('region', { name: 'Baby care pictures' })).toBeVisible();
  });
});
