import { open, readFile } from 'node:fs/promises';
import { ApiError } from '@/lib/errors';
import { formatBytes, type ImportLimits } from './limits';
import { inspectZip } from './zip-guard';

export type SpreadsheetKind = 'xlsx' | 'xls' | 'csv';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
// Compound File Binary: legacy .xls, and also any password-protected Office file.
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const NOT_A_SPREADSHEET =
  'The file is not a spreadsheet. Upload an Excel workbook (.xlsx or .xls) exported from Outscraper.';
export const ENCRYPTED =
  'The workbook is password-protected (encrypted). Remove the password in Excel and upload it again.';

type CfbContainer = unknown;
type CfbReader = {
  read: (data: Buffer, options: { type: 'buffer' }) => CfbContainer;
  find: (container: CfbContainer, path: string) => unknown;
};

async function classifyCfb(path: string, size: number, limits: ImportLimits): Promise<'xls'> {
  if (size > limits.maxXlsBytes) {
    throw new ApiError(
      413,
      `Legacy .xls files are limited to ${formatBytes(limits.maxXlsBytes)}; save the sheet as .xlsx to import more.`,
    );
  }
  // SheetJS is loaded only for OLE files, the one format exceljs cannot read.
  const cfb = (await import('@e965/xlsx')).CFB as CfbReader;
  let container: CfbContainer;
  try {
    container = cfb.read(await readFile(path), { type: 'buffer' });
  } catch {
    throw new ApiError(400, 'The .xls file is damaged and could not be read.');
  }
  if (cfb.find(container, 'EncryptedPackage') || cfb.find(container, 'EncryptionInfo')) {
    throw new ApiError(400, ENCRYPTED);
  }
  if (cfb.find(container, 'Workbook') || cfb.find(container, 'Book')) return 'xls';
  throw new ApiError(400, NOT_A_SPREADSHEET);
}

/** Sniffs the first bytes (CSV has no signature) and refuses empty, encrypted and zip-bomb files early. */
export async function detectSpreadsheet(
  path: string,
  fileName: string,
  limits: ImportLimits,
): Promise<SpreadsheetKind> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) throw new ApiError(400, 'The file is empty.');
    const head = Buffer.alloc(Math.min(size, 4096));
    await file.read(head, 0, head.length, 0);
    if (head.subarray(0, 4).equals(ZIP)) {
      const zip = await inspectZip(path, limits.maxUncompressedBytes);
      const names = zip.entries.map((name) => name.replace(/^\/+/, '').toLowerCase());
      if (!names.includes('xl/workbook.xml')) {
        throw new ApiError(400, `${NOT_A_SPREADSHEET} (This zip file holds no Excel workbook.)`);
      }
      return 'xlsx';
    }
    if (head.subarray(0, 4).equals(EMPTY_ZIP)) throw new ApiError(400, 'The workbook is empty.');
    if (head.subarray(0, 8).equals(CFB)) return await classifyCfb(path, size, limits);
    if (/\.csv$/i.test(fileName) && !head.includes(0)) return 'csv';
    throw new ApiError(400, NOT_A_SPREADSHEET);
  } finally {
    await file.close();
  }
}
