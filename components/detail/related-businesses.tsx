import { CardGrid } from '@/components/listing/card-grid';
import type { DetailView } from './detail-view';

/** Same group, same town: where a visitor goes next. Nothing when there is nothing similar. */
export function RelatedBusinesses({ related }: { related: DetailView['related'] }) {
  if (!related) return null;
  return (
    // `.related` in app/globals.css; one text node a line, not one per interpolated value.
    <section aria-labelledby="related-heading" className="related">
      <div>
        <h2 id="related-heading">{related.heading}</h2>
        <a href={related.town.href}>{related.town.label}</a>
      </div>
      <CardGrid cards={related.cards} heading="h3" />
    </section>
  );
}
