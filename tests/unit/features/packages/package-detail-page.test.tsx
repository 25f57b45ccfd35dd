import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onePackageOfEachKind } from '../../../support/fixtures/package-documents';
import { fakeSource, resetFakeSource } from '../../../support/fake-data-source';
import { currentUrl } from '../../../support/render';
import { renderPackages } from '../../../support/render-packages';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

beforeEach(() => resetFakeSource(onePackageOfEachKind));

const sectionButtons = () =>
  within(screen.getByRole('region', { name: 'Package Inclusions' })).getAllByRole('button', {
    expanded: false,
  });

describe.each([
  [
    '/healthpackage/wellness-basic',
    'General Package',
    'GeneralPackage',
    'Wellness Basic',
    '₹1,500',
  ],
  [
    '/besthealth/liver-care',
    'Alcohol Impact Package',
    'AlcoholImpactPackage',
    'Liver Care',
    '₹1,200',
  ],
  ['/diabeticpackage/sugar-care', 'Diabetic Package', 'DiabeticPackage', 'Sugar Care', '₹1,120'],
])('the package page %s', (path, label, collection, name, price) => {
  it('reads its document by id from its own collection and shows the common layout', async () => {
    await renderPackages(path);

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(fakeSource.readDocument).toHaveBeenCalledExactlyOnceWith(collection, path.split('/')[2]);
    expect(fakeSource.readCollection).not.toHaveBeenCalled();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/health-package\?tab=/),
    );
    expect(within(breadcrumb).getByText(label)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Pre Test Information:')).toBeInTheDocument();
    expect(screen.getByText('Report Delivery:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call Now: ${name}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+91\d+$/),
    );
    const chat = screen.getByRole('link', { name: /^WhatsApp Inquiry/ });
    expect(chat).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(
          `^https://wa\\.me/91\\d+\\?text=I%20am%20Interested%20in%20${encodeURIComponent(name)}$`,
        ),
      ),
    );
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Home Collection Available')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Package Inclusions' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${name} \\| `)));
  });

  it('shows its price from its own document, opened directly as a shared link is', async () => {
    await renderPackages(path);
    await screen.findByRole('heading', { level: 1, name });

    expect(screen.getByText(price)).toBeInTheDocument();
    expect(screen.getByText(/% OFF/)).toBeInTheDocument();
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
  });

  it('opens the home collection form with the package filled in', async () => {
    await renderPackages(path);
    await screen.findByRole('heading', { level: 1, name });

    expect(screen.getByRole('link', { name: 'Home Collection Available' })).toHaveAttribute(
      'href',
      `/home-sample-colllection?test=${encodeURIComponent(name).replace(/%20/g, '+')}`,
    );
  });
});

describe('the general package page', () => {
  it('shows the poster, the facts and both intro texts', async () => {
    await renderPackages('/healthpackage/wellness-basic');

    expect(await screen.findByText('10-12 hours fasting required')).toBeInTheDocument();
    expect(screen.getByText('Next day')).toBeInTheDocument();
    expect(
      screen.getByText('A yearly check-up of blood, sugar, liver and kidneys.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Give the samples at the centre or at home.')).toBeInTheDocument();
  });

  it('starts with every section closed and opens one at a time', async () => {
    const { user } = await renderPackages('/healthpackage/wellness-basic');
    await screen.findByRole('heading', { level: 1, name: 'Wellness Basic' });

    // Five sections at most; the one with neither title nor lines is left out, and the untitled
    // one is named by its place among those shown.
    const buttons = sectionButtons();
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Complete Blood Count',
      'Blood Sugar',
      'Liver Function',
      'Section 4',
    ]);
    expect(screen.queryByRole('region', { name: 'Complete Blood Count' })).not.toBeInTheDocument();
    expect(screen.queryByText('Beyond the limit')).not.toBeInTheDocument();

    const [blood, sugar] = buttons;
    if (!blood || !sugar) throw new Error('Expected two sections');
    expect(blood.closest('h3')).not.toBeNull();
    await user.click(blood);
    expect(blood).toHaveAttribute('aria-expanded', 'true');
    const bloodPanel = screen.getByRole('region', { name: 'Complete Blood Count' });
    expect(blood).toHaveAttribute('aria-controls', bloodPanel.id);
    const lines = within(bloodPanel)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    // Ten lines at most, the blank one (ptext2) skipped: ptext1 and ptext3..ptext10.
    expect(lines).toEqual([
      'Blood line 1',
      ...[3, 4, 5, 6, 7, 8, 9, 10].map((n) => `Blood line ${n}`),
    ]);

    await user.click(sugar);
    expect(sugar).toHaveAttribute('aria-expanded', 'true');
    expect(blood).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Complete Blood Count' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Blood Sugar' })).toHaveTextContent(
      'Fasting blood sugar',
    );

    await user.click(sugar);
    expect(sugar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Blood Sugar' })).not.toBeInTheDocument();
  });

  it('opens a section from the keyboard', async () => {
    const { user } = await renderPackages('/healthpackage/wellness-basic');
    await screen.findByRole('heading', { level: 1, name: 'Wellness Basic' });
    const [, , liver] = sectionButtons();
    if (!liver) throw new Error('Expected a third section');

    liver.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Liver Function' })).toHaveTextContent(
      'Liver line 3',
    );
    await user.keyboard(' ');
    expect(liver).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws no FAQ section when the package has no question', async () => {
    await renderPackages('/healthpackage/wellness-basic');

    await screen.findByRole('heading', { level: 1, name: 'Wellness Basic' });
    // Its document's post is "Lab Admin", a role rather than a person.
    expect(screen.queryByText(/^Posted by/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Frequently Asked Questions (FAQs)' }),
    ).not.toBeInTheDocument();
  });

  it('draws a placeholder, not a broken image, when the package has no image', async () => {
    const { container } = await renderPackages('/healthpackage/wellness-basic');
    await screen.findByRole('heading', { level: 1, name: 'Wellness Basic' });

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.package-image-placeholder')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('shows the same price as the list did, when the visitor came from the list', async () => {
    const { router, user } = await renderPackages('/health-package');
    await user.click(await screen.findByRole('link', { name: 'Wellness Basic' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wellness Basic' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/healthpackage/wellness-basic');
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
  });
});

describe('the alcohol impact package page', () => {
  it('shows three profiles of at most 8, 10 and 8 lines', async () => {
    const { user } = await renderPackages('/besthealth/liver-care');
    await screen.findByRole('heading', { level: 1, name: 'Liver Care' });

    const buttons = sectionButtons();
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Liver Function',
      'Blood Count',
      'Vitamins',
    ]);
    const counts = [];
    for (const button of buttons) {
      await user.click(button);
      const panel = screen.getByRole('region', { name: button.textContent ?? '' });
      counts.push(within(panel).getAllByRole('listitem').length);
    }
    expect(counts).toEqual([8, 10, 8]);
  });

  it('names who posted it, where the General package’s placeholder "Lab Admin" shows no line', async () => {
    await renderPackages('/besthealth/liver-care');
    expect(await screen.findByText('Posted by Dr Sen')).toBeInTheDocument();
  });

  it('answers "What is Alcoholism?" from the document', async () => {
    await renderPackages('/besthealth/liver-care');

    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions (FAQs)' });
    expect(
      within(faq).getByRole('heading', { level: 3, name: 'Q1. What is Alcoholism?' }),
    ).toBeInTheDocument();
    expect(faq).toHaveTextContent('Alcoholism is a long-term dependence on alcohol.');
  });

  it('shows the package image lazily at a fixed size, and a placeholder if it breaks', async () => {
    const { container } = await renderPackages('/besthealth/liver-care');
    await screen.findByRole('heading', { level: 1, name: 'Liver Care' });

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://example.com/liver-care.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('alt', '');

    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.package-image-placeholder')).not.toBeNull();
  });
});

describe('the diabetic package page', () => {
  it('shows three sections of at most 8, 10 and 8 lines', async () => {
    const { user } = await renderPackages('/diabeticpackage/sugar-care');
    await screen.findByRole('heading', { level: 1, name: 'Sugar Care' });

    const counts = [];
    for (const button of sectionButtons()) {
      await user.click(button);
      counts.push(
        within(screen.getByRole('region', { name: button.textContent ?? '' })).getAllByRole(
          'listitem',
        ).length,
      );
    }
    expect(counts).toEqual([8, 10, 8]);
  });

  it('titles its FAQ "What is Diabetes?", not the old site’s "What is Alcoholism?"', async () => {
    await renderPackages('/diabeticpackage/sugar-care');

    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions (FAQs)' });
    expect(
      within(faq).getByRole('heading', { level: 3, name: 'Q1. What is Diabetes?' }),
    ).toBeInTheDocument();
    expect(faq).not.toHaveTextContent('Alcoholism');
    expect(faq).toHaveTextContent('Diabetes is a long-term condition of high blood sugar.');
  });

  it('uses the question staff typed in question1', async () => {
    resetFakeSource({
      DiabeticPackage: [
        {
          id: 'asked',
          data: {
            name: 'Asked',
            question1: 'Q1. Who needs HbA1c?',
            qus1: 'Everyone with diabetes.',
          },
        },
      ],
    });
    await renderPackages('/diabeticpackage/asked');

    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions (FAQs)' });
    expect(
      within(faq).getByRole('heading', { level: 3, name: 'Q1. Who needs HbA1c?' }),
    ).toBeInTheDocument();
    expect(faq).toHaveTextContent('Everyone with diabetes.');
  });
});

describe('a package page that cannot show its package', () => {
  it('shows a loading layout while the document is read', async () => {
    fakeSource.readDocument.mockImplementation(() => new Promise(() => undefined));
    await renderPackages('/healthpackage/wellness-basic');

    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading the package…');
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('says the package was not found, with a way back to the list', async () => {
    await renderPackages('/diabeticpackage/no-such-package');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This package was not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all health packages' })).toHaveAttribute(
      'href',
      '/health-package?tab=diabetic',
    );
    await waitFor(() => expect(document.title).toMatch(/^Package not found \| /));
  });

  it('does not look in another type’s collection', async () => {
    await renderPackages('/besthealth/wellness-basic');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This package was not found' }),
    ).toBeInTheDocument();
    expect(fakeSource.readDocument).toHaveBeenCalledExactlyOnceWith(
      'AlcoholImpactPackage',
      'wellness-basic',
    );
  });

  it('says the read failed and reads again on Retry', async () => {
    fakeSource.readDocument.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = await renderPackages('/besthealth/liver-care');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this package');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Alcohol Impact Package' }),
    ).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Liver Care' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fakeSource.readDocument).toHaveBeenCalledTimes(2);
  });

  it('shows a malformed document as far as it can, without failing', async () => {
    resetFakeSource({
      GeneralPackage: [
        {
          id: 'garbled',
          data: {
            name: { en: 'Not text' },
            post: 42,
            pti: null,
            delivery: ['Next', 'day'],
            img2: 7,
            text1: true,
            profile1: ['Blood'],
            ptext1: 'A line under no title',
            ptext2: { line: 'not text' },
            profile2: 'Sugar',
            p2text1: 140,
          },
        },
      ],
    });
    const { container } = await renderPackages('/healthpackage/garbled');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'General Package' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Posted by 42')).toBeInTheDocument();
    expect(screen.getAllByText('Ask us when you call')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    expect(sectionButtons().map((button) => button.textContent)).toEqual(['Section 1', 'Sugar']);
    await waitFor(() => expect(document.title).toMatch(/^General Package \| /));
  });

  it('says the inclusions are being updated when a document has none', async () => {
    resetFakeSource({ DiabeticPackage: [{ id: 'bare', data: { name: 'Bare' } }] });
    await renderPackages('/diabeticpackage/bare');

    expect(
      await screen.findByText(/The list of tests in this package is being updated/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Package Inclusions' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Frequently Asked Questions (FAQs)' }),
    ).not.toBeInTheDocument();
  });
});

describe('the scroll-to-top button on a package page', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('appears after 100 px and scrolls back up, instantly for reduced motion', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const matchMedia = vi.fn(
      (query: string) => ({ matches: query.includes('reduce') }) as MediaQueryList,
    );
    vi.stubGlobal('matchMedia', matchMedia);
    const { user } = await renderPackages('/healthpackage/wellness-basic');
    await screen.findByRole('heading', { level: 1, name: 'Wellness Basic' });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    Object.defineProperty(window, 'scrollY', { value: 101, configurable: true });
    fireEvent.scroll(window);
    // In the navigation bar, which stays at the top, clear of the page's text.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'Back to top' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    vi.unstubAllGlobals();
  });
});
