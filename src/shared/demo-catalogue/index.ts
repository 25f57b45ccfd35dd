import type { ReadableCollection } from '../collections';
import type { RawDocument } from '../types';

/**
 * The bundled demo catalogue, one loader per collection. Each loader is a dynamic import so every
 * collection's documents are their own lazy chunk: a page fetches only the lists it shows, and the
 * 150-odd lab tests never weigh on the home page. Both photo collections share one small module.
 */
export const demoCatalogue: Record<ReadableCollection, () => Promise<RawDocument[]>> = {
  AllDoctor: () => import('./doctors').then((m) => m.doctorDocuments),
  Labtest: () => import('./lab-tests').then((m) => withPageTexts('Labtest', m.labTestDocuments)),
  Radiology: () =>
    import('./radiology-tests').then((m) => withPageTexts('Radiology', m.radiologyTestDocuments)),
  Cardiology: () =>
    import('./cardiology-tests').then((m) =>
      withPageTexts('Cardiology', m.cardiologyTestDocuments),
    ),
  Neurology: () => import('./neurology-tests').then((m) => m.neurologyTestDocuments),
  GeneralPackage: () => import('./general-packages').then((m) => m.generalPackageDocuments),
  AlcoholImpactPackage: () =>
    import('./alcohol-impact-packages').then((m) => m.alcoholImpactPackageDocuments),
  DiabeticPackage: () => import('./diabetic-packages').then((m) => m.diabeticPackageDocuments),
  Conditions: () => import('./conditions').then((m) => m.conditionDocuments),
  XrayPhotos: () => import('./department-photos').then((m) => m.xrayPhotoDocuments),
  PathologyPhotos: () => import('./department-photos').then((m) => m.pathologyPhotoDocuments),
};

/** A collection's documents with the demo's texts for their own pages (./page-texts.ts). */
async function withPageTexts(collection: string, documents: RawDocument[]): Promise<RawDocument[]> {
  const texts = (await import('./page-texts')).demoPageTexts[collection] ?? {};
  return documents.map(({ id, data }) => ({ id, data: { ...data, ...texts[id] } }));
}
