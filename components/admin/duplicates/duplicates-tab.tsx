import { z } from 'zod';
import { formatCount } from '@/lib/format';
import { listDuplicatePairs } from '@/lib/quality/duplicates';
import { Pagination } from '../businesses/pagination';
import { DuplicatePairCard } from './duplicate-pair-card';
import { REASON_LABELS, pairRows } from './pair-rows';

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

type Props = { basePath: string; searchParams: Record<string, string | string[] | undefined> };

/** The merge queue: open duplicate pairs, strongest first, each compared side by side. */
export async function DuplicatesTab({ basePath, searchParams }: Props) {
  const { total, page, pageCount, pairs } = await listDuplicatePairs(
    pageSchema.parse(searchParams.page),
  );
  const href = (n: number) => `${basePath}?tab=duplicates${n > 1 ? `&page=${n}` : ''}`;
  return (
    <section aria-labelledby="duplicates-heading" className="space-y-4">
      <div>
        <h2 id="duplicates-heading" className="text-xl font-semibold text-slate-900">
          Possible duplicates
        </h2>
        <p className="text-sm text-slate-600">
          {total === 0
            ? 'No open pairs: imports look for them after every file.'
            : `${formatCount(total)} open ${total === 1 ? 'pair' : 'pairs'}. Nothing is merged unless you merge it.`}
        </p>
      </div>
      {pairs.map((pair) => (
        <DuplicatePairCard
          key={`${pair.a.id}-${pair.b.id}`}
          a={{ id: pair.a.id, slug: pair.a.slug, name: pair.a.name }}
          b={{ id: pair.b.id, slug: pair.b.slug, name: pair.b.name }}
          score={pair.score}
          reasons={pair.reasons.map((reason) => REASON_LABELS[reason] ?? reason)}
          rows={pairRows(pair)}
        />
      ))}
      <Pagination page={page} totalPages={pageCount} href={href} />
    </section>
  );
}
