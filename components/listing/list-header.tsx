import { Breadcrumbs } from './breadcrumbs';
import type { Crumb } from '@/lib/seo/structured-data';

/** Breadcrumbs, the page's one h1 and a line under it (usually the count). */
export function ListHeader({
  crumbs,
  title,
  subtitle,
}: {
  crumbs?: Crumb[];
  title: string;
  subtitle?: React.ReactNode;
}) {
  return (
    <header className="mb-5 sm:mb-8">
      {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 text-slate-600">{subtitle}</p> : null}
    </header>
  );
}
