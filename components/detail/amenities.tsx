import type { BusinessDto } from '@/lib/data/business-dto';

/** The `about` attributes the business has, by section; nothing when the data lists none. */
export function Amenities({ amenities }: { amenities: BusinessDto['amenities'] }) {
  if (amenities.length === 0) return null;
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading">Amenities</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {amenities.map(({ section, items }) => (
          <div key={section}>
            <dt className="font-medium text-slate-900">{section}</dt>
            <dd>
              <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
