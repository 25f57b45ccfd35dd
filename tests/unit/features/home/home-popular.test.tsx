import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPublishedSettings, SETTINGS_FORMAT } from '../../../../src/shared/published-settings';
import type { PopularItem } from '../../../../src/shared/parsers/settings/popular';
import { fakeSource, resetFakeSource } from '../../../support/fake-data-source';

/**
 * The home page's popular tests: drawn at once from what the page was built with, then with the
 * published settings' prices, the one read of them a visit makes; and the chat link beside them.
 */
vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const built: PopularItem[] = [
  {
    name: 'Complete Blood Count (CBC)',
    name_bn: 'সিবিসি',
    price: 315,
    mrp: 350,
    path: '/labtest/cbc',
  },
  { name: 'X-Ray Chest PA View', price: 270, path: '/Radiology/x-ray-chest-pa-view' },
  { name: 'Fasting Blood Sugar (FBS)', price: 80, path: '/labtest/fasting-blood-sugar-fbs' },
];

const publishPopular = (popular: PopularItem[]) =>
  resetFakeSource({
    PublishedSettings: [
      {
        id: 'site',
        data: {
          format: SETTINGS_FORMAT,
          sections: buildPublishedSettings([], {}, { popular }).sections,
        },
      },
    ],
  });

/** The section on fresh modules, as a visit that lands on the pre-rendered home page. */
async function showPopular(language?: 'bn') {
  vi.resetModules();
  const { receivePrerenderedData } = await import('../../../../src/data/source/prerendered-data');
  receivePrerenderedData({ home: { popular: built } });
  const { HomePopular } = await import('../../../../src/features/home/home-popular');
  const render = await import('../../../support/render');
  return language === 'bn'
    ? render.renderInBengali(<HomePopular />)
    : render.renderInRouter(<HomePopular />);
}

const popularLinks = (name: string | RegExp) =>
  within(screen.getByRole('region', { name })).getAllByRole('link');

beforeEach(() => resetFakeSource());

describe('the home page’s popular tests', () => {
  it('are drawn at once from the built page: each a link to its page with its price', async () => {
    await showPopular();
    const links = popularLinks('Popular tests and packages');
    expect(links.map((link) => link.textContent)).toEqual([
      'Complete Blood Count (CBC)MRP ₹350Price ₹315',
      'X-Ray Chest PA ViewPrice ₹270',
      'Fasting Blood Sugar (FBS)Price ₹80',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(built.map(({ path }) => path));
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
    );
  });

  it('take the published prices once the page has loaded, with one read of the settings', async () => {
    publishPopular([{ ...built[0]!, price: 299 }, built[2]!]);
    await showPopular();
    // The settings' code and read come once the page is idle: a moment, on a busy machine.
    await vi.waitFor(
      () => expect(popularLinks('Popular tests and packages')[0]).toHaveTextContent('Price ₹299'),
      { timeout: 5000 },
    );
    expect(popularLinks('Popular tests and packages')[0]).toHaveAttribute('href', '/labtest/cbc');
    expect(popularLinks('Popular tests and packages')).toHaveLength(2);
    expect(fakeSource.readSettings).toHaveBeenCalledTimes(1);
  });

  it('keep the built ones when the published settings have none', async () => {
    publishPopular([]);
    await showPopular();
    await vi.waitFor(() => expect(fakeSource.readSettings).toHaveBeenCalled());
    expect(popularLinks('Popular tests and packages')).toHaveLength(3);
  });

  it('are shown in Bengali, a name staff gave no Bengali for marked as English', async () => {
    await showPopular('bn');
    const links = popularLinks('জনপ্রিয় টেস্ট ও প্যাকেজ');
    expect(links[0]).toHaveTextContent('সিবিসি');
    expect(within(links[1]!).getByText('X-Ray Chest PA View')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'হোয়াটসঅ্যাপে মেসেজ করুন' })).toBeVisible();
  });
});
