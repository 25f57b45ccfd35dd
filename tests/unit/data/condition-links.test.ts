import { describe, expect, it } from 'vitest';
import { conditionsLinking, RELATED_SHOWN } from '../../../src/data/condition-links';

const diabetes = {
  path: '/conditions/diabetes',
  name: 'Diabetes',
  name_bn: 'ডায়াবেটিস',
  items: [
    { path: '/labtest/fbs', name: 'FBS' },
    { path: '/labtest/hba1c', name: 'HbA1c' },
    { path: '/diabeticpackage/care', name: 'Diabetes Care' },
  ],
};
const kidney = {
  path: '/conditions/kidney',
  name: 'Kidney',
  items: [
    { path: '/labtest/kft', name: 'KFT' },
    { path: '/labtest/hba1c', name: 'HbA1c' },
    { path: '/labtest/fbs', name: 'FBS' },
  ],
};

describe('the health concerns a test’s page links', () => {
  it('are those whose pages offer it, with the other tests and packages they offer, each once', () => {
    expect(conditionsLinking([diabetes, kidney], '/labtest/hba1c')).toEqual({
      conditions: [
        { path: '/conditions/diabetes', name: 'Diabetes', name_bn: 'ডায়াবেটিস' },
        { path: '/conditions/kidney', name: 'Kidney' },
      ],
      related: [
        { path: '/labtest/fbs', name: 'FBS' },
        { path: '/diabeticpackage/care', name: 'Diabetes Care' },
        { path: '/labtest/kft', name: 'KFT' },
      ],
    });
  });

  it('are none for a test no concern offers', () => {
    expect(conditionsLinking([diabetes, kidney], '/labtest/tsh')).toEqual({
      conditions: [],
      related: [],
    });
  });

  it(`lists at most ${RELATED_SHOWN} related tests`, () => {
    const many = {
      ...kidney,
      items: Array.from({ length: 20 }, (_, index) => ({
        path: `/labtest/t${index}`,
        name: `T${index}`,
      })),
    };
    expect(conditionsLinking([many], '/labtest/t0').related).toHaveLength(RELATED_SHOWN);
  });
});
