// Spreadsheet apps run text that begins with one of these as a formula (CSV/formula injection).
const FORMULA_START = /^'*[=+\-@]/;
const NEUTRALISED = /^'+[=+\-@]/;

/**
 * Prefixes an apostrophe to text a spreadsheet would evaluate. Text that already starts with
 * apostrophes before such a character gets one more, so `restoreFormulaText` can undo exactly
 * this step and an export re-imports unchanged.
 */
export function neutraliseFormulaText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The inverse of `neutraliseFormulaText`: drops the one apostrophe it added. */
export function restoreFormulaText(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}
