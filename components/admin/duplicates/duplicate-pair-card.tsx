'use client';

import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { detailPath } from '@/lib/urls/paths';
import { useAdminAction } from '../use-admin-action';
import type { PairRow } from './pair-rows';

type Side = { id: string; slug: string; name: string };
type Props = { a: Side; b: Side; score: number; reasons: string[]; rows: PairRow[] };

/** One pair: both businesses field by field (differences marked), the survivor to keep, and the two actions. */
export function DuplicatePairCard({ a, b, score, reasons, rows }: Props) {
  const name = useId();
  const [survivor, setSurvivor] = useState(a.id);
  const { pending, send: run } = useAdminAction();
  const pair = { businessA: a.id, businessB: b.id };

  const send = (action: 'merge' | 'dismiss', body: object, title: string) =>
    run(`/api/admin/duplicates/${action}`, body, title);

  const keep = survivor === a.id ? a : b;
  return (
    <article
      aria-label={`${a.name} and ${b.name}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="mb-2 text-sm text-slate-600">
        Score {score.toFixed(2)} · {reasons.join(' · ')}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="w-36 py-1 pr-3 text-slate-500">
                Field
              </th>
              {[a, b].map((side) => (
                <th key={side.id} scope="col" className="py-1 pr-3">
                  <label className="flex items-center gap-2 font-semibold text-slate-900">
                    <input
                      type="radio"
                      name={name}
                      value={side.id}
                      checked={survivor === side.id}
                      onChange={() => setSurvivor(side.id)}
                    />
                    Keep {side.name}
                  </label>
                  <a href={detailPath(side.slug)} className="text-xs text-brand-700 underline">
                    {detailPath(side.slug)}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.label}
                className={row.differs ? 'bg-amber-50' : undefined}
                data-differs={row.differs || undefined}
              >
                <th scope="row" className="py-1 pr-3 font-medium text-slate-600">
                  {row.label}
                  {row.differs && <span className="sr-only"> (differs)</span>}
                </th>
                <td className="py-1 pr-3 break-all text-slate-900">{row.a || '—'}</td>
                <td className="py-1 pr-3 break-all text-slate-900">{row.b || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => send('merge', { ...pair, survivorId: survivor }, 'Merged')}
          className={buttonClasses()}
        >
          Merge into {keep.name}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={() => send('dismiss', pair, 'Dismissed')}
          className={buttonClasses({ variant: 'secondary' })}
        >
          Not a duplicate
        </button>
      </div>
    </article>
  );
}
