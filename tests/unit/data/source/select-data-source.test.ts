import { describe, expect, it } from 'vitest';
import { getDataSource } from '../../../../src/data/source/select-data-source';

describe('the embedded default', () => {
  it('is the data source when no Firebase variable is set', async () => {
    expect((await getDataSource()).kind).toBe('local');
  });
});
