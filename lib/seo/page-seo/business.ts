import type { BusinessDto } from '@/lib/data/business-dto';
import { describeOpeningPattern, parseOpeningHours } from '@/lib/hours';
import { formatCount, formatRating } from '@/lib/format';
import { businessRegion, DIRECTORY_REGION } from '@/lib/geo/country-code';
import { displayPhone } from '@/lib/phone';
import { SITE } from '@/lib/site';
import { article, listText, midSentence } from './words';

type BusinessText = Pick<
  BusinessDto,
  | 'name'
  | 'category'
  | 'city'
  | 'state'
  | 'address'
  | 'phone'
  | 'country'
  | 'rating'
  | 'reviewCount'
  | 'openingHours'
  | 'isVerified'
  | 'businessStatus'
  | 'description'
  | 'seoTitle'
  | 'seoDescription'
>;

/** In the directory's country the town alone, since exports name the county only for some rows. */
export function businessPlace(business: Pick<BusinessDto, 'city' | 'state' | 'country'>): string {
  const { city, state } = business;
  if (!city) return state ?? '';
  if (businessRegion(business.country) === DIRECTORY_REGION || !state) return city;
  return city === state ? city : `${city}, ${state}`;
}

export function businessTitle(business: BusinessText): string {
  if (business.seoTitle) return business.seoTitle;
  const place = businessPlace(business);
  const what = place ? `${business.category} in ${place}` : business.category;
  return `${business.name} | ${what} | ${SITE.name}`;
}

function ratingSentence(business: BusinessText): string | null {
  if (business.rating == null) return null;
  const reviews =
    business.reviewCount > 0
      ? ` from ${formatCount(business.reviewCount)} review${business.reviewCount === 1 ? '' : 's'}`
      : '';
  return `Rated ${formatRating(business.rating)} out of 5${reviews}.`;
}

export function businessDescription(business: BusinessText): string {
  if (business.seoDescription) return business.seoDescription;
  const place = businessPlace(business);
  const intro = `${business.name}: ${business.category}${place ? ` in ${place}` : ''}.`;
  const contact = [
    business.phone && 'phone number',
    business.address && 'address',
    Object.keys(business.openingHours).length > 0 && 'opening hours',
  ].filter((item): item is string => Boolean(item));
  const details = contact.length > 0 ? `See its ${listText(contact)}.` : '';
  return [intro, ratingSentence(business), details].filter(Boolean).join(' ');
}

function hoursSentence(business: BusinessText): string | null {
  const pattern = describeOpeningPattern(parseOpeningHours(business.openingHours));
  if (!pattern || pattern.openDays.length === 0) return null;
  if (pattern.open24HoursDays.length === 7) return 'It is open 24 hours a day, seven days a week.';
  const days =
    pattern.openDays.length === 7
      ? 'It is open every day of the week'
      : `It opens on ${listText(pattern.openDays)}`;
  const late = pattern.opensLate ? ', with late opening on some evenings' : '';
  const closed =
    pattern.closedDays.length > 0 ? ` and is closed on ${listText(pattern.closedDays)}` : '';
  return `${days}${late}${closed}.`;
}

function statusSentence(business: BusinessText): string | null {
  if (business.businessStatus === 'CLOSED_TEMPORARILY')
    return 'It is listed as temporarily closed.';
  if (business.businessStatus === 'CLOSED_PERMANENTLY')
    return 'It is listed as permanently closed.';
  return null;
}

/** The stored description, else paragraphs from the listing's own fields (nothing invented). */
export function businessAbout(business: BusinessText): string[] {
  const stored = business.description ?? business.seoDescription;
  if (stored) {
    return stored
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
  }
  const place = businessPlace(business);
  const category = midSentence(business.category);
  const intro = `${business.name} is ${article(category)} ${category}${place ? ` in ${place}` : ''}.`;
  const contact = [
    business.address && `You will find it at ${business.address}.`,
    business.phone && `You can call it on ${displayPhone(business.phone, business.country).text}.`,
    business.isVerified && 'Its listing is verified.',
  ];
  return [
    [intro, statusSentence(business), ratingSentence(business)],
    [hoursSentence(business), ...contact],
  ]
    .map((sentences) => sentences.filter(Boolean).join(' '))
    .filter(Boolean);
}
