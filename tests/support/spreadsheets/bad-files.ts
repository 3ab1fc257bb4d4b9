// Files that are not importable spreadsheets, each the way it turns up in real uploads.
import { readFile, writeFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import yauzl from 'yauzl';
import { zip } from './zip';

type CfbApi = {
  utils: { cfb_new: () => unknown; cfb_add: (cfb: unknown, name: string, data: Buffer) => void };
  write: (cfb: unknown, options: { type: 'buffer' }) => Buffer;
};

const WORKBOOK_XML =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>';

/** A CSV (or any text) saved with an .xlsx name. */
export const textFile = () =>
  Buffer.from('name,category,full_address,place_id\nJoe’s Café,Cafe,"1 High St, Leeds",ChIJ1\n');

/** The first part of a real workbook, as an interrupted download leaves it. */
export async function truncated(validXlsx: string, keep = 0.6) {
  const bytes = await readFile(validXlsx);
  return bytes.subarray(0, Math.floor(bytes.length * keep));
}

/** A real bomb: a small zip whose sheet inflates to `inflatedBytes` of repeated cells. */
export function zipBomb(inflatedBytes: number) {
  const cell = '<c t="inlineStr"><is><t>x</t></is></c>';
  const sheet = Buffer.from(cell.repeat(Math.ceil(inflatedBytes / cell.length)));
  return zip([
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK_XML) },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ]);
}

/** A crafted bomb that declares gigabytes in its directory without holding them. */
export const declaredBomb = () =>
  zip([
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK_XML) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>'), declaredSize: 0xfffffffe },
  ]);

/** What Excel writes for a password-protected .xlsx: an OLE (CFB) file, not a zip. */
export function encryptedWorkbook() {
  const cfbApi = XLSX.CFB as CfbApi;
  const container = cfbApi.utils.cfb_new();
  cfbApi.utils.cfb_add(container, 'EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  cfbApi.utils.cfb_add(container, 'EncryptedPackage', Buffer.alloc(4096, 0x5a));
  return cfbApi.write(container, { type: 'buffer' });
}

export async function save(file: string, data: Buffer | Promise<Buffer>) {
  await writeFile(file, await data);
  return file;
}

/**
 * A real workbook whose central directory claims every part unpacks to `claimedBytes`, as
 * crafted bombs do: a guard that trusts the directory sees a few bytes, the data holds all.
 */
export function lyingWorkbook(xlsx: Buffer, claimedBytes = 10) {
  const data = Buffer.from(xlsx);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    data.writeUInt32LE(claimedBytes, at + 24);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return data;
}

/** Every part of a zip, inflated, in the order stored. */
async function unzipped(xlsx: string) {
  const archive = await yauzl.openPromise(xlsx, { lazyEntries: true });
  const parts: { name: string; data: Buffer }[] = [];
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk);
    parts.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  archive.close();
  return parts;
}

/**
 * A real one-row workbook whose sheet is padded with well-formed rows to `sheetBytes` of XML,
 * while its central directory declares 10 bytes for every part, packed and unpacked (the
 * local headers keep the true sizes): deflated, the padding takes about 0.3% of its size.
 */
export async function paddedLyingWorkbook(oneRowXlsx: string, sheetBytes: number) {
  const parts = await unzipped(oneRowXlsx);
  const padded = parts.map((part) => {
    if (!/^xl\/worksheets\/sheet1\.xml$/.test(part.name)) return part;
    const xml = part.data.toString('utf8');
    const end = xml.lastIndexOf('</sheetData>');
    // Rows without `r` are well formed (each follows the last) and deflate to almost nothing.
    const row = '<row><c t="inlineStr"><is><t>padding</t></is></c></row>';
    const rows = row.repeat(Math.max(0, Math.ceil((sheetBytes - xml.length) / row.length)));
    return { ...part, data: Buffer.from(xml.slice(0, end) + rows + xml.slice(end)) };
  });
  const data = zip(padded);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = data.readUInt32LE(end + 16);
  for (let i = 0; i < padded.length; i++) {
    data.writeUInt32LE(10, at + 20);
    data.writeUInt32LE(10, at + 24);
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return data;
}
