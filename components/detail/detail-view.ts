import 'server-only';
import { categoryPicture } from '@/components/business/business-image';
import { openStatusBadge } from '@/components/business/open-status';
import { cardView } from '@/components/listing/business-card';
import type { Badge, CardView } from '@/components/listing/card-markup';
import { categorySlugFor, getCategoryGroup } from '@/lib/categories';
import type { BusinessDto } from '@/lib/data/business-dto';
import type { Chain } from '@/lib/data/chains';
import { env } from '@/lib/env';
import { formatCount } from '@/lib/format';
import { formatCheckedDate, type ChangeNote } from '@/lib/freshness/changes';
import { formatMiles } from '@/lib/geo/distance';
import { DAYS, dayInTimeZone, displayDayHours, type Day, type OpeningHoursText } from '@/lib/hours';
import { divisionOf, upcomingBankHoliday } from '@/lib/hours/bank-holidays';
import { localDate } from '@/lib/hours/open-now';
import { describeSpecialHours, shortDay, upcomingSpecialHours } from '@/lib/hours/special-hours';
import { UK_TIME_ZONE } from '@/lib/hours/time-zone';
import { displayPhone } from '@/lib/phone';
import { businessAbout, businessPlace } from '@/lib/seo/page-seo/business';
import type { Crumb } from '@/lib/seo/structured-data';
import { categoryPath, cityPath, detailPath } from '@/lib/urls/paths';
import { mapPins } from './business-map';
import type { MapPin } from './lazy-map';

export type DayRow = { day: Day; text: string };

export type HoursView = {
  today: Day;
  days: DayRow[];
  special: { key: string; text: string }[];
  bankHoliday: string | null;
  /** The zone's name, when it is not the UK's. */
  timeZone: string | null;
};

export type ChainView = {
  heading: string;
  branches: { href: string; name: string; city: string | null; distance: string | null }[];
};

/** What the two columns show (DetailPanels). */
export type DetailPanelsView = {
  /** False for a business closed for good: no way to call, book or visit it is offered. */
  reachable: boolean;
  name: string;
  address: string | null;
  phone: { href: string; text: string } | null;
  email: string | null;
  priceRange: string | null;
  bookingLink: string | null;
  hours: HoursView | null;
  adScriptUrl: string | undefined;
  checked: { at: string; text: string };
  changeNotes: ChangeNote[];
  report: { businessId: string; renderedAt: number };
  chain: ChainView | null;
  mapPins: MapPin[];
  otherHours: { label: string; rows: DayRow[] }[];
  about: string[];
  rating: { value: number; reviewCount: number; perScore: number[] } | null;
  amenities: BusinessDto['amenities'];
};

type Picture = { src: string; alt: string };

/** What the detail page shows, worked out on the server: the page's payload carries these fields
 * rather than the page's elements, which BusinessDetail renders on the client (issue 47). */
export type DetailView = DetailPanelsView & {
  crumbs: Crumb[];
  hero: {
    photo: Picture | null;
    picture: Picture;
    category: { href: string; label: string };
    verified: boolean;
    status: Badge | null;
    rating: number | null;
    reviews: string;
    place: string | null;
    closed: { permanent: boolean; at: string; text: string } | null;
  };
  actions: { call: string | null; directions: string | null; website: string | null };
  related: { heading: string; town: { href: string; label: string }; cards: CardView[] } | null;
};

function dayRows(hours: OpeningHoursText): DayRow[] {
  return DAYS.flatMap((day) => {
    const text = displayDayHours(hours[day]);
    return text === null ? [] : [{ day, text }];
  });
}

// The week as the data gives it, today in the business's zone, then the special hours of the
// next 14 days. May lag midnight by 5 minutes (the page's cache).
function hoursView(business: BusinessDto, now: Date): HoursView | null {
  const timeZone = business.timeZone ?? undefined;
  const days = dayRows(business.openingHours);
  const special = upcomingSpecialHours(business.specialHours, localDate(now, timeZone));
  if (days.length === 0 && special.length === 0) return null;
  const holiday = upcomingBankHoliday(divisionOf(business), now);
  return {
    today: dayInTimeZone(now, timeZone),
    days,
    special: special.map((entry) => ({ key: entry.firstDate, text: describeSpecialHours(entry) })),
    bankHoliday: holiday && `${shortDay(holiday.date)}, ${holiday.title}: hours may differ`,
    timeZone: timeZone && timeZone !== UK_TIME_ZONE ? timeZone : null,
  };
}

