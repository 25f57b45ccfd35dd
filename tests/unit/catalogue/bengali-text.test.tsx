import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../../src/data/data-source';
import { fakeSource, resetFakeSource } from '../../support/fake-data-source';

/**
 * Staff may give a test's text in Bengali too (`name_bn`, `pti_bn`, `delivery_bn`): a Bengali
 * reader sees it where it is given and the English where it is not, and search finds a test by
 * either name.
 */
vi.mock('../../../src/data/select-data-source', () => import('../../support/fake-data-source'));

const documents: RawDocument[] = [
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
];

async function labTestsPage(language?: 'bn') {
  vi.resetModules();
  const { default: ListPage } = await import('../../../src/features/catalogue/list-page');
  // From the same fresh modules as the page, so that the page sees the language provided.
  const { renderInRouter } = await import('../../support/render');
  if (language) await (await import('../../../src/i18n/language')).loadBengali();
  return renderInRouter(<ListPage list="labTests" />, { path: '/labtest', language });
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

beforeEach(() => {
  resetFakeSource();
  fakeSource.readCollection.mockResolvedValue(documents);
});

describe('a test with Bengali text, on the Bengali page', () => {
  it('shows the Bengali that staff gave, and the English where they gave none', async () => {
    await labTestsPage('bn');
    const sugar = await cardOf('খালি পেটে ব্লাড সুগার (FBS)');
    expect(sugar).toHaveTextContent('10-12 ঘণ্টা খালি পেটে আসুন');
    // No delivery_bn: the English delivery, under the Bengali label.
    expect(sugar).toHaveTextContent('Same day');
    expect(within(sugar).getByText('টেস্টের আগে যা জানবেন:')).toBeVisible();

    const amh = await cardOf('Anti-Müllerian Hormone');
    expect(amh).toHaveTextContent('No special preparation');
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
    expect(chat).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(
          `\\?text=${encodeURIComponent('আমি খালি পেটে ব্লাড সুগার (FBS) নিয়ে আগ্রহী').replace(/[()]/g, '\\$&')}$`,
        ),
      ),
    );
  });
});

describe('the same test on the English page', () => {
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
