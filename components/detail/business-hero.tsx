import { FallbackImage } from '@/components/business/fallback-image';
import { BadgeLabel, VerifiedBadge } from '@/components/business/verified-badge';
import { StarRating } from '@/components/ui/star-rating';
import { ActionBar } from './action-bar';
import type { DetailView } from './detail-view';

/** Photo (or stock picture), category, name, rating and place: the top of the detail page. */
export function BusinessHero({ view }: { view: DetailView }) {
  const { hero } = view;
  return (
    // `.hero` in app/globals.css styles its parts (issue 47: short names, written twice a render).
    <header className="hero">
      <div className="hero-photo">
        <FallbackImage
          photo={hero.photo}
          fallback={hero.picture}
          width={1200}
          height={600}
          preload
        />
      </div>
      <div className="hero-tags">
        <a href={hero.category.href} className="category-badge">
          {hero.category.label}
        </a>
        <VerifiedBadge verified={hero.verified} />
        <BadgeLabel badge={hero.status} />
      </div>
      <h1>{view.name}</h1>
      <div className="hero-facts">
        <span>
          <StarRating rating={hero.rating} />
          <span>{hero.reviews}</span>
        </span>
        {hero.place ? <span className="with-icon icon-pin">{hero.place}</span> : null}
      </div>
      <ClosedBanner closed={hero.closed} />
      {view.reachable ? <ActionBar name={view.name} actions={view.actions} /> : null}
    </header>
  );
}

/** A closure stated as a fact with the day it was recorded; nothing for an operating business. */
function ClosedBanner({ closed }: { closed: DetailView['hero']['closed'] }) {
  if (!closed) return null;
  return (
    <p
      role="note"
      data-testid="closed-banner"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <strong className="font-semibold">
        {closed.permanent ? 'Permanently closed' : 'Temporarily closed'}
      </strong>{' '}
      <span className="text-sm">
        (recorded <time dateTime={closed.at}>{closed.text}</time>)
        {closed.permanent ? '. This listing is kept for reference.' : '.'}
      </span>
    </p>
  );
}
