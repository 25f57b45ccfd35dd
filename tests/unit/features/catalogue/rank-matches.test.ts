import { describe, expect, it } from 'vitest';
import { closeIndex } from '../../../../src/features/catalogue/match-by-name';
import { nameKeys } from '../../../../src/shared/name-search';
import {
  findInList,
  namesOf,
  rankAcrossLists,
  rankMatches,
  type Rankable,
} from '../../../../src/features/catalogue/rank-matches';
import type { OrderLanguage } from '../../../../src/shared/catalogue-order';
import { demoSearchLists } from '../../../support/demo-search-lists';
import { bengaliRows, englishRows, type RelevanceRow } from '../../../support/relevance-table';
import { searchOf } from '../../../support/search';
import { doctorDocuments } from '../../../../src/shared/demo-catalogue/doctors';
import { parseDoctor } from '../../../../src/shared/parsers/doctor';

/** Find a Test's search of every test list of the demo catalogue, as a reader of `language` sees them. */
function findATest(language: OrderLanguage) {
  const lists = demoSearchLists(language).map(({ list, items }) => ({
    list,
    keys: nameKeys(items),
    close: closeIndex(items),
  }));
  return (query: string) =>
    rankAcrossLists(
      query,
      lists.flatMap(({ list, keys, close }) => {
        const found = findInList(keys, close, query);
        return found === null ? [] : [{ list, found }];
      }),
    );
}

const firstOf = (search: ReturnType<typeof findATest>, query: string) => {
  const first = search(query)[0];
  return first === undefined ? 'nothing' : `${first.list}/${first.item.id}`;
};

describe.each([
  ['English', 'en', englishRows],
  ['Bengali', 'bn', bengaliRows],
] as const)('the relevance table, in %s', (_language, order, rows: readonly RelevanceRow[]) => {
  const search = findATest(order);
  it.each(rows.map((row) => [row.query, `${row.list}/${row.id}`]))(
    '"%s" shows %s first',
    (query, expected) => {
      expect(firstOf(search, query)).toBe(expected);
    },
  );
});

describe('the relevance table itself', () => {
  it('has at least 80 queries, 25 of them in Bengali, each asked once', () => {
    const queries = [...englishRows, ...bengaliRows].map(({ query }) => query);
    expect(queries.length).toBeGreaterThanOrEqual(80);
    expect(bengaliRows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(queries).size).toBe(queries.length);
  });
});

describe('best match first', () => {
  const search = findATest('en');
  const names = (query: string) => search(query).map(({ item }) => item.name);

  it('puts a single test before the profiles that carry its code', () => {
    expect(names('cbc').slice(0, 2)).toEqual([
      'Complete Blood Count (CBC)',
      'Anaemia Profile (CBC, Iron Studies, Ferritin, B12, Folate)',
    ]);
  });

  it('finds the sugar tests for "sugar test", as matches, not close ones', () => {
    const found = search('sugar test');
    expect(found.slice(0, 3).map(({ item }) => item.id)).toEqual(['fbs', 'ppbs', 'rbs']);
    expect(found.slice(0, 3).every(({ close }) => !close)).toBe(true);
  });

  it("orders equal matches by staff's rank, the most asked for first", () => {
    expect(names('urine').slice(0, 2)).toEqual([
      'Urine Routine & Microscopy (R/E)',
      'Urine Pregnancy Test (UPT)',
    ]);
  });

  it('ranks a scan among the tests when the query names it', () => {
    expect(search('ECG')[0]).toMatchObject({ list: 'cardiology', close: false });
  });

  it('reads codes from brackets and from the start of a name, and a whole name', () => {
    expect([...namesOf({ name: 'Kidney Function Test (KFT / RFT)' })]).toEqual([
      'kft',
      'rft',
      'kidney function test',
    ]);
    expect(namesOf({ name: 'USG Whole Abdomen' }).has('usg')).toBe(true);
    expect(namesOf({ name: 'Serum Iron', code: 'SI' }).has('si')).toBe(true);
    expect(namesOf({ name: 'Troponin I (Quantitative)' }).has('quantitative')).toBe(false);
  });

  it.each(['', '   ', '?!.,', '🙂', '🩸 blood', 'x'.repeat(200), 'সুগার '.repeat(40)])(
    'answers %j calmly',
    (query) => {
      expect(() => search(query)).not.toThrow();
      expect(Array.isArray(search(query))).toBe(true);
    },
  );
});

