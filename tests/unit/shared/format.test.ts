import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../src/shared/format';

describe('rupee amounts', () => {
  it('use the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(1200)).toBe('₹1,200');
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('show whole rupees', () => {
    expect(formatRupees(99.5)).toBe('₹100');
  });
});
