import { describe, expect, it } from 'vitest';
import { itemLinks } from '../../../src/data/item-links';
import { parseDoctor } from '../../../src/shared/parsers/doctor';
import type { Doctor } from '../../../src/shared/types';

const tests = [
  { id: 'tsh', name: 'TSH (Thyroid Stimulating Hormone)' },
  { id: 't3', name: 'T3', name_bn: 'টি৩' },
];
const doctors = [
  parseDoctor({
    id: 'a-sen',
    data: { name: 'Dr. A. Sen', degree: 'MD (Pathology)', degree_bn: 'এম.ডি.' },
  }),
] as Doctor[];

describe('what a test’s page links to', () => {
  it('links the included tests its list has, in staff’s order, and leaves out unknown ids', () => {
    expect(itemLinks({ includes: ['t3', 'gone', 'tsh'] }, tests, doctors).includedTests).toEqual([
      { id: 't3', slug: 't3', name: 'T3', name_bn: 'টি৩' },
      {
        id: 'tsh',
        slug: 'tsh-thyroid-stimulating-hormone',
        name: 'TSH (Thyroid Stimulating Hormone)',
      },
    ]);
  });

  it('names the reviewing doctor with the degree, and nobody for an id no doctor has', () => {
    expect(itemLinks({ reviewedBy: 'a-sen' }, tests, doctors).reviewer).toEqual({
      id: 'a-sen',
      slug: 'dr-a-sen',
      name: 'Dr. A. Sen',
      degree: 'MD (Pathology)',
      degree_bn: 'এম.ডি.',
    });
    expect(itemLinks({ reviewedBy: 'nobody' }, tests, doctors)).toEqual({});
  });

  it('names the pathologist in charge the settings give, and nobody while they give none', () => {
    expect(
      itemLinks({ reviewedBy: 'pathologist' }, tests, doctors, 'Dr. P. Roy, MD (Pathology)')
        .reviewer,
    ).toEqual({ id: 'pathologist', slug: '', name: 'Dr. P. Roy, MD (Pathology)', degree: '' });
    expect(itemLinks({ reviewedBy: 'pathologist' }, tests, doctors, '')).toEqual({});
    // Not a doctor's document that happens to have that id.
    const named = parseDoctor({ id: 'pathologist', data: { name: 'Dr. Q' } }) as Doctor;
    expect(itemLinks({ reviewedBy: 'pathologist' }, tests, [named], '')).toEqual({});
  });
});
