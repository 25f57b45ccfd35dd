import { describe, it } from 'vitest';
import { neurologyTestDocuments } from '../../../../src/shared/demo-catalogue/neurology-tests';
import { expectOnlyNamePtiAndDelivery } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  it('Neurology tests carry only name, pti and delivery', () => {
    expectOnlyNamePtiAndDelivery(neurologyTestDocuments);
  });
});
