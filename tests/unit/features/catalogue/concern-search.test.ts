import { describe, expect, it } from 'vitest';
import { conditionPath } from '../../../../src/data/condition-links';
import type { SearchIndex } from '../../../../src/data/search-index';
import { searchOtherLists } from '../../../../src/features/catalogue/search-other-lists';
import { conditionDocuments } from '../../../../src/shared/demo-catalogue/conditions';
import { parseCondition } from '../../../../src/shared/parsers/condition';
import { concernRows } from '../../../support/relevance-table';

/** The demo's concerns as the search index carries them (src/data/build/search-index-of.ts). */
const concerns = conditionDocuments.flatMap((document) => {
  const condition = parseCondition(document);
  return condition === null
    ? []
    : [
        {
          name: condition.name,
          path: conditionPath(condition.id),
          ...(condition.name_bn === undefined ? {} : { name_bn: condition.name_bn }),
          also: [condition.words, condition.words_bn ?? ''].join(' '),
          items: [],
        },
      ];
});

const index: SearchIndex = {
  conditions: concerns,
  labTests: [],
  radiology: [],
  cardiology: [],
  neurology: [],
  doctors: [],
  packages: [],
};

/** The concern a search on Find a Test names first, by its page's address. */
const named = (query: string) =>
  searchOtherLists(index, 'labTests', query).find(({ list }) => list === 'conditions')?.found[0]
    ?.path ?? 'nothing';

describe('the health concern a search names', () => {
  it.each(concernRows.map(({ query, concern }) => [query, concern]))(
    '"%s" names %s',
    (query, concern) => {
      expect(named(query)).toBe(conditionPath(concern));
    },
  );

  it('is none for a test’s own name', () => {
    expect(named('lipid profile')).toBe('nothing');
    expect(named('x-ray chest')).toBe('nothing');
  });
});
