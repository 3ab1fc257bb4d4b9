import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@/lib/export/columns';
import { mapColumns } from '@/lib/import/columns';
import { RowMapper } from '@/lib/import/map-row';
import { businessInputSchema } from '@/lib/validation/business';
import {
  BUSINESS_FIELDS,
  CHECKED_FIELDS,
  PARSED_FIELDS,
  exportHeader,
  type BusinessField,
  type FieldParser,
} from './fields';

const FIELDS: readonly BusinessField[] = BUSINESS_FIELDS;

// A cell each parser reads, the value it gives, and a value its check refuses.
const SAMPLES: Record<FieldParser, { cell: unknown; read: unknown; bad: unknown }> = {
  text: { cell: ' ££ ', read: '££', bad: 'x'.repeat(20_001) },
  url: {
    cell: 'https://book.example.com/a',
    read: 'https://book.example.com/a',
    bad: 'javascript:alert(1)',
  },
  email: { cell: 'shop@example.com', read: 'shop@example.com', bad: 'not an address' },
  phone: { cell: '0113 496 0000', read: '0113 496 0000', bad: 'call us' },
  number: { cell: '4.5', read: 4.5, bad: 1_000 },
  count: { cell: '12.0', read: 12, bad: -1 },
  flag: { cell: 'TRUE', read: true, bad: 'yes' },
};

describe('the field registry derivations', () => {
  it('reads every parsed field from its first Outscraper header, by its parser alone', () => {
    const headers = ['name', 'category', 'full_address', 'place_id'];
    for (const field of PARSED_FIELDS) headers.push(field.importFrom[0]);
    const mapper = new RowMapper(mapColumns(headers));
    const values = headers.map((header) => {
      const field = PARSED_FIELDS.find((parsed) => parsed.importFrom[0] === header);
      return field ? SAMPLES[field.parse].cell : header === 'name' ? 'Shop' : 'x';
    });
    const { input, issues } = mapper.map(values);
    expect(issues).toEqual([]);
    for (const field of PARSED_FIELDS)
      expect([field.key, input[field.key]]).toEqual([field.key, SAMPLES[field.parse].read]);
  });

  it('checks every parsed field by its parser, within its max or range', () => {
    const base = { name: 'Shop', category: 'Plumber', placeId: 'ChIJ1' };
    for (const field of CHECKED_FIELDS) {
      const bad = field.parse === 'text' ? 'x'.repeat(field.max + 1) : SAMPLES[field.parse].bad;
      const parsed = businessInputSchema.safeParse({ ...base, [field.key]: bad });
      expect([field.key, parsed.error?.issues[0]?.path]).toEqual([field.key, [field.key]]);
    }
  });

  it('exports every exported field: under its import header unless it has cells of its own', () => {
    const headers = EXPORT_COLUMNS.map((column) => column.header);
    for (const field of FIELDS.filter((f) => f.exported && f.parse))
      expect(headers).toContain(exportHeader(field));
    // Every export header is read back by the import.
    const map = mapColumns(headers);
    const read = new Set(Object.values(map).map((column) => column!.header));
    expect(headers.filter((header) => !read.has(header))).toEqual([]);
  });
});
