import 'server-only';
import type { Business } from '@/lib/generated/prisma/client';
import { BUSINESS_FIELDS, DTO_FIELDS } from '@/lib/business/fields';
import { env } from '@/lib/env';
import type { OpeningHoursText } from '@/lib/hours';
import { openStateAt } from '@/lib/hours/open-state';
import { storedOtherHours } from '@/lib/hours/other-hours';
import type { SpecialHours } from '@/lib/hours/special-hours';
import { businessTimeZone } from '@/lib/hours/time-zone';
import { aboutKind, boundAbout } from '@/lib/validation/about';
import { safePhotos } from '@/lib/validation/photo-url';

// The `about` sections a visitor checks before going: access, service, payment, facilities.
const AMENITY_KINDS = new Set(['accessibility', 'service', 'payments', 'amenities', 'parking']);
export const AMENITY_LIMITS = { itemsPerSection: 8, sections: 8, items: 40, text: 80 } as const;

/** Only what the data says, within AMENITY_LIMITS (older rows may hold far more). */
export function amenitiesOf(about: unknown): { section: string; items: string[] }[] {
  if (!about || typeof about !== 'object' || Array.isArray(about)) return [];
  const sections = [];
  let total = 0;
  for (const [section, value] of Object.entries(boundAbout(about))) {
    if (sections.length >= AMENITY_LIMITS.sections || total >= AMENITY_LIMITS.items) break;
    if (!AMENITY_KINDS.has(aboutKind(section)) || !value || typeof value !== 'object') continue;
    if (section.trim().length === 0 || section.length > AMENITY_LIMITS.text) continue;
    const items = Object.entries(value)
      .filter(
        ([item, has]) =>
          has === true && item.trim().length > 0 && item.length <= AMENITY_LIMITS.text,
      )
      .map(([item]) => item.trim())
      .slice(0, Math.min(AMENITY_LIMITS.itemsPerSection, AMENITY_LIMITS.items - total));
    total += items.length;
    if (items.length > 0) sections.push({ section: section.trim(), items });
  }
  return sections;
}

type DtoKey = (typeof DTO_FIELDS)[number];
type StoredKey = (typeof BUSINESS_FIELDS)[number]['key'];

export type DtoSource = Pick<
  Business,
  StoredKey | 'id' | 'serviceArea' | 'createdAt' | 'updatedAt' | 'checkedAt' | 'statusChangedAt'
>;

export function toBusinessDto(
  business: DtoSource,
  now = new Date(),
  specialHours: SpecialHours[] = [],
) {
  const openingHours = (business.openingHours ?? {}) as OpeningHoursText;
  // Rows stored before zones were imported get theirs from coordinates or country.
  const timeZone = businessTimeZone(business);
  const stored = Object.fromEntries(DTO_FIELDS.map((key) => [key, business[key]])) as Pick<
    Business,
    DtoKey
  >;
  return {
    id: business.id,
    ...stored,
    photos: safePhotos(business.photos),
    openingHours,
    // The badge's precedence: a closure, special hours, a bank holiday make no "open" claim.
    isOpen:
      openStateAt({ ...business, openingHours, timeZone, specialHours }, now)?.kind === 'open',
    timeZone,
    otherHours: storedOtherHours(business.otherHours),
    specialHours,
    amenities: amenitiesOf(business.about),
    canonicalUrl: business.canonicalUrl ?? `${env.SITE_URL}/details/${business.slug}`,
    /** The town came from the coordinates: the business has no address (serves an area). */
    serviceArea: business.serviceArea,
    createdAt: business.createdAt.toISOString(),
    updatedAt: business.updatedAt.toISOString(),
    checkedAt: business.checkedAt.toISOString(),
    statusChangedAt: business.statusChangedAt.toISOString(),
    reviewsPerScore: business.reviewsPerScore.length === 5 ? business.reviewsPerScore : null,
  };
}

export type BusinessDto = ReturnType<typeof toBusinessDto>;
