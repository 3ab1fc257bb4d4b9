import { buttonClasses } from '@/components/ui/button';

/** A list with nothing to show, or a failed load: a heading, a sentence and one way on. */
export function EmptyState({
  title,
  text,
  action,
  suggestion,
  role,
}: {
  title: string;
  text: string;
  action?: { href: string; label: string };
  /** A search that would find something; a plain anchor, as pagination.tsx explains. */
  suggestion?: { href: string; label: string };
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center"
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      {suggestion ? (
        <p className="mt-4 text-slate-800">
          Did you mean{' '}
          <a href={suggestion.href} className="font-semibold text-brand-700 underline">
            {suggestion.label}
          </a>
          ?
        </p>
      ) : null}
      {action ? (
        <a href={action.href} className={`mt-6 ${buttonClasses()}`}>
          {action.label}
        </a>
      ) : null}
    </div>
  );
}
