// Spreadsheet apps run text that begins with one of these as a formula (CSV/formula injection).
const FORMULA_START = /^'*[=+\-@]/;
const NEUTRALISED = /^'+[=+\-@]/;

/** One more apostrophe even before existing ones, so `restoreFormulaText` undoes exactly this step. */
export function neutraliseFormulaText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function restoreFormulaText(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}
