import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageWindow, parsePage, totalPagesFor } from './pagination';

describe('list paging depth', () => {
  it('reads page numbers up to the deepest page, anything else as page 1', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const value of [String(MAX_PAGE + 1), '10000000', '0', '-3', '1.5', 'x', undefined]) {
      expect(parsePage(value), String(value)).toBe(1);
    }
  });

  it('never offers a page deeper than the deepest, and never offsets past 10,000', () => {
    expect(totalPagesFor(0)).toBe(1);
    expect(totalPagesFor(41)).toBe(3);
    expect(totalPagesFor(1_000_000)).toBe(MAX_PAGE);
    expect(pageWindow(MAX_PAGE).offset).toBeLessThan(10_000);
  });
});
