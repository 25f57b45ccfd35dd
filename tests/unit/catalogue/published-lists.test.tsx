import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../../src/data/data-source';
import type * as EnvModule from '../../../src/config/env';
import type { LabTest } from '../../../src/data/types';
import { fakeSource, resetFakeSource } from '../../support/fake-data-source';
import { publishedList } from '../../support/fixtures/published-lists';

/**
 * The list pages over the published catalogue, in Firebase mode (the demo build never refreshes
 * a pre-rendered list: its catalogue is the build's own).
 */
vi.mock('../../../src/data/select-data-source', () => import('../../support/fake-data-source'));
vi.mock('../../../src/config/env', async (original) => ({
  ...(await original<typeof EnvModule>()),
  env: {
    firebase: {
      apiKey: 'key',
      authDomain: '',
      projectId: 'demo-lab-site',
      storageBucket: '',
      messagingSenderId: '',
      appId: 'app',
      firestoreEmulatorHost: '',
    },
    emailJs: null,
  },
}));

const cbc = (price: number): RawDocument => ({
  id: 'cbc',
  data: { name: 'Complete Blood Count', mrp: 400, off: 0, price },
});
const lipid: RawDocument = { id: 'lipid', data: { name: 'Lipid Profile', price: '₹ 650' } };

async function labTestsPage(language?: 'bn') {
  const { default: ListPage } = await import('../../../src/features/catalogue/list-page');
  // From the same fresh modules as the page, so that the page sees the language provided.
  const { renderInRouter } = await import('../../support/render');
  if (language) await (await import('../../../src/i18n/language')).loadBengali();
  return renderInRouter(<ListPage list="labTests" />, { path: '/labtest', language });
}

/** What a pre-rendered /labtest carried: the list as the build read it. */
async function prerendered(items: LabTest[], updatedAt: string) {
  const { receivePrerenderedData } = await import('../../../src/data/prerendered-data');
  receivePrerenderedData({ lists: { Labtest: { items, updatedAt } } });
}

const asShown = (price: number): LabTest => ({
  id: 'cbc',
  name: 'Complete Blood Count',
  pti: '',
  delivery: '',
  mrp: 400,
  off: 0,
  price,
});

beforeEach(() => {
  vi.resetModules();
});

describe('a list read from the published catalogue', () => {
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

  it('falls back to the collection, without a date, where nothing is published', async () => {
    resetFakeSource({ Labtest: [cbc(350), lipid] });
    await labTestsPage();

    expect(await screen.findByRole('heading', { name: 'Lipid Profile' })).toBeVisible();
    expect(fakeSource.readCollection).toHaveBeenCalledWith('Labtest', 2500);
    expect(screen.queryByText(/Prices updated/)).not.toBeInTheDocument();
  });
});

describe('a pre-rendered list', () => {
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

  it('stays as it is when the read fails', async () => {
    await prerendered([asShown(350)], '2026-11-20T06:00:00.000Z');
    resetFakeSource();
    fakeSource.readPublished.mockRejectedValue(new Error('offline'));
    fakeSource.readCollection.mockRejectedValue(new Error('offline'));
    await labTestsPage();

    await waitFor(() => expect(fakeSource.readCollection).toHaveBeenCalled());
    expect(screen.getByText('₹350')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
