// Rewrites stored phones to E.164 where valid for the row's country, in short batches by id.
// Optional (pages format at read): `tsx scripts/with-db.ts -- tsx scripts/db/normalise-phones.ts`.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { isE164, storedPhone } from '@/lib/phone';

export type PhoneRepair = { read: number; changed: number; keptAsTyped: number };

export async function normaliseStoredPhones(
  client: pg.ClientBase,
  batchSize = 2_000,
): Promise<PhoneRepair> {
  const totals: PhoneRepair = { read: 0, changed: 0, keptAsTyped: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await client.query<{ id: string; phone: string; country: string | null }>(
      `SELECT id, phone, country FROM businesses
       WHERE id > $1 AND phone IS NOT NULL ORDER BY id LIMIT $2`,
      [after, batchSize],
    );
    if (rows.length === 0) return totals;
    after = rows.at(-1)!.id;
    totals.read += rows.length;
    const ids: string[] = [];
    const phones: string[] = [];
    const was: string[] = [];
    for (const row of rows) {
      const phone = storedPhone(row.phone, row.country);
      if (!isE164(phone)) totals.keptAsTyped++;
      if (phone === row.phone) continue;
      ids.push(row.id);
      phones.push(phone);
      was.push(row.phone);
    }
    if (ids.length === 0) continue;
    // Compares again in SQL: an edit between the read and the write is not overwritten.
    const { rowCount } = await client.query(
      `UPDATE businesses b SET phone = v.phone
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v(id, phone, was)
       WHERE b.id = v.id AND b.phone = v.was`,
      [ids, phones, was],
    );
    totals.changed += rowCount ?? 0;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const result = await normaliseStoredPhones(client);
    console.log(
      `[phones] ${result.read} read, ${result.changed} rewritten to E.164, ${result.keptAsTyped} kept as typed`,
    );
  } finally {
    await client.end();
  }
}
