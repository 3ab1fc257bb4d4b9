import type { BusinessDto } from '@/lib/data/business-dto';

/** The `about` attributes the business has, by section; nothing when the data lists none. */
export function Amenities({ amenities }: { amenities: BusinessDto['amenities'] }) {
  if (amenities.length === 0) return null;
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading">Amenities</h2>
      {/* `.amenities` in app/globals.css styles the parts, written once for every section. */}
      <dl className="amenities">
        {amenities.map(({ section, items }) => (
          <div key={section}>
            <dt>{section}</dt>
            <dd>
              <ul>
                {items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
