import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../../src/features/home/home-page';
import { renderInRouter } from '../../../support/render';
import { stubMatchMedia } from '../../../support/match-media';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The home page with its banners drawn: their code is a chunk of its own, fetched beforehand here
 * so that it arrives within one turn, fake timers or not.
 */
async function renderHome() {
  const rendered = renderInRouter(<HomePage />, { path: '/' });
  await act(async () => {
    await import('../../../../src/features/home/home-banners');
  });
  return rendered;
}

const carousel = () => screen.getByRole('region', { name: 'Highlights' });
/** The slide a visitor sees: the others are inert. */
const visibleSlide = () => {
  const slides = within(carousel()).getAllByRole('group');
  const shown = slides.filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return shown[0]!;
};

describe('the home page banners', () => {
  beforeAll(() => import('../../../../src/features/home/home-banners'));
  beforeEach(() => stubMatchMedia());

  it('has six slides; slides 1 and 5 lead to the doctors, slide 2 to home collection, slide 6 to the tests, the rest nowhere', async () => {
    await renderHome();
    const slides = within(carousel()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    const targets = slides.map(
      (slide) => within(slide).queryByRole('link')?.getAttribute('href') ?? null,
    );
    expect(targets).toEqual([
      '/find-doctor',
      '/home-sample-colllection',
      null,
      null,
      '/find-doctor',
      '/labtest',
    ]);
    expect(within(slides[1]!).getByRole('link')).toHaveTextContent('Book a home collection');
  });

  it('loads only the first picture at once, with its size known, in WebP at three widths', async () => {
    await renderHome();
    const images = within(carousel()).getAllByRole('img');
    expect(images).toHaveLength(1);
    const [first] = images;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '675');
    expect(first!.getAttribute('srcset')).toMatch(
      /doctors-chambers-480\.webp 480w, .*-800\.webp 800w, .*-1200\.webp 1200w/,
    );
    expect(first).toHaveAccessibleName(/doctor and a patient/);
  });

  it('moves with the previous and next buttons, wrapping round', async () => {
    const { user } = await renderHome();
    expect(visibleSlide()).toHaveAccessibleName('1 of 6');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 6');
    expect(within(visibleSlide()).getByText('Home sample collection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('6 of 6');
    expect(within(visibleSlide()).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('rotates by itself, stops while hovered or focused, and on the stop button', async () => {
    vi.useFakeTimers();
    await renderHome();
    act(() => vi.advanceTimersByTime(6000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 6');

    act(() => carousel().dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(12_000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 6');
    act(() => carousel().dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));

    const stop = screen.getByRole('button', { name: 'Stop the slide show' });
    act(() => stop.focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 6');
    act(() => stop.click());
    act(() => stop.blur());
    act(() => vi.advanceTimersByTime(12_000));
    expect(visibleSlide()).toHaveAccessibleName('2 of 6');
    expect(screen.getByRole('button', { name: 'Start the slide show' })).toBeInTheDocument();
  });

  it('does not rotate for visitors who prefer reduced motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    vi.useFakeTimers();
    await renderHome();
    act(() => vi.advanceTimersByTime(30_000));
    expect(visibleSlide()).toHaveAccessibleName('1 of 6');
    expect(screen.queryByRole('button', { name: 'Stop the slide show' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});

describe('the home page tiles', () => {
  const expectedTiles = [
    ['BOOK A HOME SAMPLE', '/home-sample-colllection'],
    ['FIND A TEST', '/labtest'],
    ['BOOK AN APPOINTMENT', '/find-doctor'],
    ['FRANCHISEE', '/contact-us'],
    ['CAREER', '/contact-us'],
  ];

  it('shows a static grid of the first tiles, then the slider with all five and their targets', async () => {
    stubMatchMedia({ width: 1280 });
    renderInRouter(<HomePage />, { path: '/' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('trusted tests');
    const tilesSection = screen.getByRole('region', { name: 'How can we help you?' });
    // At first: a plain grid, no slider code.
    expect(within(tilesSection).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    const slider = await within(tilesSection).findByRole('group', { name: 'Our services' });
    // Tiles 4 and 5 are on the slider's second page, hidden until it moves there.
    for (const [title, target] of expectedTiles) {
      const name = `CLICK NOW: ${title}`;
      const link = within(slider).getAllByRole('link', { name, hidden: true })[0];
      expect(link).toHaveAttribute('href', target);
    }
    expect(within(slider).getAllByRole('button', { name: /Show services, page/ })).toHaveLength(2);
    expect(within(slider).getByRole('button', { name: 'Next services' })).toBeInTheDocument();
  });

  it('shows FRANCHISEE and CAREER after Next, both leading to the contact page', async () => {
    stubMatchMedia({ width: 1280, reducedMotion: true });
    const { user } = renderInRouter(<HomePage />, { path: '/' });
    const slider = await screen.findByRole('group', { name: 'Our services' });
    await user.click(within(slider).getByRole('button', { name: 'Next services' }));
    await waitFor(() =>
      expect(within(slider).getByRole('link', { name: 'CLICK NOW: CAREER' })).toHaveAttribute(
        'href',
        '/contact-us',
      ),
    );
    expect(within(slider).getByRole('link', { name: 'CLICK NOW: FRANCHISEE' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('keeps keyboard focus on the tiles in view: copies and hidden tiles are inert', async () => {
    stubMatchMedia({ width: 1280 });
    renderInRouter(<HomePage />, { path: '/' });
    const slider = await screen.findByRole('group', { name: 'Our services' });
    await waitFor(() => {
      const hidden = slider.querySelectorAll('.slick-slide[aria-hidden="true"]');
      expect(hidden.length).toBeGreaterThan(0);
      for (const slide of hidden) expect(slide).toHaveAttribute('inert');
    });
    const active = slider.querySelectorAll('.slick-slide.slick-active');
    expect(active).toHaveLength(3);
    for (const slide of active) expect(slide).not.toHaveAttribute('inert');
  });

  it('shows one tile at a time on a phone', async () => {
    stubMatchMedia({ width: 360 });
    renderInRouter(<HomePage />, { path: '/' });
    const slider = await screen.findByRole('group', { name: 'Our services' });
    expect(slider.querySelectorAll('.slick-slide.slick-active')).toHaveLength(1);
    expect(within(slider).getAllByRole('button', { name: /Show services, page/ })).toHaveLength(5);
  });

  it('has no link without a target anywhere on the page', async () => {
    stubMatchMedia();
    renderInRouter(<HomePage />, { path: '/' });
    await screen.findByRole('group', { name: 'Our services' });
    for (const link of document.querySelectorAll('a')) {
      // A page of the site, or the report-ready action's chat or call.
      expect(link.getAttribute('href')).toMatch(/^(\/[\w-]|https:\/\/wa\.me\/\d+\?text=|tel:)/);
    }
  });

  it('asks "Is my report ready?" by WhatsApp or a call, once the page has loaded', async () => {
    stubMatchMedia();
    renderInRouter(<HomePage />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Is my report ready?' })).toBeVisible();
    expect(screen.getByLabelText('Test')).toBeVisible();
    expect(screen.getByRole('link', { name: /Call to ask/ })).toBeVisible();
  });
});
