import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApiError } from '@/lib/errors';
import { formatBytes } from './limits';
import { ReadMeter } from './readers/types';

const MAX_ENTRIES = 10_000;

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/i;

// Without them exceljs copies the sheet to a temp file first, and leaves it behind when reading stops.
const EMPTY_PARTS: Record<string, string> = {
  [WORKBOOK_RELS]:
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  [SHARED_STRINGS]:
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
};

export type ZipSummary = { entries: string[]; uncompressedBytes: number };

const corrupt = () =>
  new ApiError(
    400,
    'The file is damaged or incomplete: it is not a readable .xlsx workbook. Save it again from Excel and retry.',
  );

const bomb = (maxBytes: number) =>
  new ApiError(
    400,
    `The workbook would expand to more than ${formatBytes(maxBytes)} when unpacked; it looks like a zip bomb and was not opened.`,
  );

const lying = () =>
  new ApiError(
    400,
    'The workbook unpacks to more data than it declares: it is damaged or a zip bomb, and was not read.',
  );

// Zip tools differ on a leading slash and on case.
const partName = (entry: Entry) =>
  (entry.fileName as unknown as Buffer).toString('utf8').replace(/^\/+/, '');

type Directory = { zip: ZipFile; entries: Entry[]; uncompressedBytes: number };

/** Refuses from the central directory alone: too many parts, sizes past the cap, encryption. */
async function readDirectory(path: string, maxUncompressedBytes: number): Promise<Directory> {
  let zip: ZipFile;
  try {
    // Names stay raw bytes: yauzl's name checks would refuse the leading slash some tools write.
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
    });
  } catch {
    throw corrupt();
  }
  try {
    if (zip.entryCount > MAX_ENTRIES) {
      throw new ApiError(400, 'The file has too many parts to be a spreadsheet export.');
    }
    const entries: Entry[] = [];
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        entries.push(entry);
        total += entry.uncompressedSize;
        if (total > maxUncompressedBytes) throw bomb(maxUncompressedBytes);
      }
    } catch (error) {
      throw error instanceof ApiError ? error : corrupt();
    }
    return { zip, entries, uncompressedBytes: total };
  } catch (error) {
    zip.close();
    throw error;
  }
}

export async function inspectZip(path: string, maxUncompressedBytes: number): Promise<ZipSummary> {
  const { zip, entries, uncompressedBytes } = await readDirectory(path, maxUncompressedBytes);
  zip.close();
  return { entries: entries.map(partName), uncompressedBytes };
}

function localHeader(name: string, method: number, crc32: number, packed: number, size: number) {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6);
  header.writeUInt16LE(method, 8);
  header.writeUInt32LE(crc32 >>> 0, 14);
  header.writeUInt32LE(packed, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

const END_OF_ARCHIVE = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return end;
})();

type Part = { name: string; entry?: Entry; text?: string };

function partsToRead(entries: Entry[]): Part[] {
  const byName = new Map<string, Entry>();
  const sheets: Part[] = [];
  for (const entry of entries) {
    const name = partName(entry);
    const sheet = WORKSHEET.exec(name);
    if (sheet) sheets.push({ name: `xl/worksheets/sheet${sheet[1]}.xml`, entry });
    else if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), entry);
  }
  const prologue = [WORKBOOK_RELS, WORKBOOK, SHARED_STRINGS].flatMap((name): Part[] => {
    const entry = byName.get(name.toLowerCase());
    if (entry) return [{ name, entry }];
    return name in EMPTY_PARTS ? [{ name, text: EMPTY_PARTS[name] }] : [];
  });
  return [...prologue, ...sheets];
}

/** Counts inflated output against the entry's declared size and the workbook's cap, stopping zlib mid-chunk. */
class InflateCheck {
  private readonly inflater = createInflateRaw({ chunkSize: 1 << 20 });
  private bytes = 0;
  failure: ApiError | undefined;

  constructor(
    private readonly declared: number,
    private readonly budget: { left: number; cap: number },
  ) {
    this.inflater.on('data', (out: Buffer) => this.count(out.length));
    this.inflater.on('error', () => (this.failure ??= corrupt()));
  }

  count(length: number) {
    this.bytes += length;
    this.budget.left -= length;
    if (this.bytes > this.declared) this.failure ??= lying();
    else if (this.budget.left < 0) this.failure ??= bomb(this.budget.cap);
    if (this.failure) this.inflater.destroy();
  }

