import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSource, resetFakeSource } from '../../../support/fake-data-source';
import type { LabTest } from '../../../../src/shared/types';
import { packageDetail } from '../../../support/fixtures/package-details';

vi.mock(
  '../../../../src/data/source/select-data-source',
  () => import('../../../support/fake-data-source'),
);

const cbc: LabTest = {
  id: 'cbc',
  name: 'CBC',
  pti: '',
  delivery: 'Same day',
  mrp: 400,
  off: 25,
  price: 300,
};

const detail = packageDetail();

beforeEach(() => {
  vi.resetModules();
  resetFakeSource();
});

describe('the data a pre-rendered page was drawn with', () => {
  it('is what the page’s list shows first, without a read', async () => {
    const { receivePrerenderedData } = await import('../../../../src/data/source/prerendered-data');
    receivePrerenderedData({ lists: { Labtest: { items: [cbc], updatedAt: null } } });
    const { catalogueLists } = await import('../../../../src/data/catalogue');
    const { labTests: listLabTests, doctors: listDoctors } = catalogueLists;

    expect(listLabTests.peek()?.items).toEqual([cbc]);
    expect((await listLabTests()).items).toEqual([cbc]);
    expect(fakeSource.readCollection).not.toHaveBeenCalled();
    // A list the page did not carry is read as usual.
    expect(listDoctors.peek()).toBeUndefined();
    await listDoctors();
    expect(fakeSource.readCollection).toHaveBeenCalledWith('AllDoctor', 2500);
  });

  it('is the package a detail page shows, without a read', async () => {
    const { receivePrerenderedData } = await import('../../../../src/data/source/prerendered-data');
    receivePrerenderedData({ packages: { 'general/fbc': detail } });
    const { packageLoader } = await import('../../../../src/data/packages');

    expect(packageLoader('general', 'fbc').peek()).toEqual(detail);
    expect(packageLoader('general', 'fbc')).toBe(packageLoader('general', 'fbc'));
    expect(packageLoader('diabetic', 'fbc').peek()).toBeUndefined();
    await packageLoader('diabetic', 'fbc')();
    expect(fakeSource.readDocument).toHaveBeenCalledExactlyOnceWith('DiabeticPackage', 'fbc');
  });
});
