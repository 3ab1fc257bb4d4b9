/** An eyebrow line over a section title, with an optional action on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight">
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