  inflate(chunk: Buffer) {
    return new Promise<void>((resolve) => this.inflater.write(chunk, () => setImmediate(resolve)));
  }

  /** A stream cut short by a lying compressed size would leave exceljs waiting for ever. */
  async finish() {
    if (this.failure) return;
    const ended = new Promise<boolean>((resolve) => {
      this.inflater.once('end', () => resolve(true));
      this.inflater.once('error', () => resolve(false));
      this.inflater.once('close', () => resolve(false));
    });
    this.inflater.end();
    this.inflater.resume();
    if (!(await ended) || this.bytes !== this.declared) this.failure = lying();
  }

  finishStored() {
    if (!this.failure && this.bytes !== this.declared) this.failure = lying();
  }

  close() {
    this.inflater.destroy();
  }
}

/** Compressed bytes pass unchanged and only once checked, so exceljs can never inflate more than was counted. */
async function* checkedArchive(
  { zip, entries }: Directory,
  maxUncompressedBytes: number,
  meter: ReadMeter,
): AsyncGenerator<Buffer> {
  const budget = { left: maxUncompressedBytes, cap: maxUncompressedBytes };
  const parts = partsToRead(entries);
  meter.total = parts.reduce((sum, part) => sum + (part.entry?.compressedSize ?? 0), 0);
  try {
    for (const part of parts) {
      if (part.text !== undefined) {
        const data = Buffer.from(part.text, 'utf8');
        yield localHeader(part.name, 0, crc32(data), data.length, data.length);
        yield data;
        continue;
      }
      const entry = part.entry!;
      if (entry.isEncrypted()) {
        throw new ApiError(400, 'The workbook is encrypted; save it without a password and retry.');
      }
      const stored = entry.compressionMethod === 0;
      if (!stored && entry.compressionMethod !== 8) {
        throw new ApiError(400, 'The workbook uses a compression method that cannot be read.');
      }
      if (stored && entry.compressedSize !== entry.uncompressedSize) throw lying();
      const { compressedSize, uncompressedSize } = entry;
      yield localHeader(
        part.name,
        entry.compressionMethod,
        entry.crc32,
        compressedSize,
        uncompressedSize,
      );
      let raw: Readable;
      try {
        raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
      } catch {
        throw corrupt();
      }
      const check = new InflateCheck(uncompressedSize, budget);
      // The last chunk goes on only once the whole part has been found sound.
      let held: Buffer | undefined;
      try {
        for await (const chunk of raw as AsyncIterable<Buffer>) {
          if (stored) check.count(chunk.length);
          else await check.inflate(chunk);
          if (check.failure) throw check.failure;
          if (held) {
            meter.done += held.length;
            yield held;
          }
          held = chunk;
        }
        if (stored) check.finishStored();
        else await check.finish();
        if (check.failure) throw check.failure;
        if (held) {
          meter.done += held.length;
          yield held;
        }
      } catch (error) {
        throw error instanceof ApiError ? error : corrupt();
      } finally {
        check.close();
        raw.destroy();
      }
    }
    yield END_OF_ARCHIVE;
  } finally {
    zip.close();
  }
}

export type CheckedWorkbook = {
  stream: Readable;
  /** A stream error alone can leave exceljs waiting. */
  guarded: <T>(pending: Promise<T>) => Promise<T>;
};

/** Every compressed chunk is inflated and counted before exceljs gets it; see docs/security.md. */
export async function openCheckedWorkbook(
  path: string,
  maxUncompressedBytes: number,
  meter = new ReadMeter(),
): Promise<CheckedWorkbook> {
  const directory = await readDirectory(path, maxUncompressedBytes);
  const stream = Readable.from(checkedArchive(directory, maxUncompressedBytes, meter), {
    objectMode: false,
  });
  // A stream destroyed before its first read never runs the generator's `finally`.
  stream.once('close', () => directory.zip.close());
  // Racing each step against a never-settling promise would keep every step's rows reachable.
  let failure: Error | undefined;
  let failStep: ((error: Error) => void) | undefined;
  stream.once('error', (error) => {
    failure = error;
    failStep?.(error);
  });
  const guarded = <T>(pending: Promise<T>) =>
    failure
      ? Promise.reject(failure)
      : new Promise<T>((resolve, reject) => {
          failStep = reject;
          pending.then(resolve, reject);
        });
  return { stream, guarded };
}
