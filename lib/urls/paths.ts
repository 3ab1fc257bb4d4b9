import { slugify } from '@/lib/slug';
import { businessSlug } from '@/lib/validation/business';

// Every link and canonical URL is built here.

type BusinessRef = { id: string; name: string; slug?: string | null; placeId?: string | null };

const segment = (value: string) => encodeURIComponent(value);

/** The spec's detail URL: the stored slug, else `{hyphenated name}-{first 7 of placeId or id}`. */
export function businessPath(business: BusinessRef): string {
  return detailPath(business.slug || businessSlug(business.name, business.placeId || business.id));
}

export function detailPath(slug: string): string {
  return `/details/${segment(slug)}`;
}

export function categoryPath(categorySlug: string): string {
  return `/category/${segment(categorySlug)}`;
}

export function cityPath(cityNameOrSlug: string): string {
  return `/city/${segment(slugify(cityNameOrSlug))}`;
}

/** A postcode district's hub within a town: `/city/london/n1`. */
export function districtPath(citySlug: string, district: string): string {
  return `${cityPath(citySlug)}/${segment(district.toLowerCase())}`;
}

export function landingPath(categorySlug: string, citySlug: string): string {
  return `${categoryPath(categorySlug)}/${segment(citySlug)}`;
}

// Page 1 is the bare path so it has one URL only.
export function withPage(path: string, page: number): string {
  if (page <= 1) return path;
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

export function decodeSegment(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
