import { describe, expect, it } from 'vitest';
import {
  displayFees,
  initialsOf,
  webAddress,
} from '../../../../src/features/catalogue/doctor-display';

describe('displayFees', () => {
  it.each([
    ['500', '₹500'],
    ['₹ 500', '₹500'],
    ['₹500', '₹500'],
    ['Rs.500', '₹500'],
    ['Rs. 1,000/-', '₹1,000'],
    ['rs 1500', '₹1,500'],
    ['1200.00', '₹1,200'],
    ['INR 12500', '₹12,500'],
    ['500 rupees', '₹500'],
  ])('shows the plain amount %s as %s', (fees, shown) => {
    expect(displayFees(fees)).toBe(shown);
  });

  it.each(['₹500 first visit, ₹300 follow-up', 'Free for senior citizens', '500-700'])(
    'shows %s word for word',
    (fees) => {
      expect(displayFees(fees)).toBe(fees);
    },
  );
});

describe('webAddress', () => {
  it('keeps http and https addresses', () => {
    expect(webAddress(' https://youtu.be/abc ')).toBe('https://youtu.be/abc');
    expect(webAddress('http://example.com/a.jpg')).toBe('http://example.com/a.jpg');
  });

  it('drops anything a browser should not open from a hand-typed field', () => {
    expect(webAddress('')).toBeNull();
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(webAddress('www.youtube.com/watch?v=1')).toBeNull();
  });
});

describe('a doctor’s initials, for the badge when there is no photo', () => {
  it('takes the first and last names, never the title', () => {
    expect(initialsOf('Dr. Ananya Sen')).toBe('AS');
    expect(initialsOf('Prof. Dr. Rahul Kumar Ghosh')).toBe('RG');
    expect(initialsOf('dr.meera')).toBe('M');
  });
});
