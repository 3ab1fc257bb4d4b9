import { describe, expect, it } from 'vitest';
import { cellBoolean, cellJsonObject, cellNumber, cellText, toCell } from './cells';

describe('toCell', () => {
  it('flattens what exceljs hands over', () => {
    expect(toCell({ richText: [{ text: 'Joe’s ' }, { text: 'Café' }] })).toBe('Joe’s Café');
    expect(toCell({ text: 'Site', hyperlink: 'https://x.example' })).toBe('Site');
    expect(toCell({ formula: 'A1*2', result: 42 })).toBe(42);
    expect(toCell({ error: '#N/A' })).toBeNull();
    expect(toCell(new Date('2025-01-28T00:00:00Z'))).toBe('2025-01-28T00:00:00.000Z');
    expect(toCell(Number.NaN)).toBeNull();
    expect(toCell(undefined)).toBeNull();
  });

  it('decodes OOXML escapes, including an escaped underscore', () => {
    expect(toCell('Line one _x000D_\nline two')).toBe('Line one \r\nline two');
    expect(toCell('_x005F_x000D_ stays literal')).toBe('_x000D_ stays literal');
  });

  it('undoes exactly the export’s formula guard, and drops NUL', () => {
    expect(toCell("'+44 20 7946 0000")).toBe('+44 20 7946 0000');
    expect(toCell("''=x")).toBe("'=x");
    expect(toCell("'quoted")).toBe("'quoted");
    expect(toCell('a\u0000b')).toBe('ab');
  });
});

describe('cell readers', () => {
  it('treats empty markers as empty', () => {
    for (const empty of [null, '', '  ', 'None', 'nan', 'NULL'])
      expect(cellText(empty)).toBeUndefined();
    expect(cellText(35233)).toBe('35233');
  });

  it('reads the number formats exports use', () => {
    expect(cellNumber('4.7')).toEqual({ value: 4.7 });
    expect(cellNumber('56.0')).toEqual({ value: 56 });
    expect(cellNumber('1,234')).toEqual({ value: 1234 });
    expect(cellNumber(5)).toEqual({ value: 5 });
    expect(cellNumber('None')).toEqual({});
    expect(cellNumber('lots')).toEqual({ error: '"lots" is not a number' });
  });

  it('reads every spelling of verified', () => {
    for (const yes of [true, 'True', 'TRUE', '1', 1, 'yes'])
      expect(cellBoolean(yes)).toEqual({ value: true });
    for (const no of [false, 'False', 'FALSE', '0', 0])
      expect(cellBoolean(no)).toEqual({ value: false });
    expect(cellBoolean('')).toEqual({});
    expect(cellBoolean('maybe').error).toMatch(/not true or false/);
  });

  it('keeps JSON objects, and {} as nothing', () => {
    expect(cellJsonObject('{"Payments": {"Cash": true}}')).toEqual({
      value: { Payments: { Cash: true } },
    });
    expect(cellJsonObject('{}')).toEqual({});
    expect(cellJsonObject('[1]')).toEqual({ error: 'must be a JSON object' });
    expect(cellJsonObject('{oops')).toEqual({ error: 'is not valid JSON' });
  });
});
