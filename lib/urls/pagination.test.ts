import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageNumbers, pageWindow, parsePage, totalPagesFor } from './pagination';

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

describe('pageNumbers', () => {
  it('links every page of a short list', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 22)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
  });

  it('reaches any page of a long list from page 1 in two clicks, and back', () => {
    for (const total of [26, 137, MAX_PAGE]) {
      const from1 = pageNumbers(1, total);
      expect(from1).toContain(total);
      for (let target = 1; target <= total; target++) {
        const via = from1.find((hop) => pageNumbers(hop, total).includes(target) || hop === target);
        expect(via, `${target} of ${total}`).toBeDefined();
        expect(pageNumbers(target, total)).toContain(1);
      }
      expect(from1.length).toBeLessThanOrEqual(65);
    }
  });

  it('stays within the list and the deepest page', () => {
    expect(pageNumbers(500, 2_000).at(-1)).toBe(MAX_PAGE);
    expect(pageNumbers(99, 100)).toEqual(expect.arrayContaining([97, 98, 99, 100, 90]));
  });
});
