import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPublishedSettings, SETTINGS_FORMAT } from '../../../src/shared/published-settings';
import { fakeSource, resetFakeSource } from '../../support/fake-data-source';

/**
 * The site's settings as a page's feature asks for them: one read of the published document per
 * visit; nothing, and no error, when there is nothing to read.
 */
vi.mock(
  '../../../src/data/source/select-data-source',
  () => import('../../support/fake-data-source'),
);

const published = (data: Record<string, unknown>) => ({
  id: 'site',
  data: {
    format: SETTINGS_FORMAT,
    updatedAt: new Date('2026-11-27T10:00:00Z'),
    sections: buildPublishedSettings([{ id: 'synonyms', data }]).sections,
  },
});

/** The module afresh, as on a new visit. */
async function newVisit() {
  vi.resetModules();
  return import('../../../src/data/site-settings');
}

describe('the site settings a visit reads', () => {
  beforeEach(() => resetFakeSource({ PublishedSettings: [published({ typhoid: 'widal' })] }));

  it('are read once per visit, however many features ask', async () => {
    const { requestSiteSettings } = await newVisit();
    const [first, second] = await Promise.all([requestSiteSettings(), requestSiteSettings()]);
    expect(first).toMatchObject({ synonyms: { typhoid: ['widal'] } });
    expect(second).toBe(first);
    expect(await requestSiteSettings()).toBe(first);
    expect(fakeSource.readSettings).toHaveBeenCalledOnce();
  });

  it('are nothing when none are published, and the features keep their built-in ways', async () => {
    resetFakeSource();
    const { requestSiteSettings } = await newVisit();
    expect(await requestSiteSettings()).toBeNull();
  });

  it('are asked for again after a failed read, which is no error', async () => {
    fakeSource.readSettings.mockRejectedValueOnce(new Error('offline'));
    const { requestSiteSettings } = await newVisit();
    expect(await requestSiteSettings()).toBeNull();
    expect(await requestSiteSettings()).toMatchObject({ synonyms: { typhoid: ['widal'] } });
    expect(fakeSource.readSettings).toHaveBeenCalledTimes(2);
  });
});
