import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from '../../../src/components/price-tag';
import { renderInRouter } from '../../support/render';

type Amounts = Parameters<typeof PriceTag>[0];

/** The price line as drawn: the MRP struck through (`<s>`), the badge and the price. */
function renderPriceTag(amounts: Amounts) {
  const { container } = renderInRouter(<PriceTag {...amounts} />);
  return container.querySelector('.price-tag') as HTMLElement;
}

describe('the price tag', () => {
  it('shows the MRP struck through, the discount and the price when they agree', () => {
    renderPriceTag({ mrp: 1000, off: 10, price: 900 });
    expect(screen.getByText('₹1,000').tagName).toBe('S');
    expect(screen.getByText('10% OFF')).toBeVisible();
    expect(screen.getByText('₹900')).toBeVisible();
  });

  it('accepts a discount staff rounded either way', () => {
    // ₹15,000 down to ₹12,500 is a 16.7% saving.
    renderPriceTag({ mrp: 15000, off: 17, price: 12500 });
    expect(screen.getByText('17% OFF')).toBeVisible();
  });

  it('never shows a discount that MRP and price contradict', () => {
    renderPriceTag({ mrp: 1000, off: 90, price: 900 });
    expect(screen.getByText('₹1,000').tagName).toBe('S');
    expect(screen.getByText('₹900')).toBeVisible();
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
  });

  it('asks the visitor to call when the price and the MRP are ₹0', () => {
    renderPriceTag({ mrp: 0, off: 0, price: 0 });
    expect(screen.getByText('Call us for the price')).toBeVisible();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('shows the MRP alone, not struck through, when the price is ₹0', () => {
    const line = renderPriceTag({ mrp: 1000, off: 100, price: 0 });
    expect(line).toHaveTextContent(/^MRP ₹1,000$/);
    expect(line.querySelector('s')).toBeNull();
  });

  it('shows the price alone when the MRP is ₹0', () => {
    const line = renderPriceTag({ mrp: 0, off: 20, price: 900 });
    expect(line).toHaveTextContent(/^Price ₹900$/);
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
  });

  it('shows just the price when it is above the MRP', () => {
    const line = renderPriceTag({ mrp: 800, off: 10, price: 900 });
    expect(line).toHaveTextContent(/^Price ₹900$/);
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
  });
});
