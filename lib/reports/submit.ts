import 'server-only';
import { ApiError, notFound } from '@/lib/errors';
import { attemptLog } from '@/lib/auth/attempt-log';
import { db } from '@/lib/db';
import {
  PENDING_PER_LISTING,
  PENDING_TOTAL,
  REPORT_ADDRESS_LIMIT,
  REPORT_LISTING_LIMIT,
} from './limits';
import type { ReportInput } from './schema';

const HOUR = 60 * 60 * 1000;

const reportAddressKey = (address: string) => `report-address:${address}`;
const listingKey = (businessId: string) => `report-listing:${businessId}`;

const tooMany = (retryAfterSeconds: number, message: string) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

export type ReportOutcome = { stored: boolean; slug: string };

export async function submitReport(
  input: ReportInput,
  { address, automated, now = Date.now() }: { address: string; automated: boolean; now?: number },
): Promise<ReportOutcome> {
  const business = await db.business.findUnique({
    where: { id: input.businessId },
    select: { slug: true },
  });
  if (!business) throw notFound('Business not found');
  const { retryAfterSeconds } = await attemptLog.checkAndRecord(
    [
      { key: reportAddressKey(address), limit: REPORT_ADDRESS_LIMIT },
      { key: listingKey(input.businessId), limit: REPORT_LISTING_LIMIT },
    ],
    now,
  );
  if (retryAfterSeconds > 0)
    throw tooMany(retryAfterSeconds, 'Too many reports from here. Please try again later.');
  if (automated) return { stored: false, slug: business.slug };
  const stored = await db.$transaction(async (tx) => {
    // Serialised, so parallel reports cannot all pass the caps.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('business_reports', 0))`;
    return tx.$executeRaw`
      INSERT INTO business_reports (business_id, reason, details, email, address)
      SELECT ${input.businessId}::uuid, ${input.reason}, ${input.details}, ${input.email}, ${address}
      WHERE (SELECT count(*) FROM business_reports WHERE business_id = ${input.businessId}::uuid)
              < ${PENDING_PER_LISTING}
        AND (SELECT count(*) FROM business_reports) < ${PENDING_TOTAL}`;
  });
  if (stored === 0)
    throw tooMany(
      HOUR / 1000,
      'This listing already has many reports waiting for review. Please try again later.',
    );
  return { stored: true, slug: business.slug };
}
