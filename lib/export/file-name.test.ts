import { describe, expect, it } from 'vitest';
import { attachmentHeader, exportFileName } from './file-name';

const DAY = new Date('2026-11-24T10:00:00Z');
const header = (country?: string) => attachmentHeader(exportFileName(country, DAY));

describe('attachmentHeader', () => {
  it('names an ASCII file plainly', () => {
    expect(header()).toBe('attachment; filename="businesses_all_2026-11-24.xlsx"');
    expect(header('United Kingdom')).toBe(
      'attachment; filename="businesses_United Kingdom_2026-11-24.xlsx"',
    );
  });

  it('gives other names an ASCII fallback and the UTF-8 name', () => {
    expect(header('Côte d’Ivoire')).toBe(
      `attachment; filename="businesses_C_te d_Ivoire_2026-11-24.xlsx"; filename*=UTF-8''businesses_C%C3%B4te%20d_Ivoire_2026-11-24.xlsx`,
    );
    expect(header('日本')).toBe(
      `attachment; filename="businesses____2026-11-24.xlsx"; filename*=UTF-8''businesses_%E6%97%A5%E6%9C%AC_2026-11-24.xlsx`,
    );
  });

  it('never lets quotes or backslashes into the header', () => {
    expect(header('a"b\\c')).toBe('attachment; filename="businesses_a_b_c_2026-11-24.xlsx"');
  });
});
