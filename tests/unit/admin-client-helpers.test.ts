import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/components/admin/businesses/pagination';
import { dispositionFileName } from '@/components/admin/download';
import { importErrorsCsv } from '@/components/admin/import/errors-csv';

describe('pageWindow', () => {
  it('shows at most five pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 24)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 24)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(24, 24)).toEqual([20, 21, 22, 23, 24]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('dispositionFileName', () => {
  it('reads the plain and the RFC 6266 extended file name', () => {
    expect(dispositionFileName('attachment; filename="businesses_all_2026-11-21.xlsx"')).toBe(
      'businesses_all_2026-11-21.xlsx',
    );
    expect(
      dispositionFileName(
        `attachment; filename="businesses_x.xlsx"; filename*=UTF-8''businesses_C%C3%B4te_2026.xlsx`,
      ),
    ).toBe('businesses_Côte_2026.xlsx');
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('inline')).toBeNull();
  });
});

describe('importErrorsCsv', () => {
  it('quotes every cell and defuses formulas', () => {
    const csv = importErrorsCsv([
      { row: 3, column: 'rating', message: 'must be between 1 and 5' },
      { row: 7, column: null, message: '=HYPERLINK("x") says "hi"' },
    ]);
    expect(csv).toBe(
      '"row","column","message"\r\n' +
        '"3","rating","must be between 1 and 5"\r\n' +
        '"7","","\'=HYPERLINK(""x"") says ""hi"""\r\n',
    );
  });
});
