import { describe, expect, it } from 'vitest';
import { toCell } from '@/lib/import/cells';
import { textCell } from './columns';

describe('textCell', () => {
  it('writes CR, control characters and literal escapes the OOXML way', () => {
    expect(textCell('a\r\nb')).toBe('a_x000D_\nb');
    expect(textCell('bell\u0007')).toBe('bell_x0007_');
    expect(textCell('_x000D_')).toBe('_x005F_x000D_');
    expect(textCell('')).toBeNull();
    expect(textCell(null)).toBeNull();
  });

  it('neutralises formulas after escaping', () => {
    expect(textCell('=1+1\r')).toBe("'=1+1_x000D_");
  });

  it('reads back unchanged through the importer’s cell reader', () => {
    for (const value of [
      'a\r\nb',
      '=SUM(A1)',
      '+44 20 7946 0000',
      "'=x",
      '_x0041_ literal',
      'tab\there',
      '@home',
    ]) {
      expect(toCell(textCell(value))).toBe(value);
    }
  });
});
