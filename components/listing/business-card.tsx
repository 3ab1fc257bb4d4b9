import Link from 'next/link';
import { OpenStatus } from '@/components/business/open-status';
import { telHref } from '@/components/business/tel-href';
import { VerifiedBadge } from '@/components/business/verified-badge';
import { MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { StarRating } from '@/components/ui/star-rating';
import type { BusinessDto } from '@/lib/data/business-dto';
import { formatCount } from '@/lib/format';
import { truncate } from '@/lib/seo/content/truncate';
import { businessPlace } from '@/lib/seo/page-seo/business';
import { businessPath } from '@/lib/seo/page-seo/paths';

type HeadingLevel = 'h2' | 'h3';

/**
 * Three clamped lines hold about this much; the rest of a long description (generated ones run
 * to 200+ words) would travel twice, in the HTML and in the page's payload, unseen.
 */
const SUMMARY_CHARACTERS = 220;

/** One business in a list: what a visitor compares before opening the detail page. */
export function BusinessCard({
  business,
  now,
  heading: Heading = 'h2',
}: {
  business: BusinessDto;
  now: Date;
  /** h2 directly under a page's h1; h3 inside a titled section. */
  heading?: HeadingLevel;
}) {
  const place = businessPlace(business);
  const text = business.seoDescription ?? business.description;
  const summary = text ? truncate(text, SUMMARY_CHARACTERS) : null;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {business.category}
        </p>
        <VerifiedBadge verified={business.isVerified} />
        <OpenStatus hours={business.openingHours} now={now} />
      </div>
      <Heading className="mt-2 text-lg leading-snug font-semibold">
        <Link href={businessPath(business)} className="hover:text-brand-700 hover:underline">
          {business.name}
        </Link>
      </Heading>
      <div className="mt-2 flex items-center gap-2">
        <StarRating rating={business.rating} />
        <span className="text-sm text-slate-600">
          ({formatCount(business.reviewCount)} {business.reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      </div>
      {place ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPinIcon className="h-4 w-4 shrink-0" />
          {place}
        </p>
      ) : null}
      {business.phone ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
          <PhoneIcon className="h-4 w-4 shrink-0" />
          <a
            href={telHref(business.phone)}
            className="inline-flex min-h-6 items-center hover:underline"
          >
            {business.phone}
          </a>
        </p>
      ) : null}
      {summary ? <p className="mt-3 line-clamp-3 text-sm text-slate-700">{summary}</p> : null}
      <Link
        href={businessPath(business)}
        className="mt-auto inline-flex items-center pt-4 text-sm font-semibold text-brand-700 hover:underline"
      >
        View Details<span className="sr-only"> of {business.name}</span>
      </Link>
    </article>
  );
}

/** The cards of one page of a list. */
export function BusinessGrid({
  businesses,
  now,
  heading,
}: {
  businesses: BusinessDto[];
  now: Date;
  heading?: HeadingLevel;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} now={now} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
