import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '../../../../src/config/env';
import { site } from '../../../../src/shared/site';
import { labTestDocuments } from '../../../../src/shared/demo-catalogue/lab-tests';
import type { RawDocument } from '../../../../src/data/source/data-source';
import type { SearchIndex } from '../../../../src/data/search-index';
import type { LabTest } from '../../../../src/shared/types';
import DoctorsPage from '../../../../src/features/catalogue/doctors-page';
import ListPage from '../../../../src/features/catalogue/list-page';
import { PAGE_SIZE } from '../../../../src/features/catalogue/list-matches';
import { loadBengali } from '../../../../src/i18n/language';
import { unmatchedSearches } from '../../../../src/lib/unmatched-searches';
import { fakeSource, resetFakeSource, serveDemoCatalogue } from '../../../support/fake-data-source';
import { firebaseModeEnv } from '../../../support/firebase-env';
import { labTest } from '../../../support/fixtures/lab-tests';
import { instant, publishedList } from '../../../support/fixtures/published-lists';
import {
  centreDigits,
  onOddDocuments,
  onTheDemoCatalogue,
  serve,
  cardList,
  cardOf,
  cards,
  cardTitles,
  countNamed,
  found,
  named,
  renderFreshListPage,
  searchBox,
  stubResizeObserver,
  titlesIn,
} from '../../../support/list-page';
import { queryInAddress, renderInRouter } from '../../../support/render';

/**
 * Find a Test (/labtest), Cardiology and Neurology: one list page, configured per list in test-
 * lists.tsx (Find a Doctor's is doctors-page.tsx, Radiology's radiology-page.tsx). The page reads
 * through the fake data source: the bundled demo catalogue, as the site reads it with no Firebase
 * settings, or what the demo catalogue never has (odd documents, a slow read, an empty collection,
 * a failed read, Bengali text, a published or pre-rendered list), on fresh modules for each visit.
 */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const labTestsPage = (language?: 'bn') => renderFreshListPage('labTests', '/labtest', language);

afterEach(() => vi.unstubAllGlobals());

