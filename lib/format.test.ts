import { describe, expect, it } from 'vitest';
import { formatAdminNumber, formatCount, formatHomeNumber, formatRating } from './format';

describe('formatRating', () => {
  it('shows one decimal and defaults to 5.0', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(null)).toBe('5.0');
  });
});

describe('formatHomeNumber', () => {
  it('abbreviates as the spec says', () => {
    expect(formatHomeNumber(999)).toBe('999');
    expect(formatHomeNumber(1_000)).toBe('1k');
    expect(formatHomeNumber(12_999)).toBe('12k');
    expect(formatHomeNumber(999_999)).toBe('999k');
    expect(formatHomeNumber(1_000_000)).toBe('1.0M');
    expect(formatHomeNumber(2_345_678)).toBe('2.3M');
  });
});

describe('formatAdminNumber', () => {
  it('uses k from 1,000 and M from 1,000,000', () => {
    expect(formatAdminNumber(950)).toBe('950');
    expect(formatAdminNumber(1_200)).toBe('1.2k');
    expect(formatAdminNumber(3_000)).toBe('3k');
    expect(formatAdminNumber(1_500_000)).toBe('1.5M');
  });
});

describe('formatCount', () => {
  it('uses thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
