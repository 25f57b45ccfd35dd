import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ListPage from '../../../src/features/catalogue/list-page';
import RadiologyPage from '../../../src/features/catalogue/radiology-page';
import { PAGE_SIZE } from '../../../src/features/catalogue/searchable-list';
import { loadBengali } from '../../../src/i18n/language';
import { renderInRouter } from '../../support/render';

/** The demo catalogue's lists, searched as a visitor types, with what a forgiving search adds. */

/** The search box, once the list has arrived. */
async function searchBox() {
  await screen.findByRole('list', { name: /(found|পাওয়া গেছে)$/ });
  return screen.getByRole('searchbox');
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('close matches on Find a Test', () => {
  it('shows the exact matches first, then the close ones under their own heading', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });

    await user.type(await searchBox(), 'thyroid');

    expect(screen.getByRole('status')).toHaveTextContent('4 tests found; 2 close matches');
    expect(titlesIn(screen.getByRole('list', { name: '4 tests found' })).sort()).toEqual([
      'Free Thyroid Profile (FT3, FT4, TSH)',
      'Parathyroid Hormone (PTH, Intact)',
      'TSH (Thyroid Stimulating Hormone)',
      'Thyroid Profile (T3, T4, TSH)',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Close matches' })).toBeInTheDocument();
    expect(titlesIn(screen.getByRole('list', { name: 'Close matches' }))).toEqual([
      'Antenatal Profile (CBC, Blood Group, Sugar, HBsAg, HIV, VDRL, TSH, Urine)',
      'PCOD Profile (FSH, LH, Prolactin, Testosterone, TSH, Insulin)',
    ]);
  });

  it('offers a misspelt test as a close match, not as nothing found', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });

    await user.type(await searchBox(), 'lipd profile');

    expect(screen.getByRole('status')).toHaveTextContent(
      "No tests match 'lipd profile'; 1 close match",
    );
    expect(titlesIn(screen.getByRole('list', { name: 'Close matches' }))).toEqual([
      'Lipid Profile',
    ]);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('finds Vitamin D however it is written, in English or Bengali', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    const search = await searchBox();

    for (const query of ['vit d', 'Vitamin-D', '25 OH', 'ভিটামিন ডি']) {
      await user.clear(search);
      await user.type(search, query);
      expect(titlesIn(screen.getByRole('list', { name: 'Close matches' }))).toContain(
        'Vitamin D (25-OH)',
      );
    }
  });

  it('names the close matches in Bengali on the Bengali page', async () => {
    await loadBengali();
    const { user } = renderInRouter(<ListPage list="labTests" />, {
      path: '/labtest',
      language: 'bn',
    });

    await user.type(await searchBox(), 'lipd profile');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'কাছাকাছি মিল' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('কাছাকাছি মিল 1টি');
  });
});

describe('close matches on Find a Doctor', () => {
  it.each([
    ['cardio', 'Dr. Subhankar Hazra'],
    ['child', 'Dr. Debasree Pal'],
    ['skin', 'Dr. Rituparna Sasmal'],
    ['Dr Animesh', 'Dr. Animesh Dolui'],
  ])('finds "%s": %s', async (query, name) => {
    const { user } = renderInRouter(<ListPage list="doctors" />, { path: '/find-doctor' });

    await user.type(await searchBox(), query);

    expect(titlesIn(screen.getByRole('list', { name: 'Close matches' }))).toEqual([name]);
  });
});

describe('every list page', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it.each([
    ['/labtest', () => <ListPage list="labTests" />, 'Search tests by name'],
    ['/find-doctor', () => <ListPage list="doctors" />, 'Search doctors by name'],
    ['/Radiology', RadiologyPage, 'Search tests by name'],
    ['/Cardiology', () => <ListPage list="cardiology" />, 'Search tests by name'],
    ['/Neurology', () => <ListPage list="neurology" />, 'Search tests by name'],
  ])('%s keeps its search box in the sticky bar below the navbar', (path, Page, label) => {
    renderInRouter(<Page />, { path });

    expect(screen.getByRole('searchbox', { name: label }).closest('.catalogue-bar')).toHaveClass(
      'is-sticky',
    );
  });

  /** Find a Test, loaded, in a router that can go on to the contact page and back. */
  async function openTheListBesideContact() {
    const rendered = renderInRouter(
      [
        { path: '/labtest', element: <ListPage list="labTests" /> },
        { path: '/contact-us', element: <p>Contact</p> },
      ],
      { path: '/labtest' },
    );
    await screen.findByRole('list', { name: /found$/ });
    return rendered;
  }

  it('shows as many tests as before, where they were, on coming back with Back', async () => {
    const { user, router } = await openTheListBesideContact();
    await user.click(screen.getByRole('button', { name: 'Show more tests' }));
    await user.click(screen.getByRole('button', { name: 'Show more tests' }));
    Object.defineProperty(window, 'scrollY', { value: 2400, configurable: true });
    window.dispatchEvent(new Event('scroll'));

    await act(() => router.navigate('/contact-us'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(() => router.navigate(-1));

    const list = await screen.findByRole('list', { name: /found$/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3 * PAGE_SIZE);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2400, left: 0, behavior: 'instant' });
  });

  it('starts from the first page when the list is opened by a link, not by Back', async () => {
    const { user, router } = await openTheListBesideContact();
    await user.click(screen.getByRole('button', { name: 'Show more tests' }));

    await act(() => router.navigate('/contact-us'));
    await act(() => router.navigate('/labtest'));

    const list = await screen.findByRole('list', { name: /found$/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
