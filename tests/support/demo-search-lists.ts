import { labTestDocuments } from '../../src/shared/demo-catalogue/lab-tests';
import { radiologyTestDocuments } from '../../src/shared/demo-catalogue/radiology-tests';
import { cardiologyTestDocuments } from '../../src/shared/demo-catalogue/cardiology-tests';
import { neurologyTestDocuments } from '../../src/shared/demo-catalogue/neurology-tests';
import { orderForLanguage, type OrderLanguage } from '../../src/shared/catalogue-order';
import { parseLabTest } from '../../src/shared/parsers/tests';
import { sortByName } from '../../src/shared/parsers/parse-documents';
import type { LabTest, RawDocument } from '../../src/shared/types';
import type { RelevanceList } from './relevance-table';

const documents: Record<RelevanceList, readonly RawDocument[]> = {
  labTests: labTestDocuments,
  radiology: radiologyTestDocuments,
  cardiology: cardiologyTestDocuments,
  neurology: neurologyTestDocuments,
};

/**
 * The demo catalogue's test lists as Find a Test searches them: parsed, in the order a reader of
 * `language` sees them (English by name, Bengali by the Bengali name), lab tests first.
 */
export function demoSearchLists(
  language: OrderLanguage,
): { list: RelevanceList; items: readonly LabTest[] }[] {
  return (Object.keys(documents) as RelevanceList[]).map((list) => {
    const parsed = sortByName(documents[list].map(parseLabTest).filter((item) => item !== null));
    return { list, items: language === 'en' ? parsed : orderForLanguage(parsed, 'bn') };
  });
}
