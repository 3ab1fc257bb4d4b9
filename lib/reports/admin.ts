import 'server-only';
import { z } from 'zod';
import { ApiError, notFound } from '@/lib/errors';
import { db } from '@/lib/db';
import { getBusinessHistory } from '@/lib/data/business-history';
import { updateBusiness } from '@/lib/admin/business-writes';
import { CONFLICT_REASON } from './schema';

export const LISTINGS_PER_PAGE = 20;
const HISTORY_SHOWN = 5;

/** What accepting a report changes; the others need the corrected value from the admin. */
const IMPLIED_CHANGE: Partial<Record<string, Record<string, unknown>>> = {
  closed_permanently: { businessStatus: 'CLOSED_PERMANENTLY' },
  closed_temporarily: { businessStatus: 'CLOSED_TEMPORARILY' },
  [CONFLICT_REASON]: { businessStatus: 'OPERATIONAL' },
};

const reportId = z
  .union([z.string().regex(/^[1-9]\d{0,18}$/, 'is not a report id'), z.number().int().positive()])
  .transform((value) => BigInt(value));
export const reportActionSchema = z.object({ reportId });
export const acceptSchema = reportActionSchema.extend({
  changes: z.record(z.string(), z.unknown()).optional(),
});

/** Listings with pending reports, the longest waiting first; each with its values and recent history. */
export async function listReports(page: number) {
  const [groups, total] = await Promise.all([
    db.businessReport.groupBy({
      by: ['businessId'],
      _min: { id: true },
      orderBy: { _min: { id: 'asc' } },
      take: LISTINGS_PER_PAGE,
      skip: (page - 1) * LISTINGS_PER_PAGE,
    }),
    db.$queryRaw<{ count: bigint }[]>`SELECT count(DISTINCT business_id) FROM business_reports`,
  ]);
  const ids = groups.map((group) => group.businessId);
  const [businesses, reports] = await Promise.all([
    db.business.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        name: true,
        slug: true,
        address: true,
        phone: true,
        website: true,
        openingHours: true,
        businessStatus: true,
        statusChangedAt: true,
      },
    }),
    db.businessReport.findMany({ where: { businessId: { in: ids } }, orderBy: { id: 'asc' } }),
  ]);
  const histories = await Promise.all(ids.map((id) => getBusinessHistory(id)));
  const listings = ids.flatMap((id, i) => {
    const business = businesses.find((row) => row.id === id);
    if (!business) return [];
    return [
      {
        business: { ...business, statusChangedAt: business.statusChangedAt.toISOString() },
        history: histories[i]!.slice(0, HISTORY_SHOWN),
        reports: reports
          .filter((report) => report.businessId === id)
          .map((report) => ({
            id: report.id.toString(),
            kind: report.kind,
            reason: report.reason,
            details: report.details,
            email: report.email,
            // The address itself stays on the server; the admin only needs to know it is shared.
            fromAddress: report.address !== null,
            createdAt: report.createdAt.toISOString(),
          })),
      },
    ];
  });
  return { listings, total: Number(total[0]?.count ?? 0), page, perPage: LISTINGS_PER_PAGE };
}

export type ReportsPage = Awaited<ReturnType<typeof listReports>>;

async function findReport(id: bigint) {
  const report = await db.businessReport.findUnique({ where: { id } });
  if (!report) throw notFound('Report not found: it may have been decided already.');
  return report;
}

/** Applies the report through the admin edit path (history, lastmod, cache expiry, IndexNow). */
export async function acceptReport(input: unknown) {
  const { reportId: id, changes } = acceptSchema.parse(input);
  const report = await findReport(id);
  const change = IMPLIED_CHANGE[report.reason] ?? changes;
  if (!change || Object.keys(change).length === 0)
    throw new ApiError(400, 'Say what to change: this report needs the corrected value.');
  const business = await updateBusiness(report.businessId, change);
  // The listing's other reports of the same kind are settled by the same change.
  await db.businessReport.deleteMany({
    where: { businessId: report.businessId, reason: report.reason },
  });
  return business;
}

export async function dismissReport(input: unknown) {
  const { reportId: id } = reportActionSchema.parse(input);
  const { count } = await db.businessReport.deleteMany({ where: { id } });
  if (count === 0) throw notFound('Report not found: it may have been decided already.');
}

/** Every pending report sent from the same address as this one (a visitor's spree). */
export async function dismissAllFromAddress(input: unknown) {
  const { reportId: id } = reportActionSchema.parse(input);
  const report = await findReport(id);
  if (report.address === null) throw new ApiError(400, 'This report has no sender address.');
  const { count } = await db.businessReport.deleteMany({ where: { address: report.address } });
  return count;
}
