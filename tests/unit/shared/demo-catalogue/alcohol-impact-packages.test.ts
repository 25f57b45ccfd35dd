import { describe } from 'vitest';
import { alcoholImpactPackageDocuments } from '../../../../src/shared/demo-catalogue/alcohol-impact-packages';
import { describePackages } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  describePackages('alcoholImpact', {
    documents: alcoholImpactPackageDocuments,
    lineLimits: [8, 10, 8],
    hasFaq: true,
  });
});
