import { describe, expect, it } from 'vitest';
import { neutraliseFormulaText, restoreFormulaText } from './formula';

describe('formula neutralisation', () => {
  it('prefixes text that a spreadsheet would evaluate', () => {
    expect(neutraliseFormulaText('=HYPERLINK("http://x","y")')).toBe(
      '\'=HYPERLINK("http://x","y")',
    );
    expect(neutraliseFormulaText('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    expect(neutraliseFormulaText('-2+3')).toBe("'-2+3");
    expect(neutraliseFormulaText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseFormulaText('Joe’s Café')).toBe('Joe’s Café');
  });

  it('round-trips every value exactly, apostrophes included', () => {
    for (const value of ['=1+1', "'=1+1", "''+44", "'quoted", 'plain', '', "'", '+', "a'=b"]) {
      expect(restoreFormulaText(neutraliseFormulaText(value))).toBe(value);
    }
  });

  it('leaves text that was never neutralised alone', () => {
    expect(restoreFormulaText("'quoted")).toBe("'quoted");
    expect(restoreFormulaText('+44 20')).toBe('+44 20');
  });
});
