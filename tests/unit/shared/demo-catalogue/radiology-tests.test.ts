import { describe, expect, it } from 'vitest';
import { radiologyServices } from '../../../../src/config/radiology-services';
import { radiologyTestDocuments } from '../../../../src/shared/demo-catalogue/radiology-tests';
import { expectOnlyNamePtiAndDelivery, text } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  it('offers no radiology test of a service the centre does not have', () => {
    // How each service's tests are named; a new service needs its pattern here.
    const testNames = {
      xray: /x-ray/i,
      usg: /usg/i,
      ctScan: /\bc\.?t\b|hrct/i,
      mri: /\bmri\b/i,
      opg: /\bopg\b/i,
    };
    const unavailable = radiologyServices.filter((entry) => !entry.available);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const { service } of unavailable) {
      const offered = radiologyTestDocuments
        .map((document) => text(document, 'name'))
        .filter((name) => testNames[service].test(name));
      expect(offered, service).toEqual([]);
    }
  });

  it('Radiology tests carry only name, pti and delivery', () => {
    expectOnlyNamePtiAndDelivery(radiologyTestDocuments);
  });
});
