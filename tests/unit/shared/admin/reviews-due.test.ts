// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reviewsDue, reviewsDueMailLines } from '../../../../src/shared/admin/reviews-due';

const labTests = (documents: Record<string, Record<string, unknown>>) => [
  {
    collection: 'Labtest' as const,
    documents: Object.entries(documents).map(([id, data]) => ({ id, data })),
  },
];

describe('reviews due', () => {
  it('are the named pages reviewed over two years before today, the oldest first', () => {
    const due = reviewsDue(
      labTests({
        tsh: { name: 'TSH', reviewedOn: '2024-06-01' },
        cbc: { name: 'CBC', reviewedOn: '01/01/2020' },
        lipid: { name: 'Lipid Profile', reviewedOn: '2024-06-02' },
        unnamed: { reviewedOn: '2019-01-01' },
        never: { name: 'ESR' },
        unreadable: { name: 'HbA1c', reviewedOn: 'last year' },
      }),
      '2026-06-02',
    );
    expect(due.map(({ id, reviewedOn }) => [id, reviewedOn])).toEqual([
      ['cbc', '2020-01-01'],
      ['tsh', '2024-06-01'],
    ]);
  });

  it('count from 28 February when today is 29 February', () => {
    const pages = labTests({
      before: { name: 'A', reviewedOn: '2026-02-27' },
      on: { name: 'B', reviewedOn: '2026-02-28' },
    });
    expect(reviewsDue(pages, '2028-02-29').map(({ id }) => id)).toEqual(['before']);
  });

  it('say so in the e-mail when none is due', () => {
    expect(reviewsDueMailLines('lab', [])).toEqual([
      'Reviews: no page was last reviewed over 2 years ago.',
    ]);
  });
});