function chainView(chain: Chain | null): ChainView | null {
  if (!chain) return null;
  return {
    heading: `Part of ${chain.brand} · ${formatCount(chain.locations)} locations`,
    branches: chain.branches.map((branch) => ({
      href: detailPath(branch.slug),
      name: branch.name,
      city: branch.city,
      distance: branch.metres === null ? null : formatMiles(branch.metres / 1000),
    })),
  };
}

/** Directions in the visitor's own maps app: to the coordinates when known, else the address. */
function directionsHref(business: BusinessDto): string | null {
  const destination =
    business.latitude != null && business.longitude != null
      ? `${business.latitude},${business.longitude}`
      : business.address;
  return destination
    ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
    : null;
}

function relatedView(business: BusinessDto, related: BusinessDto[], now: Date) {
  if (!business.city || related.length === 0) return null;
  const group = getCategoryGroup(business.categoryGroup)?.name ?? 'businesses';
  return {
    heading: `More ${group} in ${business.city}`,
    town: { href: cityPath(business.city), label: `All businesses in ${business.city}` },
    cards: related.map((other) => cardView(other, now)),
  };
}

type DetailContext = {
  now: Date;
  changeNotes: ChangeNote[];
  chain: Chain | null;
  related: BusinessDto[];
};

export function detailView(business: BusinessDto, context: DetailContext): DetailView {
  const { now, related } = context;
  const panels = detailPanelsView(business, context);
  const { photos, reviewCount, businessStatus, statusChangedAt } = business;
  const category = {
    name: business.category,
    path: categoryPath(categorySlugFor(business.category)),
  };
  return {
    ...panels,
    // The visible trail, and the BreadcrumbList JSON-LD's.
    crumbs: [
      { name: 'Home', path: '/' },
      category,
      { name: business.name, path: business.canonicalUrl },
    ],
    hero: {
      photo: photos[0] ? { src: photos[0], alt: business.name } : null,
      picture: categoryPicture(business),
      category: { href: category.path, label: category.name },
      verified: business.isVerified,
      status: openStatusBadge(business, now),
      rating: business.rating,
      reviews: `${formatCount(reviewCount)} ${reviewCount === 1 ? 'review' : 'reviews'}`,
      place: businessPlace(business),
      closed:
        businessStatus === 'OPERATIONAL'
          ? null
          : {
              permanent: businessStatus === 'CLOSED_PERMANENTLY',
              at: statusChangedAt,
              text: formatCheckedDate(new Date(statusChangedAt)),
            },
    },
    actions: {
      call: panels.phone?.href ?? null,
      directions: directionsHref(business),
      website: business.website,
    },
    related: relatedView(business, related, now),
  };
}

function detailPanelsView(
  business: BusinessDto,
  { now, changeNotes, chain }: DetailContext,
): DetailPanelsView {
  const { rating, reviewsPerScore } = business;
  const phone = business.phone ? displayPhone(business.phone, business.country) : null;
  return {
    reachable: business.businessStatus !== 'CLOSED_PERMANENTLY',
    name: business.name,
    address: business.address,
    phone: phone && { href: phone.href, text: phone.text },
    email: business.email,
    priceRange: business.priceRange,
    bookingLink: business.bookingLink,
    hours: hoursView(business, now),
    adScriptUrl: env.AD_SCRIPT_URL,
    checked: { at: business.checkedAt, text: formatCheckedDate(new Date(business.checkedAt)) },
    changeNotes,
    report: { businessId: business.id, renderedAt: now.getTime() },
    chain: chainView(chain),
    mapPins: mapPins([business], false),
    otherHours: business.otherHours.map(({ label, hours }) => ({ label, rows: dayRows(hours) })),
    about: businessAbout(business),
    rating:
      reviewsPerScore && rating != null
        ? { value: rating, reviewCount: business.reviewCount, perScore: reviewsPerScore }
        : null,
    amenities: business.amenities,
  };
}
