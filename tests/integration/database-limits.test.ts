import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteAll } from '@/app/api/admin/delete-all/route';
import { db } from '@/lib/db';
import { seed } from '@/prisma/seed';
import { adminSessionCookie } from '@/tests/support/admin-session';

const noParams = { params: Promise.resolve({}) };
let cookie: string;
let blocker: pg.Client;

beforeAll(async () => {
  await seed(process.env.DATABASE_URL!);
  cookie = await adminSessionCookie();
  blocker = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await blocker.connect();
});
afterAll(() => blocker.end());

const deleteAllRequest = () =>
  deleteAll(
    new Request('http://localhost/api/admin/delete-all', { method: 'DELETE', headers: { cookie } }),
    noParams,
  );

describe('database timeouts', () => {
  it('public reads run under a statement timeout', async () => {
    const [row] = await db.$queryRaw<{ statement_timeout: string }[]>`SHOW statement_timeout`;
    expect(row!.statement_timeout).toBe('15s');
  });

  it('delete-all answers 409 while an import or export holds the tables, and then works', async () => {
    // An export's read-only snapshot holds the same lock as this open transaction.
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM businesses LIMIT 1');
    const before = await db.business.count();
    const started = Date.now();
    const busy = await deleteAllRequest();
    expect(busy.status).toBe(409);
    expect((await busy.json()).error.message).toMatch(/import or export is running/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // Reads were never left queued behind the delete's lock request.
    expect(await db.business.count()).toBe(before);

    await blocker.query('COMMIT');
    expect((await deleteAllRequest()).status).toBe(200);
    expect(await db.business.count()).toBe(0);
  });
});
