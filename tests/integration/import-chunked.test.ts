// A spreadsheet larger than one request may carry (a serverless host's body cap) goes in parts,
// is joined in PostgreSQL and imported as if it had been sent whole.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as importFile } from '@/app/api/admin/import/route';
import { POST as startUpload } from '@/app/api/admin/import/uploads/route';
import { GET as uploadStatus } from '@/app/api/admin/import/uploads/[id]/route';
import { PUT as putPart } from '@/app/api/admin/import/uploads/[id]/parts/[index]/route';
import { db } from '@/lib/db';
import {
  ABANDONED_AFTER_MS,
  MAX_OPEN_UPLOADS,
  startUploadSweeper,
} from '@/lib/import/chunked-upload';
import { UPLOAD_PART_BYTES } from '@/lib/import/upload-parts';
import { adminSessionCookie } from '@/tests/support/admin-session';
import { paddedWorkbook } from '@/tests/support/spreadsheets/padded-workbook';

let dir: string;
let cookie: string;
let workbook: { data: Buffer; rows: number };

const context = <P>(params: P) => ({ params: Promise.resolve(params) });

async function start(body: unknown) {
  return startUpload(
    new Request('http://localhost/api/admin/import/uploads', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    context({}),
  );
}

function put(id: string, index: number | string, data: Uint8Array) {
  return putPart(
    new Request(`http://localhost/api/admin/import/uploads/${id}/parts/${index}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(data),
    }),
    context({ id, index: String(index) }),
  );
}

function importUpload(uploadId: string) {
  const form = new FormData();
  form.append('uploadId', uploadId);
  return importFile(
    new Request('http://localhost/api/admin/import', {
      method: 'POST',
      headers: { cookie },
      body: form,
    }),
    context({}),
  );
}

const part = (index: number) =>
  workbook.data.subarray(index * UPLOAD_PART_BYTES, (index + 1) * UPLOAD_PART_BYTES);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'chunked-'));
  cookie = await adminSessionCookie();
  const file = path.join(dir, 'large.xlsx');
  // Over two parts: three requests, the last one short.
  const { rows } = await paddedWorkbook(file, 2.3 * UPLOAD_PART_BYTES, 7_000_000);
  workbook = { data: await readFile(file), rows };
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an import sent in parts', () => {
  it('takes parts in any order, again after a failure, and imports every row', async () => {
    const started = await start({ fileName: 'large.xlsx', size: workbook.data.length });
    expect(started.status).toBe(201);
    const { uploadId, partCount, partSize } = await started.json();
    expect(partCount).toBe(3);
    expect(partSize).toBe(UPLOAD_PART_BYTES);

    expect((await put(uploadId, 2, part(2))).status).toBe(200);
    expect((await put(uploadId, 0, part(0))).status).toBe(200);
    // A part sent again (its answer was lost, say) replaces the first copy.
    expect((await put(uploadId, 0, part(0))).status).toBe(200);
    const status = await uploadStatus(
      new Request(`http://localhost/api/admin/import/uploads/${uploadId}`, { headers: { cookie } }),
      context({ id: uploadId }),
    );
    expect(await status.json()).toEqual({ uploadId, partCount: 3, received: [0, 2] });

    // Not every part yet: a clear 400, and the parts stay for the rest.
    const early = await importUpload(uploadId);
    expect(early.status).toBe(400);
    expect((await early.json()).error.message).toMatch(/2 of 3 parts/);

    expect((await put(uploadId, 1, part(1))).status).toBe(200);
    const response = await importUpload(uploadId);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.stats).toEqual({
      imported: workbook.rows,
      duplicatesSkipped: 0,
      totalErrors: 0,
      updated: 0,
    });
    expect(await db.import.findFirst({ orderBy: { createdAt: 'desc' } })).toMatchObject({
      fileName: 'large.xlsx',
      imported: workbook.rows,
    });
    // The parts are gone once imported.
    expect(await db.importUpload.count({ where: { id: uploadId } })).toBe(0);
    expect(await db.importUploadPart.count({ where: { uploadId } })).toBe(0);
  });

  it('refuses what does not fit: 413 over the limits, 400 for a wrong size or index, 404 for no upload', async () => {
    const tooBig = await start({ fileName: 'huge.xlsx', size: 51 * 1024 * 1024 });
    expect(tooBig.status).toBe(413);
    expect((await start({ fileName: '', size: 10 })).status).toBe(400);

    const { uploadId } = await (
      await start({ fileName: 'x.xlsx', size: UPLOAD_PART_BYTES + 10 })
    ).json();
    expect((await put(uploadId, 0, new Uint8Array(UPLOAD_PART_BYTES + 1))).status).toBe(413);
    const short = await put(uploadId, 0, new Uint8Array(100));
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toMatch(/must be 3670016 bytes/);
    expect((await put(uploadId, 2, new Uint8Array(10))).status).toBe(400);
    expect((await put(uploadId, 'x', new Uint8Array(10))).status).toBe(400);
    expect((await put(uploadId, 1, new Uint8Array(10))).status).toBe(200);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await put(missing, 0, new Uint8Array(10))).status).toBe(404);
    expect((await importUpload(missing)).status).toBe(404);
    expect((await importUpload('not-an-id')).status).toBe(404);
  });
});