describe('popularity among equal matches', () => {
  const found = (starts: readonly Rankable[]) => ({ starts, contains: [], close: [] });

  it("orders them by staff's rank, then by opens, most first, then in the list's order", () => {
    const list: Rankable[] = [
      { name: 'Zeta Alpha' },
      { name: 'Zeta Beta', opens: 3 },
      { name: 'Zeta Gamma', opens: 40 },
      { name: 'Zeta Delta', rank: 2, opens: 1 },
      { name: 'Zeta Epsilon', rank: 1 },
      { name: 'Zeta Eta', opens: 3 },
      { name: 'Zeta Theta' },
    ];
    expect(rankMatches('zeta', found(list)).matches.map(({ name }) => name)).toEqual([
      'Zeta Epsilon',
      'Zeta Delta',
      'Zeta Gamma',
      'Zeta Beta',
      'Zeta Eta',
      'Zeta Alpha',
      'Zeta Theta',
    ]);
  });

  it('never lifts an item over a better match, however often it is opened', () => {
    const matched = {
      starts: [{ name: 'Zeta Alpha' }],
      contains: [{ name: 'Total Zeta', opens: 500 }],
      close: [],
    };
    expect(rankMatches('zeta', matched).matches.map(({ name }) => name)).toEqual([
      'Zeta Alpha',
      'Total Zeta',
    ]);
  });

  it("orders other lists' equal matches by opens too, then in the lists' order", () => {
    const ranked = rankAcrossLists('zeta', [
      { list: 'labTests', found: found([{ name: 'Zeta Alpha', opens: 2 }, { name: 'Zeta Beta' }]) },
      { list: 'radiology', found: found([{ name: 'Zeta Scan', opens: 9 }, { name: 'Zeta X' }]) },
    ]);
    expect(ranked.map(({ list, item }) => `${list}/${item.name}`)).toEqual([
      'radiology/Zeta Scan',
      'labTests/Zeta Alpha',
      'labTests/Zeta Beta',
      'radiology/Zeta X',
    ]);
  });
});

describe("a doctor's search by speciality", () => {
  it('keeps typos out when the word is found as typed', () => {
    const items = [
      { id: 'a', name: 'Dr. A', des: 'Consultant Cardiologist' },
      { id: 'b', name: 'Dr. B', des: 'Consultant Radiologist' },
    ];
    const find = searchOf(items, (doctor) => [doctor.des]);
    expect(find('cardiologist').closeMatches.map(({ id }) => id)).toEqual(['a']);
  });
});

describe('doctors found by what people say', () => {
  const doctors = doctorDocuments.flatMap(({ id, data }) => {
    const doctor = parseDoctor({ id, data });
    return doctor === null ? [] : [doctor];
  });
  const find = searchOf(doctors, (doctor) => [doctor.des, doctor.des_bn ?? '', doctor.degree]);
  const found = (query: string) => {
    const { matches, closeMatches } = find(query);
    return [...matches, ...closeMatches].map(({ id }) => id);
  };

  it.each([
    ['heart', ['subhankar-hazra']],
    ['হার্ট', ['subhankar-hazra']],
    ['cardiologist', ['subhankar-hazra']],
    ['pregnancy', ['madhurima-basak']],
    ['প্রেগন্যান্সি', ['madhurima-basak']],
    ['gynae', ['madhurima-basak']],
    ['গাইনি', ['madhurima-basak']],
    ['sugar', ['oindrila-sarkar']],
    ['সুগার', ['oindrila-sarkar']],
    ['diabetes', ['oindrila-sarkar']],
    ['child', ['debasree-pal']],
    ['শিশু', ['debasree-pal']],
    ['skin', ['rituparna-sasmal']],
    ['চর্ম', ['rituparna-sasmal']],
    ['bone', ['tapobrata-mondal']],
    ['হাড়', ['tapobrata-mondal']],
    ['nerve', ['sudipta-manna']],
    ['স্নায়ু', ['sudipta-manna']],
  ])('"%s" finds %j and only them', (query, ids) => {
    expect(found(query)).toEqual(ids);
  });
});
