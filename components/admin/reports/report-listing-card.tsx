'use client';

import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { ReportsPage } from '@/lib/reports/admin';
import { REPORT_REASONS, type ReportReason } from '@/lib/reports/fields';
import { CONFLICT_REASON, CORRECTED_FIELD } from '@/lib/reports/schema';
import { openingHoursToText } from '@/lib/validation/business-edit';
import { formatCheckedDate } from '@/lib/freshness/changes';
import { detailPath } from '@/lib/urls/paths';
import { useAdminAction } from '../use-admin-action';

type Listing = ReportsPage['listings'][number];
type Report = Listing['reports'][number];

const STATUS_LABELS: Record<string, string> = {
  OPERATIONAL: 'Open',
  CLOSED_TEMPORARILY: 'Temporarily closed',
  CLOSED_PERMANENTLY: 'Permanently closed',
};

const reasonLabel = (reason: string) =>
  reason === CONFLICT_REASON
    ? 'Import says it is open again (you closed it)'
    : (REPORT_REASONS[reason as ReportReason] ?? reason);

const ACCEPT_LABELS: Record<string, string> = {
  closed_permanently: 'Accept: mark permanently closed',
  closed_temporarily: 'Accept: mark temporarily closed',
  [CONFLICT_REASON]: 'Accept: reopen',
};

function ReportItem({ report, listing }: { report: Report; listing: Listing }) {
  const { pending, send } = useAdminAction();
  const inputId = useId();
  const field = CORRECTED_FIELD[report.reason as ReportReason];
  const current =
    field === 'openingHours'
      ? openingHoursToText(listing.business.openingHours)
      : field
        ? (listing.business[field] ?? '')
        : '';
  const [value, setValue] = useState(current);
  const implied = ACCEPT_LABELS[report.reason];
  const body = { reportId: report.id };
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-medium text-slate-900">
        {reasonLabel(report.reason)}{' '}
        <span className="text-sm font-normal text-slate-600">
          · {formatCheckedDate(new Date(report.createdAt))}
          {report.kind === 'conflict' ? ' · import conflict' : ''}
        </span>
      </p>
      {/* Plain text only: React escapes it, and nothing turns it into a link. */}
      {report.details ? (
        <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-800">
          {report.details}
        </p>
      ) : null}
      {report.email ? (
        <p className="mt-1 text-sm text-slate-600">Reply to: {report.email}</p>
      ) : null}
      {field ? (
        <div className="mt-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            Corrected {field === 'openingHours' ? 'opening hours' : field}
          </label>
          {field === 'openingHours' ? (
            <textarea
              id={inputId}
              rows={7}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          ) : (
            <input
              id={inputId}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            />
          )}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {implied || field ? (
          <button
            type="button"
            disabled={pending}
            className={buttonClasses()}
            onClick={() =>
              send(
                '/api/admin/reports/accept',
                field ? { ...body, changes: { [field]: value } } : body,
                'Report accepted',
              )
            }
          >
            {implied ?? `Accept: save ${field === 'openingHours' ? 'hours' : field}`}
          </button>
        ) : null}
        <button
          type="button"
          disabled={pending}
          className={buttonClasses({ variant: 'secondary' })}
          onClick={() => send('/api/admin/reports/dismiss', body, 'Report dismissed')}
        >
          Dismiss
        </button>
        {report.fromAddress ? (
          <button
            type="button"
            disabled={pending}
            className={buttonClasses({ variant: 'secondary' })}
            onClick={() =>
              send(
                '/api/admin/reports/dismiss-address',
                body,
                'Reports from this address dismissed',
              )
            }
          >
            Dismiss all from this address
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** One listing: its current values and recent changes beside the reports waiting on it. */
export function ReportListingCard({ listing }: { listing: Listing }) {
  const { business, history, reports } = listing;
  const values: [string, string][] = [
    [
      'Status',
      `${STATUS_LABELS[business.businessStatus]} (since ${formatCheckedDate(new Date(business.statusChangedAt))})`,
    ],
    ['Address', business.address ?? '—'],
    ['Phone', business.phone ?? '—'],
    ['Website', business.website ?? '—'],
    ['Hours', openingHoursToText(business.openingHours).replace(/\n/g, '; ') || '—'],
  ];
  return (
    <article
      aria-label={`Reports on ${business.name}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-slate-900">
        {business.name}{' '}
        <a
          href={detailPath(business.slug)}
          className="text-sm font-normal text-brand-700 underline"
        >
          {detailPath(business.slug)}
        </a>
      </h3>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div>
          <table className="w-full text-left text-sm">
            <caption className="text-left text-sm font-semibold text-slate-700">
              Current values
            </caption>
            <tbody>
              {values.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row" className="w-24 py-1 pr-3 font-medium text-slate-600">
                    {label}
                  </th>
                  <td className="py-1 break-words text-slate-900">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4 className="mt-3 text-sm font-semibold text-slate-700">Recent changes</h4>
          {history.length === 0 ? (
            <p className="text-sm text-slate-600">None since it was imported.</p>
          ) : (
            <ul className="text-sm text-slate-700">
              {history.map((entry) => (
                <li key={entry.id}>
                  {formatCheckedDate(new Date(entry.changedAt))} · {entry.source}:{' '}
                  {Object.keys(entry.changes).join(', ')}
                </li>
              ))}
            </ul>
          )}
        </div>
        <ul className="space-y-3" aria-label="Pending reports">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} listing={listing} />
          ))}
        </ul>
      </div>
    </article>
  );
}
