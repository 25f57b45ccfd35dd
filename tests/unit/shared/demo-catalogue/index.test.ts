import { describe, expect, it } from 'vitest';
import type { ReadableCollection } from '../../../../src/shared/collections';
import type { RawDocument } from '../../../../src/data/source/data-source';
import { alcoholImpactPackageDocuments } from '../../../../src/shared/demo-catalogue/alcohol-impact-packages';
import { cardiologyTestDocuments } from '../../../../src/shared/demo-catalogue/cardiology-tests';
import {
  pathologyPhotoDocuments,
  xrayPhotoDocuments,
} from '../../../../src/shared/demo-catalogue/department-photos';
import { conditionDocuments } from '../../../../src/shared/demo-catalogue/conditions';
import { diabeticPackageDocuments } from '../../../../src/shared/demo-catalogue/diabetic-packages';
import { doctorDocuments } from '../../../../src/shared/demo-catalogue/doctors';
import { generalPackageDocuments } from '../../../../src/shared/demo-catalogue/general-packages';
import { demoCatalogue } from '../../../../src/shared/demo-catalogue/index';
import { labTestDocuments } from '../../../../src/shared/demo-catalogue/lab-tests';
import { neurologyTestDocuments } from '../../../../src/shared/demo-catalogue/neurology-tests';
import { radiologyTestDocuments } from '../../../../src/shared/demo-catalogue/radiology-tests';
import { text } from '../../../support/demo-catalogue';

/** The demo catalogue as a whole; each of its files' own rules are tested beside it. */
const collections: Record<string, RawDocument[]> = {
  AllDoctor: doctorDocuments,
  Labtest: labTestDocuments,
  Radiology: radiologyTestDocuments,
  Cardiology: cardiologyTestDocuments,
  Neurology: neurologyTestDocuments,
  GeneralPackage: generalPackageDocuments,
  AlcoholImpactPackage: alcoholImpactPackageDocuments,
  DiabeticPackage: diabeticPackageDocuments,
};

describe('demo catalogue', () => {
  it('holds enough documents in every collection', () => {
    expect(labTestDocuments.length).toBeGreaterThanOrEqual(120);
    expect(radiologyTestDocuments.length).toBeGreaterThanOrEqual(25);
    expect(cardiologyTestDocuments.length).toBeGreaterThanOrEqual(8);
    expect(neurologyTestDocuments.length).toBeGreaterThanOrEqual(6);
    expect(doctorDocuments.length).toBeGreaterThanOrEqual(10);
    expect(generalPackageDocuments.length).toBeGreaterThanOrEqual(4);
    expect(alcoholImpactPackageDocuments.length).toBeGreaterThanOrEqual(4);
    expect(diabeticPackageDocuments.length).toBeGreaterThanOrEqual(4);
    expect(xrayPhotoDocuments).toHaveLength(1);
    expect(pathologyPhotoDocuments).toHaveLength(1);
  });

  it.each(Object.entries(collections))('%s has unique ids and unique names', (_, documents) => {
    const ids = documents.map((document) => document.id);
    const names = documents.map((document) => text(document, 'name').trim().toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
  });

  it('loads each collection lazily from the index', async () => {
    const expected: Record<ReadableCollection, RawDocument[]> = {
      AllDoctor: doctorDocuments,
      Labtest: labTestDocuments,
      Radiology: radiologyTestDocuments,
      Cardiology: cardiologyTestDocuments,
      Neurology: neurologyTestDocuments,
      GeneralPackage: generalPackageDocuments,
      AlcoholImpactPackage: alcoholImpactPackageDocuments,
      DiabeticPackage: diabeticPackageDocuments,
      Conditions: conditionDocuments,
      XrayPhotos: xrayPhotoDocuments,
      PathologyPhotos: pathologyPhotoDocuments,
    };
    for (const [collection, documents] of Object.entries(expected)) {
      // The tests' documents gain the demo's texts for their own pages (page-texts.ts).
      await expect(demoCatalogue[collection as ReadableCollection]()).resolves.toEqual(
        documents.map(({ id, data }) => ({ id, data: expect.objectContaining(data) as object })),
      );
    }
  });
});
