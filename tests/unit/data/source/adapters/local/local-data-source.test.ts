import { describe, expect, it } from 'vitest';
import { createLocalDataSource } from '../../../../../../src/data/source/adapters/local/local-data-source';
import { MemoryStorage } from '../../../../../support/memory-storage';

describe('the embedded default', () => {
  it('keeps what visitors send in the browser, in order', async () => {
    const storage = new MemoryStorage();
    const source = createLocalDataSource(storage);
    await source.addDocument('Customer_Feedback', { title: 'A' });
    await source.addDocument('Customer_Feedback', { title: 'B' });
    const stored = JSON.parse(storage.getItem('lab-site:submissions:Customer_Feedback') ?? '[]');
    expect(stored.map((entry: { fields: { title: string } }) => entry.fields.title)).toEqual([
      'A',
      'B',
    ]);
    expect(stored[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('fails the save when the browser refuses to store it, so the form can say so', async () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    await expect(
      createLocalDataSource(full).addDocument('Home-Sample-Enquiry', { title: 'A' }),
    ).rejects.toThrow(/quota/);
  });
});
