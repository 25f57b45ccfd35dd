import { labTestDocuments } from '../../src/shared/demo-catalogue/lab-tests';
import { parseLabTest } from '../../src/shared/parsers/tests';
import { searchOf } from './search';

/** A field's text, or undefined when the document holds anything else there. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The demo catalogue's lab tests as Find a Test indexes them for its search, in document order. */
export const demoTests = labTestDocuments.map(parseLabTest).filter((test) => test !== null);

const searchDemo = searchOf(demoTests);
const nameOf = (id: string) => demoTests.find((test) => test.id === id)?.name;
const namesOf = (found: readonly { id: string }[]) => found.map(({ id }) => nameOf(id));

/** What a search of the demo lab tests finds: the names of its matches and close matches. */
export const searchTests = (query: string) => {
  const { matches, closeMatches } = searchDemo(query);
  return { matches: namesOf(matches), closeMatches: namesOf(closeMatches) };
};
