import { innerHtml, markup } from '@/components/ui/markup';
import type { BusinessDto } from '@/lib/data/business-dto';

/** The `about` attributes the business has, by section; nothing when the data lists none. */
export function Amenities({ amenities }: { amenities: BusinessDto['amenities'] }) {
  if (amenities.length === 0) return null;
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading">Amenities</h2>
      {/* `.amenities` in app/globals.css styles the parts; the rows are one static element. */}
      <dl
        className="amenities"
        dangerouslySetInnerHTML={innerHtml(
          amenities.map(
            ({ section, items }) =>
              markup`<div><dt>${section}</dt><dd><ul>${items.map((item) => markup`<li>${item}</li>`)}</ul></dd></div>`,
          ),
        )}
      />
    </section>
  );
}
