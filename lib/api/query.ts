import 'server-only';
import { z } from 'zod';
import { limitParam, listWindowQuery } from '@/lib/urls/pagination';
import { CONTROL_CHARACTERS } from '@/lib/slug';
import { invalidParam } from '@/lib/errors';

export const API_LIMITS = {
  defaultLimit: 20,
  defaultListLimit: 50,
  defaultPopularCities: 12,
  maxPathSegmentLength: 300,
} as const;

export const boundedListQuery = listWindowQuery(API_LIMITS.defaultListLimit);

export const sizeQuery = (fallback: number) => z.object({ limit: limitParam(fallback) });

export function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  request: Request,
): z.output<Schema> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

// A lone percent sign ("100%") is a literal character.
const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

/** Other runtimes may pass a raw segment, so escapes are decoded here; a malformed one is a 400. */
export function pathParam(name: string, value: string): string {
  let decoded = value;
  if (PERCENT_ESCAPE.test(value)) {
    try {
      decoded = decodeURIComponent(value);
    } catch {
      throw invalidParam(name, 'is not valid URL-encoded UTF-8');
    }
  }
  if (decoded.includes('\uFFFD')) throw invalidParam(name, 'is not valid UTF-8');
  if (CONTROL_CHARACTERS.test(decoded))
    throw invalidParam(name, 'must not contain control characters');
  decoded = decoded.trim();
  if (!decoded) throw invalidParam(name, 'is required');
  if (decoded.length > API_LIMITS.maxPathSegmentLength) {
    throw invalidParam(name, `must be at most ${API_LIMITS.maxPathSegmentLength} characters`);
  }
  return decoded;
}
