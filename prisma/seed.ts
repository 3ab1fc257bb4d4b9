// Loads the demo data set (npm run db:seed). Every row passes the same validation as an
// imported spreadsheet row before it is written.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../lib/generated/prisma/client';
import { refreshBrands } from '../lib/quality/brand-refresh';
import {
  businessInputSchema,
  toBusinessRecord,
  uniqueBusinessSlug,
} from '../lib/validation/business';
import { demoBusinesses } from './seed/demo-businesses';

function client(url: string) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}

export async function countBusinesses(url: string) {
  const prisma = client(url);
  try {
    return await prisma.business.count();
  } finally {
    await prisma.$disconnect();
  }
}

/** Replaces all businesses with the demo set; returns how many were written. */
export async function seed(url: string, count?: number) {
  const slugs = new Set<string>();
  const records = demoBusinesses(count).map((input, index) => {
    const parsed = businessInputSchema.safeParse(input);
    if (!parsed.success) {
      throw new Error(`demo business ${index} is invalid: ${parsed.error.message}`);
    }
    const record = toBusinessRecord(parsed.data);
    record.slug = uniqueBusinessSlug(record.name, record.placeId, (slug) => slugs.has(slug));
    slugs.add(record.slug);
    return record;
  });
  const now = Date.now();
  const prisma = client(url);
  try {
    // Generous limits: on a loaded machine the 1,200 inserts can outlast Prisma's 5 s default.
    await prisma.$transaction(
      async (tx) => {
        await tx.business.deleteMany();
        await tx.import.deleteMany();
        await tx.business.createMany({
          data: records.map((record, index) => ({
            ...record,
            // Spread over the last 90 days so "latest" and "imports over time" have a shape.
            createdAt: new Date(now - ((index * 7919) % (90 * 24 * 60)) * 60_000),
          })),
        });
      },
      { timeout: 120_000, maxWait: 30_000 },
    );
    await refreshBrandsAt(url);
    return records.length;
  } finally {
    await prisma.$disconnect();
  }
}

/** Brand keys of the rows just written (the trigger marked them stale). */
export async function refreshBrandsAt(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await refreshBrands(client);
  } finally {
    await client.end();
  }
}
