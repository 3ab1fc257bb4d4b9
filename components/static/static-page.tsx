import type { ReactNode } from 'react';

/** The frame of an information page: a title band, then readable prose. */
export function StaticPage({
  eyebrow,
  title,
  lead,
  updated,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Shown as "Last updated", for policies. */
  updated?: { iso: string; text: string };
  children: ReactNode;
}) {
  return (
    <article>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight">{title}</h1>
          <p className="mt-4 text-lg text-slate-700">{lead}</p>
          {updated ? (
            <p className="mt-4 text-sm text-slate-600">
              Last updated: <time dateTime={updated.iso}>{updated.text}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className="static-prose mx-auto max-w-3xl px-4 py-12 sm:px-6">{children}</div>
    </article>
  );
}

/** A titled section of an information page. */
export function StaticSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
