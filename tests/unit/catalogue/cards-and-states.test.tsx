import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../../src/data/data-source';
import { fakeSource, resetFakeSource } from '../../support/fake-data-source';
import { renderInRouter } from '../../support/render';

/**
 * Pages over a fake data source, to show what the demo catalogue never has: odd documents,
 * photos, a slow read, an empty collection and a failed read. The list loaders cache per module,
 * so each test imports the page afresh.
 */
vi.mock('../../../src/data/select-data-source', () => import('../../support/fake-data-source'));

const serve = (documents: RawDocument[]) => fakeSource.readCollection.mockResolvedValue(documents);

async function labTestsPage() {
  vi.resetModules();
  const { default: ListPage } = await import('../../../src/features/catalogue/list-page');
  return renderInRouter(<ListPage list="labTests" />, { path: '/labtest' });
}

async function doctorsPage() {
  vi.resetModules();
  const { default: ListPage } = await import('../../../src/features/catalogue/list-page');
  return renderInRouter(<ListPage list="doctors" />, { path: '/find-doctor' });
}

const cardOf = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
};

beforeEach(() => {
  resetFakeSource();
  // Documents the parser cannot show are reported on the console for staff, by design.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a lab test card', () => {
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

describe('a doctor card', () => {
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
    for (const text of [
      'MBBS, MD (Medicine)',
      'Consultant Physician',
      'Ex-Senior Resident, Medical College',
      'Reg. No. WBMC 00123',
      'Next visit: 25 November',
      'Fever, sugar and blood pressure.',
    ]) {
      expect(within(card).getByText(text)).toBeVisible();
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
    expect(card.querySelector('svg.doctor-photo')).not.toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search doctors by name' }), 'asha');
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
    expect(card.querySelector('svg.doctor-photo')).not.toBeNull();
    expect(within(card).queryByRole('link', { name: /video/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Consultation fee:').parentElement).toHaveTextContent(
      'Consultation fee: ₹500 first visit, ₹300 follow-up',
    );
    expect(within(card).getByText('Next visit: Friday')).toBeVisible();
    expect(within(card).getByText('Reg. No. WBMC 9')).toBeVisible();
    expect(within(card).queryByText('Visiting days:')).not.toBeInTheDocument();
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });
});

describe('the other lists', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });

  it.each([
    ['radiology', 'Radiology'],
    ['cardiology', 'Cardiology'],
    ['neurology', 'Neurology'],
  ] as const)('%s reads its own collection and offers Retry', async (list, collection) => {
    fakeSource.readCollection.mockRejectedValue(new Error('unavailable'));
    vi.resetModules();
    const { default: RadiologyPage } =
      await import('../../../src/features/catalogue/radiology-page');
    const { default: ListPage } = await import('../../../src/features/catalogue/list-page');
    renderInRouter(list === 'radiology' ? <RadiologyPage /> : <ListPage list={list} />, {
      path: `/${collection}`,
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the list of tests',
    );
    expect(fakeSource.readCollection).toHaveBeenCalledWith(collection, expect.any(Number));
  });
});
