import { describe, expect, it } from 'vitest';
import { generalPackageDocuments } from '../../../../src/shared/demo-catalogue/general-packages';
import { describePackages, linesOf, text } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  describePackages('general', {
    documents: generalPackageDocuments,
    lineLimits: [10, 10, 10, 10, 10],
    hasFaq: false,
  });

  it('includes a general package whose fifth section is empty, so the page skips it', () => {
    const fourSections = generalPackageDocuments.filter(
      (document) => text(document, 'profile5') === '' && linesOf(document, 4).length === 0,
    );
    expect(fourSections.length).toBeGreaterThanOrEqual(1);
  });
});
