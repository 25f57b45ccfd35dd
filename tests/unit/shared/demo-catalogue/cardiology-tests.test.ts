import { describe, it } from 'vitest';
import { cardiologyTestDocuments } from '../../../../src/shared/demo-catalogue/cardiology-tests';
import { expectOnlyNamePtiAndDelivery } from '../../../support/demo-catalogue';

describe('demo catalogue', () => {
  it('Cardiology tests carry only name, pti and delivery', () => {
    expectOnlyNamePtiAndDelivery(cardiologyTestDocuments);
  });
});
