import { describe, expect, it, vi } from 'vitest';
import type { RawDocument } from '../../../../src/data/source/data-source';
import { parseDocuments } from '../../../../src/shared/parsers/parse-documents';
import { parseLabTest } from '../../../../src/shared/parsers/tests';

const doc = (id: string, data: Record<string, unknown>): RawDocument => ({ id, data });

describe('parsing a whole read', () => {
  it('skips only what cannot be shown, and reports it once per collection', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const documents = [
      doc('a', { name: 'A' }),
      doc('b', {}),
      doc('c', { name: 'C', price: 'n/a' }),
    ];
    const parsed = parseDocuments('TestCollectionOnce', documents, parseLabTest);
    expect(parsed.map((test) => test.id)).toEqual(['a', 'c']);
    parseDocuments('TestCollectionOnce', documents, parseLabTest);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('TestCollectionOnce: 1 document(s)');
    expect(warn.mock.calls[0]?.[0]).toContain(': b');
  });
});
