import { cachedLoader } from './source/cached-loader';
import { photoCollections } from '../shared/collections';
import { readCaps } from '../shared/catalogue-lists';
import { parseDepartmentPhotos } from '../shared/parsers/department-photos';
import { parseDocuments } from '../shared/parsers/parse-documents';
import { getDataSource } from './source/select-data-source';
import type { DepartmentPhotos, PhotoDepartment } from '../shared/types';

async function readPhotos(department: PhotoDepartment): Promise<DepartmentPhotos[]> {
  const collection = photoCollections[department];
  const source = await getDataSource();
  const documents = await source.readCollection(collection, readCaps[collection]);
  return parseDocuments(collection, documents, (document) =>
    parseDepartmentPhotos(department, document),
  );
}

export const listDepartmentPhotos = {
  xray: cachedLoader(() => readPhotos('xray')),
  pathology: cachedLoader(() => readPhotos('pathology')),
} satisfies Record<PhotoDepartment, unknown>;
