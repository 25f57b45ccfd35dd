import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  generatePackages,
  onePackageOfEachKind,
} from '../../../support/fixtures/package-documents';
import { fakeSource, resetFakeSource } from '../../../support/fake-data-source';
import { currentUrl } from '../../../support/render';
import { renderPackages } from '../../../support/render-packages';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

beforeEach(() => resetFakeSource(onePackageOfEachKind));

/** The list item a card's link sits in. */
function cardOf(link: HTMLElement): HTMLElement {
  const item = link.closest('li');
  if (!item) throw new Error('The link is not in a list item');
  return item;
}

const collectionsRead = () =>
  fakeSource.readCollection.mock.calls.map(([collection]) => collection);

describe('the health package list', () => {
  it('shows the breadcrumb, a heading and three tabs with General Package chosen', async () => {
    await renderPackages('/health-package');

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Labtest' })).toHaveAttribute(
      'href',
      '/labtest',
    );
    expect(within(breadcrumb).getByText('Health Package')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Health Package' })).toBeInTheDocument();

    const tabs = within(screen.getByRole('tablist', { name: 'Package types' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'General Package',
      'Alcohol Impact',
      'Diabetic Package',
    ]);
    expect(screen.getByRole('tab', { name: 'General Package' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'General Package' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Health Package \| /));
  });

  it('shows every field of a package card, and the whole card opens the package', async () => {
    await renderPackages('/health-package');

    const link = await screen.findByRole('link', { name: 'Wellness Basic' });
    expect(link).toHaveAttribute('href', '/healthpackage/wellness-basic');
    const card = within(cardOf(link));
    expect(card.getByRole('heading', { level: 2, name: 'Wellness Basic' })).toContainElement(link);
    expect(card.getByText('Includes 60 tests')).toBeInTheDocument();
    expect(card.getByText('Pre-test information:')).toBeInTheDocument();
    expect(card.getByText('10-12 hours fasting required')).toBeInTheDocument();
    expect(card.getByText('Report delivery:')).toBeInTheDocument();
    expect(card.getByText('Next day')).toBeInTheDocument();
    expect(card.getByText('₹2,000').tagName).toBe('S');
    expect(card.getByText('25% OFF')).toBeInTheDocument();
    expect(card.getByText('₹1,500')).toBeInTheDocument();
    expect(card.getByText('Home Collection Available')).toBeInTheDocument();
    expect(card.getByText('View details')).toBeVisible();
    // The name opens the card; booking and WhatsApp sit outside that link, never inside it.
    expect(link).toHaveClass('stretched-link');
    const book = card.getByRole('link', { name: 'Book a home collection: Wellness Basic' });
    expect(book).toHaveAttribute('href', '/home-sample-colllection?test=Wellness+Basic');
    const whatsApp = card.getByRole('link', {
      name: 'WhatsApp Inquiry: Wellness Basic (opens in a new tab)',
    });
    expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toMatch(
      /Wellness Basic$/,
    );
    for (const action of [book, whatsApp]) {
      expect(link).not.toContainElement(action);
      expect(action.querySelector('a, button')).toBeNull();
    }
    expect(card.getAllByRole('link')).toHaveLength(3);
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links each type of package to its own detail route', async () => {
    const { user } = await renderPackages('/health-package');

    expect(await screen.findByRole('link', { name: 'Wellness Basic' })).toHaveAttribute(
      'href',
      '/healthpackage/wellness-basic',
    );
    await user.click(screen.getByRole('tab', { name: 'Alcohol Impact' }));
    expect(await screen.findByRole('link', { name: 'Liver Care' })).toHaveAttribute(
      'href',
      '/besthealth/liver-care',
    );
    await user.click(screen.getByRole('tab', { name: 'Diabetic Package' }));
    expect(await screen.findByRole('link', { name: 'Sugar Care' })).toHaveAttribute(
      'href',
      '/diabeticpackage/sugar-care',
    );
  });

  it('reads only the chosen tab’s list, and each list once a visit', async () => {
    const { user } = await renderPackages('/health-package');
    await screen.findByRole('link', { name: 'Wellness Basic' });
    expect(collectionsRead()).toEqual(['GeneralPackage']);

    await user.click(screen.getByRole('tab', { name: 'Diabetic Package' }));
    await screen.findByRole('link', { name: 'Sugar Care' });
    expect(collectionsRead()).toEqual(['GeneralPackage', 'DiabeticPackage']);

    await user.click(screen.getByRole('tab', { name: 'General Package' }));
    // Shown again at once, from what this visit already read.
    expect(screen.getByRole('link', { name: 'Wellness Basic' })).toBeInTheDocument();
    expect(collectionsRead()).toEqual(['GeneralPackage', 'DiabeticPackage']);
  });

  it('keeps the chosen tab in the URL, replacing rather than adding history entries', async () => {
    const { router, user } = await renderPackages('/health-package');
    await screen.findByRole('link', { name: 'Wellness Basic' });

    await user.click(screen.getByRole('tab', { name: 'Alcohol Impact' }));
    expect(currentUrl(router)).toBe('/health-package?tab=alcohol-impact');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'Alcohol Impact' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tabpanel', { name: 'Alcohol Impact' })).toContainElement(
      await screen.findByRole('link', { name: 'Liver Care' }),
    );

    await user.click(screen.getByRole('tab', { name: 'Diabetic Package' }));
    expect(currentUrl(router)).toBe('/health-package?tab=diabetic');
  });

  it('opens on the tab the URL names, as after a reload or coming Back', async () => {
    await renderPackages('/health-package?tab=diabetic');

    expect(screen.getByRole('tab', { name: 'Diabetic Package' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Sugar Care' })).toBeInTheDocument();
    expect(collectionsRead()).toEqual(['DiabeticPackage']);
  });

  it('falls back to the first tab for an unknown tab name', async () => {
    await renderPackages('/health-package?tab=nonsense');

    expect(screen.getByRole('tab', { name: 'General Package' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Wellness Basic' })).toBeInTheDocument();
  });

  it('comes back to the chosen tab after opening a package and going Back', async () => {
    const { router, user } = await renderPackages('/health-package');
    await user.click(await screen.findByRole('tab', { name: 'Alcohol Impact' }));
    await user.click(await screen.findByRole('link', { name: 'Liver Care' }));
    expect(currentUrl(router)).toBe('/besthealth/liver-care');

    await router.navigate(-1);

    expect(currentUrl(router)).toBe('/health-package?tab=alcohol-impact');
    expect(await screen.findByRole('link', { name: 'Liver Care' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', async () => {
    const { router, user } = await renderPackages('/health-package');
    const general = screen.getByRole('tab', { name: 'General Package' });
    const alcohol = screen.getByRole('tab', { name: 'Alcohol Impact' });
    const diabetic = screen.getByRole('tab', { name: 'Diabetic Package' });
    expect([general, alcohol, diabetic].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    general.focus();
    await user.keyboard('{ArrowRight}');
    expect(alcohol).toHaveFocus();
    expect(alcohol).toHaveAttribute('aria-selected', 'true');
    expect(currentUrl(router)).toBe('/health-package?tab=alcohol-impact');
    expect([general, alcohol, diabetic].map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(general).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(diabetic).toHaveFocus();
    expect(currentUrl(router)).toBe('/health-package?tab=diabetic');
    await user.keyboard('{Home}');
    expect(general).toHaveFocus();
    await user.keyboard('{End}');
    expect(diabetic).toHaveFocus();
    expect(await screen.findByRole('link', { name: 'Sugar Care' })).toBeInTheDocument();

    // Tab leaves the tab list for the panel's first card.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sugar Care' })).toHaveFocus();
  });

  it('shows a loading layout while the list is read', async () => {
    fakeSource.readCollection.mockImplementation(() => new Promise(() => undefined));
    await renderPackages('/health-package');

    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading General Package list…');
  });

  it('says why a list failed and reads it again on Retry', async () => {
    fakeSource.readCollection.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = await renderPackages('/health-package');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the General Package list');
    expect(within(alert).getByRole('link', { name: /Call Now/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d+$/),
    );

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Wellness Basic' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a type has no packages yet', async () => {
    resetFakeSource({});
    await renderPackages('/health-package');

    expect(await screen.findByText(/No packages of this type are listed yet/)).toBeInTheDocument();
  });

  it('shows at most 45 packages of a type, in name order', async () => {
    resetFakeSource({ GeneralPackage: generatePackages(50).reverse() });
    await renderPackages('/health-package');

    await screen.findAllByRole('link', { name: /^Package \d+$/ });
    const names = screen
      .getAllByRole('link', { name: /^Package \d+$/ })
      .map((link) => link.textContent);
    expect(names).toHaveLength(45);
    expect(names).toEqual([...names].sort());
  });

  it('skips a document with no name and shows one with unreadable prices without them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetFakeSource({
      GeneralPackage: [
        { id: 'nameless', data: { price: 500 } },
        { id: 'odd', data: { name: 'Odd Package', mrp: 'n/a', off: { x: 1 }, price: ['?'] } },
      ],
    });
    await renderPackages('/health-package');

    const link = await screen.findByRole('link', { name: 'Odd Package' });
    // The nameless document has no card: only this one's name, booking and WhatsApp links.
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(3);
    const card = within(cardOf(link));
    expect(card.getByText('Call us for the price')).toBeInTheDocument();
    expect(card.getByText('Home Collection Available')).toBeInTheDocument();
  });
});
