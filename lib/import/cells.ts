import { restoreFormulaText } from '@/lib/export/formula';

export type Cell = string | number | boolean | null;

// OOXML escapes characters XML cannot hold (CR above all) as `_xHHHH_`; exceljs leaves them.
const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

function text(value: string): string {
  let decoded = value.includes('_x')
    ? value.replace(OOXML_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : value;
  // PostgreSQL text cannot hold NUL; a stray one must not fail the whole file.
  if (decoded.includes('\0')) decoded = decoded.replaceAll('\0', '');
  return restoreFormulaText(decoded);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Flattens every reader's cell kinds into a plain value, undoing our export's formula guard. */
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (!isRecord(value)) return null;
  if (Array.isArray(value.richText)) {
    return text(
      value.richText.map((run) => (isRecord(run) ? String(run.text ?? '') : '')).join(''),
    );
  }
  if ('result' in value) return toCell(value.result);
  if (typeof value.text === 'string') return text(value.text);
  return null;
}

// pandas writes `None`.
const EMPTY = new Set(['', 'none', 'null', 'nan']);
const LONGEST_EMPTY = 4;

export function cellText(cell: Cell): string | undefined {
  if (cell === null) return undefined;
  const value = String(cell).trim();
  return value.length <= LONGEST_EMPTY && EMPTY.has(value.toLowerCase()) ? undefined : value;
}

export type Coerced<T> = { value?: T; error?: string };

export function cellNumber(cell: Cell): Coerced<number> {
  if (typeof cell === 'number') return { value: cell };
  const raw = cellText(cell);
  if (raw === undefined) return {};
  const value = Number(raw.replace(/,(?=\d{3}\b)/g, ''));
  return Number.isFinite(value) ? { value } : { error: `"${raw}" is not a number` };
}

const TRUE = new Set(['true', '1', 'yes', 'y', 't']);
const FALSE = new Set(['false', '0', 'no', 'n', 'f']);

export function cellBoolean(cell: Cell): Coerced<boolean> {
  if (typeof cell === 'boolean') return { value: cell };
  const raw = cellText(cell);
  if (raw === undefined) return {};
  const lower = raw.toLowerCase();
  if (TRUE.has(lower)) return { value: true };
  if (FALSE.has(lower)) return { value: false };
  return { error: `"${raw}" is not true or false` };
}

export function cellJsonObject(cell: Cell): Coerced<Record<string, unknown>> {
  const raw = cellText(cell);
  if (raw === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { error: 'is not valid JSON' };
  }
  if (!isRecord(value) || Array.isArray(value)) return { error: 'must be a JSON object' };
  return Object.keys(value).length === 0 ? {} : { value };
}
