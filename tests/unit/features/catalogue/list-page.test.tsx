import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { doctorDocuments } from '../../../../src/data/adapters/local/demo-catalogue/doctors';
import { labTestDocuments } from '../../../../src/data/adapters/local/demo-catalogue/lab-tests';
import { radiologyTestDocuments } from '../../../../src/data/adapters/local/demo-catalogue/radiology-tests';
import type { RawDocument } from '../../../../src/data/data-source';
import { site } from '../../../../src/config/site';
import ListPage from '../../../../src/features/catalogue/list-page';
import RadiologyPage from '../../../../src/features/catalogue/radiology-page';
import { PAGE_SIZE } from '../../../../src/features/catalogue/searchable-list';
import { queryInAddress, renderInRouter } from '../../../support/render';

/** These tests run on the embedded demo catalogue, as the site does with no Firebase settings. */

const centreDigits = site.centreNumber.replace(/\D/g, '');
const named = (documents: RawDocument[]) =>
  documents.filter((document) => typeof document.data.name === 'string');
const countNamed = (documents: RawDocument[], part: string) =>
  named(documents).filter((document) =>
    String(document.data.name).toLowerCase().includes(part.toLowerCase()),
  ).length;
const found = (count: number) => (count === 1 ? '1 test found' : `${count} tests found`);

const cardList = () => screen.getByRole('list', { name: /found$/ });
const cards = () => within(cardList()).getAllByRole('listitem');
const cardTitles = () =>
  within(cardList())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

beforeEach(() => {
  // Cardiology and Neurology measure their sticky header; jsdom lays nothing out.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

describe('Find a Test on the demo catalogue', () => {
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

    expect(screen.getByRole('status')).toHaveTextContent("No tests match 'xyz'");
    expect(screen.queryByRole('list', { name: /found$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(queryInAddress(router)).toBeNull();
    expect(cards()).toHaveLength(PAGE_SIZE);
  });

  it('writes the query to the address at once when the search box loses focus', async () => {
    const { user, router } = renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
    await user.type(await screen.findByRole('searchbox'), 'lipid');
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

describe('Find a Doctor on the demo catalogue', () => {
  it('lists every doctor with a placeholder photo and searches by name', async () => {
    const { user } = renderInRouter(<ListPage list="doctors" />, { path: '/find-doctor' });

    expect(screen.getByRole('heading', { level: 1, name: 'Find a Doctor' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    const total = named(doctorDocuments).length;
    expect(await screen.findByRole('status')).toHaveTextContent(`${total} doctors found`);
    expect(cards()).toHaveLength(total);
    // The demo doctors have no photos: a silhouette stands in, never a broken image.
    expect(within(cardList()).queryByRole('img')).not.toBeInTheDocument();
    expect(cardList().querySelectorAll('svg.doctor-photo')).toHaveLength(total);

    const first = named(doctorDocuments)[0];
    const name = String(first?.data.name);
    await user.type(screen.getByRole('searchbox', { name: 'Search doctors by name' }), name);
    expect(screen.getByRole('status')).toHaveTextContent('1 doctor found');
    expect(within(cardList()).getByRole('link', { name: `Call Book: ${name}` })).toHaveAttribute(
      'href',
      `tel:+${centreDigits}`,
    );
  });
});

describe('Radiology on the demo catalogue', () => {
  it('links to the five imaging services above a searchable list of tests', async () => {
    const { user } = renderInRouter(<RadiologyPage />, { path: '/Radiology' });

    expect(screen.getByRole('heading', { level: 1, name: 'Radiology' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Our imaging services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['X-Ray', '/xray'],
      ['USG', '/usg'],
      ['CT Scan', '/ct-scan'],
      ['MRI', '/mri'],
      ['OPG', '/opg'],
    ]);

    expect(await screen.findByRole('status')).toHaveTextContent(
      found(named(radiologyTestDocuments).length),
    );
    // Tests sit under the list's own h2, so their names are h3.
    expect(within(cardList()).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search tests by name' }), 'doppler');
    expect(screen.getByRole('status')).toHaveTextContent(
      found(countNamed(radiologyTestDocuments, 'doppler')),
    );
    expect(within(cardList()).queryByText(/₹/)).not.toBeInTheDocument();
    expect(within(cardList()).getAllByText('Call us for the price')).toHaveLength(cards().length);
  });

  it('says on their tiles which imaging services are not available, as their pages do', () => {
    renderInRouter(<RadiologyPage />, { path: '/Radiology' });

    const tiles = within(screen.getByRole('region', { name: 'Our imaging services' })).getAllByRole(
      'listitem',
    );
    expect(
      tiles.map((tile) => [
        within(tile).getByRole('link').textContent,
        within(tile).queryByText('Not Available') !== null,
      ]),
    ).toEqual([
      ['X-Ray', false],
      ['USG', false],
      ['CT Scan', true],
      ['MRI', true],
      ['OPG', true],
    ]);
  });
});

describe.each([
  ['Cardiology', () => <ListPage list="cardiology" />, 'echo'],
  ['Neurology', () => <ListPage list="neurology" />, 'eeg'],
])('%s on the demo catalogue', (title, Page, part) => {
  it('keeps the breadcrumb and search in a sticky header over cards without prices', async () => {
    const { user, router } = renderInRouter(<Page />, { path: `/${title}` });

    const heading = screen.getByRole('heading', { level: 1, name: title });
    const search = screen.getByRole('searchbox', { name: 'Search tests by name' });
    const header = heading.closest('.catalogue-bar');
    expect(header).toHaveClass('is-sticky');
    expect(header).toContainElement(search);
    expect(header).toContainElement(screen.getByRole('navigation', { name: 'Breadcrumb' }));

    await screen.findByRole('list', { name: /found$/ });
    expect(within(cardList()).queryByText(/₹|MRP|OFF/)).not.toBeInTheDocument();
    expect(within(cardList()).getAllByText('Call us for the price')).toHaveLength(cards().length);
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