describe('Find a Test on the demo catalogue', () => {
  onTheDemoCatalogue();
  // Cardiology and Neurology measure their sticky header; jsdom lays nothing out.
  beforeEach(stubResizeObserver);

  it('shows the breadcrumb, a labelled search box and the first page of tests', async () => {
    renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });

    expect(screen.getByRole('heading', { level: 1, name: 'Find a Test' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(within(breadcrumb).getByText('Find a Test')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search tests by name' })).toHaveValue('');

    const total = named(labTestDocuments).length;
    expect(await screen.findByRole('status')).toHaveTextContent(found(total));
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of ${total} tests`)).toBeInTheDocument();
  });

  it('shows more tests a page at a time and takes focus to the first one added', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    await screen.findByRole('list', { name: /found$/ });

    await user.click(screen.getByRole('button', { name: 'Show more tests' }));

    expect(cards()).toHaveLength(2 * PAGE_SIZE);
    expect(cards()[PAGE_SIZE]).toHaveFocus();
  });

  it('gives each card exact call and chat links named after its test', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    await user.type(await screen.findByRole('searchbox'), 'cbc');

    const card = within(cardList()).getByRole('heading', { name: 'Complete Blood Count (CBC)' })
      .parentElement as HTMLElement;
    expect(
      within(card).getByRole('link', { name: 'Call Book: Complete Blood Count (CBC)' }),
    ).toHaveAttribute('href', `tel:+${centreDigits}`);
    const chat = within(card).getByRole('link', {
      name: 'WhatsApp Inquiry: Complete Blood Count (CBC) (opens in a new tab)',
    });
    expect(chat).toHaveAttribute(
      'href',
      `https://wa.me/${centreDigits}?text=I%20am%20Interested%20in%20Complete%20Blood%20Count%20(CBC)`,
    );
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByText('Call Book')).toBeVisible();
    expect(within(card).getByText('WhatsApp Inquiry')).toBeVisible();
  });

  it('filters by a case-insensitive part of the name and announces the count', async () => {
    const { user, router } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    const search = await screen.findByRole('searchbox', { name: 'Search tests by name' });
    await screen.findByRole('list', { name: /found$/ });

    await user.type(search, 'THYROID');

    expect(screen.getByRole('status')).toHaveTextContent(
      found(countNamed(labTestDocuments, 'thyroid')),
    );
    expect(cardTitles().length).toBeGreaterThan(1);
    for (const title of cardTitles()) expect(title?.toLowerCase()).toContain('thyroid');
    // The address follows once typing pauses, replacing the entry instead of adding one.
    await waitFor(() => expect(queryInAddress(router)).toBe('THYROID'));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.clear(search);
    await user.type(search, 'profile');
    expect(screen.getByRole('status')).toHaveTextContent(
      found(countNamed(labTestDocuments, 'profile')),
    );

    await user.clear(search);
    expect(screen.getByRole('status')).toHaveTextContent(found(named(labTestDocuments).length));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when nothing matches and clears the search from there', async () => {
    const { user, router } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    const search = await screen.findByRole('searchbox');

    await user.type(search, 'xyz');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("No tests match 'xyz'"),
    );
    expect(screen.queryByRole('list', { name: /found$/ })).not.toBeInTheDocument();
    // Once the other lists have been asked too, and found nothing either.
    await user.click(await screen.findByRole('button', { name: 'Clear search' }));

    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(queryInAddress(router)).toBeNull();
    expect(cards()).toHaveLength(PAGE_SIZE);
  });

  it('keeps the searches that found nothing for the field beacon, folded, and no other', async () => {
    unmatchedSearches.length = 0;
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    const search = await screen.findByRole('searchbox');

    await user.type(search, 'lipid');
    await user.clear(search);
    await user.type(search, 'Zqx Müller');

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("No tests match 'Zqx Müller'"),
    );
    expect(unmatchedSearches).not.toContain('lipid');
    // Folded as the search folds it.
    expect(unmatchedSearches.at(-1)).toBe('zqx muller');
  });

  it('writes the query to the address at once when the search box loses focus', async () => {
    const { user, router } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    // All at once, as a paste: typed key by key on a busy machine, the pause that writes the
    // address could pass between two keys.
    await user.click(await screen.findByRole('searchbox'));
    await user.paste('lipid');
    expect(queryInAddress(router)).toBeNull();

    await user.tab();

    expect(queryInAddress(router)).toBe('lipid');
  });

  it('lets Back or a link decide the query over typing not yet in the address', async () => {
    const { user, router } = renderInRouter(<ListPage list="labTests" />, {
      path: '/labtest?q=lipid',
    });
    const search = screen.getByRole('searchbox');
    await user.type(search, ' profile');

    await act(() => router.navigate('/labtest?q=cbc'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));

    expect(search).toHaveValue('cbc');
    expect(queryInAddress(router)).toBe('cbc');
  });

  it('starts from the query in a shared or reloaded address', async () => {
    renderInRouter(<ListPage list="labTests" />, { path: '/labtest?q=lipid' });

    expect(screen.getByRole('searchbox')).toHaveValue('lipid');
    expect(await screen.findByRole('status')).toHaveTextContent(
      found(countNamed(labTestDocuments, 'lipid')),
    );
    expect(cardTitles()).toContain('Lipid Profile');
  });

  it('follows a link to the page without a query, and Back to the search', async () => {
    const { user, router } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    const search = await screen.findByRole('searchbox');
    await user.type(search, 'thyroid');
    await waitFor(() => expect(queryInAddress(router)).toBe('thyroid'));

    await act(() => router.navigate('/labtest'));
    expect(search).toHaveValue('');
    expect(await screen.findByRole('status')).toHaveTextContent(
      found(named(labTestDocuments).length),
    );

    await act(() => router.navigate(-1));
    expect(search).toHaveValue('thyroid');
    expect(screen.getByRole('status')).toHaveTextContent(
      found(countNamed(labTestDocuments, 'thyroid')),
    );
  });
});

describe.each([
  ['Cardiology', () => <ListPage list="cardiology" />, 'echo'],
  ['Neurology', () => <ListPage list="neurology" />, 'eeg'],
])('%s on the demo catalogue', (title, Page, part) => {
  onTheDemoCatalogue();
  // Cardiology and Neurology measure their sticky header; jsdom lays nothing out.
  beforeEach(stubResizeObserver);

  it('keeps the search in a sticky bar, under a breadcrumb and heading that scroll away, over cards with their prices', async () => {
    const { user, router } = renderInRouter(<Page />, { path: `/${title}` });

    const heading = screen.getByRole('heading', { level: 1, name: title });
    const search = screen.getByRole('searchbox', { name: 'Search tests by name' });
    const bar = search.closest('.catalogue-bar');
    expect(bar).toHaveClass('is-sticky');
    expect(bar).not.toContainElement(heading);
    expect(bar).not.toContainElement(screen.getByRole('navigation', { name: 'Breadcrumb' }));

    await screen.findByRole('list', { name: /found$/ });
    // Each card shows its price where staff gave one, and says to call where they did not.
    const priced = within(cardList()).queryAllByText(/^₹/).length;
    const unpriced = within(cardList()).queryAllByText('Call us for the price').length;
    expect(priced).toBeGreaterThan(0);
    expect(priced + unpriced).toBeGreaterThanOrEqual(cards().length);
    expect(within(cardList()).getAllByRole('link', { name: /^Call Book: / }).length).toBe(
      cards().length,
    );
    expect(within(cardList()).getAllByRole('link', { name: /^WhatsApp Inquiry: / }).length).toBe(
      cards().length,
    );

    await user.type(search, part.toUpperCase());
    for (const name of cardTitles()) expect(name?.toLowerCase()).toContain(part);
    await waitFor(() => expect(queryInAddress(router)).toBe(part.toUpperCase()));
  });
});