describe('unfinished uploads', () => {
  const MB = 1024 * 1024;
  beforeEach(async () => {
    await db.importUpload.deleteMany();
  });
  afterEach(() => {
    delete process.env.IMPORT_MAX_BYTES;
  });

  it(`are at most ${MAX_OPEN_UPLOADS} at once: the next gets 429 naming the limit`, async () => {
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) {
      expect((await start({ fileName: `open-${i}.xlsx`, size: 1000 })).status).toBe(201);
    }
    const refused = await start({ fileName: 'one-more.xlsx', size: 1000 });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(
      new RegExp(`At most ${MAX_OPEN_UPLOADS} unfinished uploads`),
    );
    expect(await db.importUpload.count()).toBe(MAX_OPEN_UPLOADS);
  });

  it('hold at most twice IMPORT_MAX_BYTES of parts in all, also when sent in parallel', async () => {
    process.env.IMPORT_MAX_BYTES = String(5 * MB);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await (await start({ fileName: `full-${i}.xlsx`, size: 5 * MB })).json()).uploadId);
    }
    const first = new Uint8Array(UPLOAD_PART_BYTES);
    const second = new Uint8Array(5 * MB - UPLOAD_PART_BYTES);
    // Two whole uploads are 10 MB, the cap: the third upload's parts no longer fit.
    const statuses = await Promise.all(
      ids.flatMap((id) => [put(id, 0, first), put(id, 1, second)]),
    );
    expect(statuses.map((response) => response.status).sort()).toEqual(
      [200, 200, 200, 200, 429, 429].sort(),
    );
    const refused = statuses.find((response) => response.status === 429)!;
    expect((await refused.json()).error.message).toMatch(/at most 10 MB in all/);
    const [row] = await db.$queryRaw<{ stored: bigint }[]>`
      SELECT sum(octet_length(data))::bigint AS stored FROM import_upload_parts`;
    expect(Number(row!.stored)).toBeLessThanOrEqual(10 * MB);
  });

  it('are removed an hour after they started by a timer, not by the next upload', async () => {
    const { uploadId: old } = await (await start({ fileName: 'old.xlsx', size: 1000 })).json();
    const { uploadId: fresh } = await (await start({ fileName: 'new.xlsx', size: 1000 })).json();
    await put(old, 0, new Uint8Array(1000));
    await db.importUpload.update({
      where: { id: old },
      data: { createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 1000) },
    });
    const stop = startUploadSweeper(50);
    try {
      await vi.waitFor(
        async () => expect(await db.importUpload.count({ where: { id: old } })).toBe(0),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
    } finally {
      stop();
    }
    expect(await db.importUploadPart.count({ where: { uploadId: old } })).toBe(0);
    expect(await db.importUpload.count({ where: { id: fresh } })).toBe(1);
  });
});
