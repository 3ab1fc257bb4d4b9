'use client';

import { innerHtml, markup } from '@/components/ui/markup';
import { cardMarkup, type CardView, type HeadingLevel } from './card-markup';

/** The cards of one page of a list, as one static element (components/ui/markup.ts): a list
 * page hydrates one node for them, with every card in the server HTML. */
export function CardGrid({ cards, heading }: { cards: CardView[]; heading: HeadingLevel }) {
  const items = cards.map((card) => markup`<li>${cardMarkup(card, heading)}</li>`);
  return (
    <ul
      className="card-grid grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      dangerouslySetInnerHTML={innerHtml(items)}
    />
  );
}