describe('close matches on Find a Test', () => {
  onTheDemoCatalogue();

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

    // Said as what was found, not as nothing, once the close matching has loaded.
    expect(await screen.findByRole('list', { name: 'Close matches' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("1 test found for 'lipd profile'");
    expect(titlesIn(screen.getByRole('list', { name: 'Close matches' }))).toEqual([
      'Lipid Profile',
    ]);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('finds Vitamin D first however it is written, in English or Bengali', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    const search = await searchBox();

    for (const query of ['vit d', 'Vitamin-D', '25 OH', 'ভিটামিন ডি']) {
      await user.clear(search);
      await user.type(search, query);
      // Each of these names the test outright: it leads the matches.
      expect(titlesIn(screen.getByRole('list', { name: /found/ }))[0]).toBe('Vitamin D (25-OH)');
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
    expect(screen.getByRole('status')).toHaveTextContent("'lipd profile' খুঁজে 1টি টেস্ট পাওয়া গেছে");
  });
});

describe('synonyms staff add in the console', () => {
  beforeEach(async () => {
    vi.resetModules();
    await serveDemoCatalogue();
  });

  /** The page once its search has read the site's settings, as it does when idle. */
  async function searchAfterSettings() {
    const { user } = await labTestsPage();
    const search = await searchBox();
    // Once the page is idle: the close matching's code, then the settings.
    await waitFor(() => expect(fakeSource.readSettings).toHaveBeenCalledOnce(), { timeout: 5000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return { user, search };
  }

  it(
    'find a test by a word staff added, in English and in Bengali, besides the built-in ones',
    {
      timeout: 20_000,
    },
    async () => {
      const { user, search } = await searchAfterSettings();

      for (const [query, test] of [
        ['typhoid', 'Widal Test (Slide)'],
        ['জন্ডিস', 'Serum Bilirubin (Total & Direct)'],
        ['sugar', 'Glucose Tolerance Test (GTT, 75 g)'],
      ] as const) {
        await user.clear(search);
        await user.type(search, query);
        expect(titlesIn(screen.getByRole('list', { name: 'Close matches' }))).toContain(test);
      }
    },
  );

  it(
    'leave the built-in ones working when the settings cannot be read',
    {
      timeout: 20_000,
    },
    async () => {
      fakeSource.readSettings.mockRejectedValue(new Error('offline'));
      const { user, search } = await searchAfterSettings();

      await user.type(search, 'typhoid');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent("No tests match 'typhoid'"),
      );
      await user.clear(search);
      await user.type(search, 'sugar');
      expect(titlesIn(screen.getByRole('list', { name: 'Close matches' }))).toContain(
        'Glucose Tolerance Test (GTT, 75 g)',
      );
    },
  );
});

describe('every list page', () => {
  onTheDemoCatalogue();
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it.each([
    ['/labtest', () => <ListPage list="labTests" />, 'Search tests by name'],
    ['/find-doctor', () => <DoctorsPage />, 'Search doctors by name or speciality'],
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

describe('a lab test card', () => {
  onOddDocuments();

  it('shows the fields, the MRP struck through, the discount and the price in rupees', async () => {
    serve([
      {
        id: 'vitamin-d',
        data: {
          name: 'Vitamin D (25-OH)',
          pti: 'No special preparation',
          delivery: 'Next day',
          mrp: 1500,
          off: 20,
          price: 1200,
        },
      },
      {
        id: 'genome',
        data: {
          name: 'Genome Panel',
          pti: '',
          delivery: '3 weeks',
          mrp: '15,000',
          price: '₹ 12,500',
        },
      },
    ]);
    await labTestsPage();

    const card = await cardOf('Vitamin D (25-OH)');
    expect(within(card).getByText('Pre-test information:').parentElement).toHaveTextContent(
      'Pre-test information: No special preparation',
    );
    expect(within(card).getByText('Report delivery:').parentElement).toHaveTextContent(
      'Report delivery: Next day',
    );
    const mrp = within(card).getByText('₹1,500');
    expect(mrp.tagName).toBe('S');
    expect(mrp.parentElement).toHaveTextContent('MRP ₹1,500');
    expect(within(card).getByText('20% OFF')).toBeVisible();
    expect(within(card).getByText('₹1,200')).toBeVisible();

    const genome = await cardOf('Genome Panel');
    expect(within(genome).getByText('₹15,000').tagName).toBe('S');
    expect(within(genome).getByText('₹12,500')).toBeVisible();
    expect(within(genome).queryByText(/OFF/)).not.toBeInTheDocument();
    expect(within(genome).queryByText('Pre-test information:')).not.toBeInTheDocument();
  });

  it('renders odd documents without breaking the list, and skips ones with no name', async () => {
    serve([
      { id: 'no-name', data: { pti: 'Fasting', price: 100 } },
      { id: 'object-name', data: { name: { en: 'Nested' }, price: 100 } },
      { id: 'no-prices', data: { name: 'Blood Group & Rh Type', pti: 3, delivery: null } },
      { id: 'bad-prices', data: { name: 'Bad Prices', mrp: 'ask', off: 250, price: -5 } },
      { id: 'price-only', data: { name: 'Price Only', price: '450' } },
      { id: 'numbered', data: { name: 17, delivery: 2 } },
    ]);
    await labTestsPage();

    expect(await screen.findByRole('status')).toHaveTextContent('4 tests found');
    const noPrices = await cardOf('Blood Group & Rh Type');
    expect(within(noPrices).getByText('Call us for the price')).toBeVisible();
    expect(within(noPrices).getByText('Pre-test information:').parentElement).toHaveTextContent(
      'Pre-test information: 3',
    );
    expect(within(noPrices).queryByText('Report delivery:')).not.toBeInTheDocument();
    expect(within(noPrices).getByRole('link', { name: /^Call Book/ })).toBeVisible();
    expect(within(await cardOf('Bad Prices')).getByText('Call us for the price')).toBeVisible();
    const priceOnly = await cardOf('Price Only');
    expect(within(priceOnly).getByText('₹450')).toBeVisible();
    expect(priceOnly.querySelector('s')).toBeNull();
    expect(
      within(await cardOf('17')).getByText('Report delivery:').parentElement,
    ).toHaveTextContent('Report delivery: 2');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no-name, object-name'));
  });
});

describe('list states', () => {
  onOddDocuments();

  it('shows skeleton cards while the list loads, with the search box ready', async () => {
    let arrive: (documents: RawDocument[]) => void = () => undefined;
    fakeSource.readCollection.mockImplementation(
      () => new Promise((resolve) => (arrive = resolve)),
    );
    const { user } = await labTestsPage();

    expect(await screen.findByText('Loading tests…')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search tests by name' });
    await user.type(search, 'lip');

    arrive([
      { id: 'lipid', data: { name: 'Lipid Profile' } },
      { id: 'cbc', data: { name: 'CBC' } },
    ]);

    expect(await screen.findByRole('heading', { name: 'Lipid Profile' })).toBeInTheDocument();
    expect(screen.queryByText('Loading tests…')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 test found');
  });

  it('says so when the collection is empty', async () => {
    serve([]);
    await labTestsPage();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'No tests are listed at the moment. Please call us and we will help you.',
    );
    expect(screen.getByRole('link', { name: /Call Now/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    expect(screen.queryByRole('list', { name: /found$/ })).not.toBeInTheDocument();
  });

  it('explains a failed read and reads again on Retry', async () => {
    const read = fakeSource.readCollection
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue([{ id: 'cbc', data: { name: 'CBC' } }]);
    const { user } = await labTestsPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the list of tests');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'CBC' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenCalledWith('Labtest', expect.any(Number));
  });
});

describe('the other lists', () => {
  onOddDocuments();
  beforeEach(stubResizeObserver);

  it.each([
    ['cardiology', 'Cardiology'],
    ['neurology', 'Neurology'],
  ] as const)('%s reads its own collection and offers Retry', async (list, collection) => {
    fakeSource.readCollection.mockRejectedValue(new Error('unavailable'));
    await renderFreshListPage(list, `/${collection}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the list of tests',
    );
    expect(fakeSource.readCollection).toHaveBeenCalledWith(collection, expect.any(Number));
  });
});

/** Staff may give a test's text in Bengali too (`name_bn`, `pti_bn`, `delivery_bn`). */
const bilingual: RawDocument[] = [
  {
    id: 'fbs',
    data: {
      name: 'Blood Sugar Fasting (FBS)',
      name_bn: 'খালি পেটে ব্লাড সুগার (FBS)',
      pti: '10-12 hours fasting',
      pti_bn: '10-12 ঘণ্টা খালি পেটে আসুন',
      delivery: 'Same day',
      mrp: 100,
      price: 100,
    },
  },
  {
    id: 'amh',
    data: { name: 'Anti-Müllerian Hormone', pti: 'No special preparation', delivery: '2 days' },
  },
  {
    id: 'sweat-chloride',
    data: { name: 'Sweat Chloride', pti: 'Bring a towel and a change of vest', delivery: '2 days' },
  },
];

describe('a test with Bengali text, on the Bengali page', () => {
  beforeEach(() => {
    vi.resetModules();
    resetFakeSource();
    fakeSource.readCollection.mockResolvedValue(bilingual);
  });

  it('shows the Bengali that staff gave, the glossary’s where they gave none, else the English marked so', async () => {
    await labTestsPage('bn');
    const sugar = await cardOf('খালি পেটে ব্লাড সুগার (FBS)');
    expect(sugar).toHaveTextContent('10-12 ঘণ্টা খালি পেটে আসুন');
    // No delivery_bn: the glossary knows "Same day".
    expect(within(sugar).getByText('একই দিনে')).not.toHaveAttribute('lang');
    expect(sugar).not.toHaveTextContent('Same day');
    expect(within(sugar).getByText('টেস্টের আগে যা জানবেন:')).toBeVisible();

    const amh = await cardOf('Anti-Müllerian Hormone');
    expect(within(amh).getByRole('link', { name: 'Anti-Müllerian Hormone' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(amh).toHaveTextContent('কোনো বিশেষ প্রস্তুতি লাগে না');
    expect(amh).toHaveTextContent('২ দিন');

    // A phrase the glossary does not know: as typed, marked as English.
    const sweat = await cardOf('Sweat Chloride');
    expect(within(sweat).getByText('Bring a towel and a change of vest')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('is found by its English name and by its Bengali one', async () => {
    const { user } = await labTestsPage('bn');
    const search = await screen.findByRole('searchbox');
    await user.type(search, 'সুগার');
    expect(await cardOf('খালি পেটে ব্লাড সুগার (FBS)')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Anti-Müllerian Hormone' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'fasting');
    expect(await cardOf('খালি পেটে ব্লাড সুগার (FBS)')).toBeVisible();
  });

  it('asks on WhatsApp in Bengali, naming the test as the card shows it', async () => {
    await labTestsPage('bn');
    const sugar = await cardOf('খালি পেটে ব্লাড সুগার (FBS)');
    const chat = within(sugar).getByRole('link', { name: /^হোয়াটসঅ্যাপে জানুন/ });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'আমি খালি পেটে ব্লাড সুগার (FBS) নিয়ে আগ্রহী',
    );
  });
});

describe('the same test on the English page', () => {
  beforeEach(() => {
    vi.resetModules();
    resetFakeSource();
    fakeSource.readCollection.mockResolvedValue(bilingual);
  });

  it('shows only the English, and is found by its Bengali name too', async () => {
    const { user } = await labTestsPage();
    const sugar = await cardOf('Blood Sugar Fasting (FBS)');
    expect(sugar).toHaveTextContent('10-12 hours fasting');
    expect(sugar).not.toHaveTextContent(/[\u0980-\u09FF]/);
    await user.type(screen.getByRole('searchbox'), 'ব্লাড সুগার');
    expect(await cardOf('Blood Sugar Fasting (FBS)')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Anti-Müllerian Hormone' })).toBeNull();
  });
});

/**
 * The list pages over the published catalogue, in Firebase mode (the demo build never refreshes
 * a pre-rendered list: its catalogue is the build's own).
 */
function inFirebaseMode() {
  beforeEach(() => {
    vi.resetModules();
    vi.doMock('../../../../src/config/env', async (original) => ({
      ...(await original<typeof EnvModule>()),
      env: firebaseModeEnv,
    }));
  });
  afterEach(() => {
    vi.doUnmock('../../../../src/config/env');
  });
}

const cbc = (price: number): RawDocument => ({
  id: 'cbc',
  data: { name: 'Complete Blood Count', mrp: 400, off: 0, price },
});
const lipid: RawDocument = { id: 'lipid', data: { name: 'Lipid Profile', price: '₹ 650' } };

/** What a pre-rendered /labtest carried: the list as the build read it. */
async function prerendered(items: LabTest[], updatedAt: string, confirmedAt?: number) {
  const { receivePrerenderedData } = await import('../../../../src/data/source/prerendered-data');
  receivePrerenderedData({ lists: { Labtest: { items, updatedAt, confirmedAt } } });
}

const asShown = (price: number) =>
  labTest('cbc', 'Complete Blood Count', { mrp: 400, off: 0, price });

describe('a list read from the published catalogue', () => {
  inFirebaseMode();

  it('is one read, and says when its prices were last updated', async () => {
    resetFakeSource({
      PublishedCatalogue: [
        publishedList('Labtest', [cbc(350), lipid], { updatedAt: '2026-11-24T06:00:00Z' }),
      ],
      Labtest: [cbc(999)],
    });
    await labTestsPage();

    expect(await screen.findByText('Prices updated 24 November 2026')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lipid Profile' })).toBeVisible();
    expect(screen.getByText('₹350')).toBeVisible();
    expect(fakeSource.readPublished).toHaveBeenCalledOnce();
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
  });

  it('gives the date in Bengali to a Bengali reader, on the centre’s calendar', async () => {
    resetFakeSource({
      PublishedCatalogue: [
        // 01:30 on 25 November in India.
        publishedList('Labtest', [cbc(350)], { updatedAt: '2026-11-24T20:00:00Z' }),
      ],
    });
    await labTestsPage('bn');
    expect(await screen.findByText('দাম হালনাগাদ: 25 নভেম্বর 2026')).toBeVisible();
  });

  it('asks the visitor to call to confirm a price once the function has not confirmed the list for a day', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    resetFakeSource({
      PublishedCatalogue: [
        publishedList('Labtest', [cbc(350)], {
          publishedAt: hoursAgo(30),
          updatedAt: '2026-11-24T06:00:00Z',
        }),
      ],
    });
    await labTestsPage();

    expect(await screen.findByText('Prices updated 24 November 2026')).toBeVisible();
    expect(screen.getByText('Prices may have changed. Call to confirm:')).toBeVisible();
    expect(screen.getByRole('link', { name: site.centreNumber })).toHaveAttribute(
      'href',
      'tel:+910000001212',
    );
    expect(screen.getByText('₹350')).toBeVisible();
  });

  it('does not, within the day', async () => {
    resetFakeSource({
      PublishedCatalogue: [
        publishedList('Labtest', [cbc(350)], {
          publishedAt: new Date(Date.now() - 20 * 3_600_000).toISOString(),
        }),
      ],
    });
    await labTestsPage();

    expect(await screen.findByText(/^Prices updated/)).toBeVisible();
    expect(screen.queryByText(/Call to confirm/)).not.toBeInTheDocument();
  });

  it('asks it in Bengali to a Bengali reader, for a list an edit could not reach', async () => {
    resetFakeSource({
      PublishedCatalogue: [
        publishedList('Labtest', [cbc(350)], { staleSince: new Date('2026-11-24T06:00:00Z') }),
      ],
    });
    await labTestsPage('bn');

    expect(await screen.findByText('দাম বদলে থাকতে পারে। জানতে ফোন করুন:')).toBeVisible();
  });

  it('never lists the collection: where nothing is published, the page offers Retry and a call', async () => {
    resetFakeSource({ Labtest: [cbc(350), lipid] }, { listing: false });
    await labTestsPage();

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Call Now/ }).length).toBeGreaterThan(0);
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
  });
});

describe('a pre-rendered list', () => {
  inFirebaseMode();

  it('is shown at once, read once after the page has loaded, and kept when nothing changed', async () => {
    await prerendered([asShown(350)], '2026-11-24T06:00:00.000Z');
    resetFakeSource({
      PublishedCatalogue: [
        publishedList('Labtest', [cbc(350)], { updatedAt: '2026-11-24T06:00:00Z' }),
      ],
    });
    await labTestsPage();

    // No loading state: the pre-rendered list is on the page before any read.
    expect(screen.getByText('₹350')).toBeVisible();
    expect(screen.getByText('Prices updated 24 November 2026')).toBeVisible();
    await waitFor(() => expect(fakeSource.readPublished).toHaveBeenCalledOnce());
    expect(screen.getByText('₹350')).toBeVisible();
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
  });

  it('keeps the cards Show more added when the read after load only confirms the list', async () => {
    const names = Array.from({ length: 2 * PAGE_SIZE }, (_, at) => `Test ${String(at + 10)}`);
    await prerendered(
      names.map((name) => labTest(name, name, { price: 300 })),
      '2026-11-24T06:00:00.000Z',
      Date.now() - 60_000,
    );
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const list = publishedList(
      'Labtest',
      names.map((name) => ({ id: name, data: { name, price: 300 } })),
      { updatedAt: '2026-11-24T06:00:00Z', confirmedAt: instant(new Date().toISOString()) },
    );
    resetFakeSource({});
    fakeSource.readPublished.mockImplementation(() => answered.then(() => list));
    const { user } = await labTestsPage();
    await user.click(screen.getByRole('button', { name: 'Show more tests' }));
    expect(cards()).toHaveLength(2 * PAGE_SIZE);

    await waitFor(() => expect(fakeSource.readPublished).toHaveBeenCalledOnce());
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(cards()).toHaveLength(2 * PAGE_SIZE);
    expect(cards()[PAGE_SIZE]).toHaveFocus();
  });

  it('shows the new prices when staff changed them after the build', async () => {
    await prerendered([asShown(350)], '2026-11-20T06:00:00.000Z');
    resetFakeSource({
      PublishedCatalogue: [
        publishedList('Labtest', [cbc(420)], { updatedAt: '2026-11-24T06:00:00Z' }),
      ],
    });
    await labTestsPage();

    expect(screen.getByText('₹350')).toBeVisible();
    expect(screen.getByText('Prices updated 20 November 2026')).toBeVisible();
    expect(await screen.findByText('₹420')).toBeVisible();
    expect(screen.getByText('Prices updated 24 November 2026')).toBeVisible();
  });

  it('takes the week’s count of page opens, which moves no date: a search shows the most opened first', async () => {
    const zeta = (id: string, name: string) => labTest(id, name, { price: 300 });
    await prerendered(
      [zeta('alpha', 'Zeta Alpha'), zeta('beta', 'Zeta Beta')],
      '2026-11-24T06:00:00.000Z',
    );
    resetFakeSource({
      PublishedCatalogue: [
        publishedList(
          'Labtest',
          [
            { id: 'alpha', data: { name: 'Zeta Alpha', price: 300 } },
            { id: 'beta', data: { name: 'Zeta Beta', price: 300 } },
          ],
          { updatedAt: '2026-11-24T06:00:00Z', opens: { beta: 12, alpha: 3 } },
        ),
      ],
    });
    const { user } = await labTestsPage();

    await user.type(await searchBox(), 'zeta');
    await waitFor(() => expect(cardTitles()).toEqual(['Zeta Beta', 'Zeta Alpha']));
    expect(screen.getByText('Prices updated 24 November 2026')).toBeVisible();
  });

  it('stays as it is when the read fails', async () => {
    await prerendered([asShown(350)], '2026-11-20T06:00:00.000Z', Date.now());
    resetFakeSource({}, { listing: false });
    fakeSource.readPublished.mockRejectedValue(new Error('offline'));
    await labTestsPage();

    await waitFor(() => expect(fakeSource.readPublished).toHaveBeenCalled());
    expect(screen.getByText('₹350')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Call to confirm/)).not.toBeInTheDocument();
  });

  it('is kept as it was built, with no Retry, when no published list can be read', async () => {
    await prerendered([asShown(350)], '2026-11-20T06:00:00.000Z', Date.now());
    resetFakeSource({}, { listing: false });
    await labTestsPage();

    await waitFor(() => expect(fakeSource.readPublished).toHaveBeenCalled());
    expect(screen.getByText('Prices updated 20 November 2026')).toBeVisible();
    expect(screen.getByText('₹350')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
  });

  it('asks to call to confirm once what it was built with is more than a day old', async () => {
    await prerendered(
      [asShown(350)],
      '2026-11-20T06:00:00.000Z',
      Date.parse('2026-11-20T06:00:00Z'),
    );
    resetFakeSource({}, { listing: false });
    fakeSource.readPublished.mockRejectedValue(new Error('offline'));
    await labTestsPage();

    expect(await screen.findByText(/Call to confirm:/)).toBeVisible();
    expect(screen.getByText('₹350')).toBeVisible();
  });
});

describe('a search that the centre’s other lists answer', () => {
  onTheDemoCatalogue();
  beforeEach(() => {
    const index: SearchIndex = {
      conditions: [
        {
          name: 'Diabetes',
          name_bn: 'ডায়াবেটিস',
          path: '/conditions/diabetes',
          also: 'sugar, blood sugar, সুগার',
          items: ['/labtest/fasting-blood-sugar-fbs'],
        },
      ],
      labTests: [{ name: 'Lipid Profile', path: '/labtest/lipid-profile' }],
      radiology: [
        {
          name: 'USG Whole Abdomen',
          path: '/Radiology/usg-whole-abdomen',
          card: {
            pti: 'Come with a full bladder',
            delivery: 'Same day',
            mrp: 1200,
            off: 25,
            price: 900,
          },
        },
        {
          name: 'USG Pelvis',
          path: '/Radiology/usg-pelvis',
          card: { pti: '', delivery: '', mrp: null, off: null, price: null },
        },
      ],
      cardiology: [],
      // Misspelt as staff typed it: what the visitor's same misspelling matches exactly.
      neurology: [{ name: 'Vitamn B12 Nerve Study', path: '/Neurology/vitamn-b12-nerve-study' }],
      doctors: [{ name: 'Dr. U. S. Gupta', path: '/find-doctor/dr-u-s-gupta' }],
      packages: [],
      updatedAt: { radiology: '2026-11-20T06:00:00.000Z' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/search-index.json'
          ? new Response(JSON.stringify(index))
          : new Response('', { status: 404 }),
      ),
    );
  });

  it('shows the scans a search for USG finds on Find a Test as cards with their price', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });

    await user.type(await searchBox(), 'USG');
    // Not even while the other lists are being asked.
    expect(screen.getByRole('status')).not.toHaveTextContent('No tests match');

    const radiology = await screen.findByRole('region', { name: 'Radiology' });
    expect(screen.getByRole('heading', { name: 'Found in our other services' })).toBeVisible();
    const [abdomen, pelvis] = within(radiology).getAllByRole('listitem');
    const title = within(abdomen!).getByRole('heading', { level: 4, name: 'USG Whole Abdomen' });
    expect(within(title).getByRole('link')).toHaveAttribute('href', '/Radiology/usg-whole-abdomen');
    expect(within(abdomen!).getByText('₹900')).toBeVisible();
    expect(within(abdomen!).getByText('Come with a full bladder')).toBeVisible();
    expect(within(abdomen!).getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    expect(within(abdomen!).getByRole('link', { name: /Call/ })).toBeVisible();
    // A scan staff gave no price says so, and how to ask.
    expect(within(pelvis!).getByText(/Call us for the price/)).toBeVisible();
    expect(within(radiology).getByText('Prices updated 20 November 2026')).toBeVisible();
    // A doctor found elsewhere stays a link.
    const doctors = screen.getByRole('region', { name: 'Doctors' });
    expect(within(doctors).getByRole('link', { name: 'Dr. U. S. Gupta' })).toBeVisible();
    expect(within(doctors).queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
    // Not "call us: we will tell you whether we do it", when another list has it.
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByText(/whether we do it/)).not.toBeInTheDocument();
    // Never "no match" above a match; the list's heading counts what is there.
    expect(screen.getByRole('status')).toHaveTextContent("'USG' is in our other services, below");
    expect(screen.getByRole('status')).not.toHaveTextContent('No tests match');
  });

  it('shows another list’s match before this list’s close ones', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });

    // Find a Test has only close matches for it (Vitamin D, Vitamin B12).
    await user.type(await searchBox(), 'vitamn');

    const neurology = await screen.findByRole('region', { name: 'Neurology' });
    const closeHeading = screen.getByRole('heading', { name: 'Close matches' });
    expect(
      neurology.compareDocumentPosition(closeHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('status')).toHaveTextContent(
      "'vitamn' is in our other services, below",
    );
  });

  it('names a health concern the search is about in one line above the cards, leading to its page', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });

    await user.type(await searchBox(), 'sugar');

    const concern = await screen.findByRole('link', { name: 'Diabetes: tests and packages' });
    expect(concern).toHaveAttribute('href', '/conditions/diabetes');
    // The first card is still the search's own best match, below the line.
    const [first] = screen.getAllByRole('heading', { level: 2 });
    expect(first).toHaveTextContent('Fasting Blood Sugar');
    expect(concern.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Not among the other lists' matches below.
    expect(screen.queryByRole('region', { name: 'Health concerns' })).not.toBeInTheDocument();
  });

  it('names no health concern for a search about none', async () => {
    const { user } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });

    await user.type(await searchBox(), 'USG');

    // The other lists have answered, and no concern is among their matches.
    expect(await screen.findByRole('region', { name: 'Radiology' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /tests and packages/ })).not.toBeInTheDocument();
  });
});
