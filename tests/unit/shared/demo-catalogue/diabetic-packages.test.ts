import { describe } from 'vitest';
import { diabeticPackageDocuments } from '../../../../src/shared/demo-catalogue/diabetic-packages';
import { describePackages } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  describePackages('diabetic', {
    documents: diabeticPackageDocuments,
    lineLimits: [8, 10, 8],
    hasFaq: true,
  });
});
