import 'server-only';
import { toErrorResponse } from './errors';
import { invalidParam } from '@/lib/errors';

const DYNAMIC_SEGMENTS: { pattern: RegExp; name: string }[] = [
  { pattern: /^\/api\/city\/([^/]+)\/?$/, name: 'cityName' },
  { pattern: /^\/api\/category\/([^/]+)\/?$/, name: 'categoryName' },
  { pattern: /^\/api\/businesses\/slug\/([^/]+)\/?$/, name: 'slug' },
  { pattern: /^\/api\/businesses\/([^/]+)\/?$/, name: 'id' },
];

export function decodes(segment: string) {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Next fails such a path with a plain-text 500 before any handler (vercel/next.js#92527). */
export function malformedApiPath(pathname: string): Response | null {
  if (decodes(pathname)) return null;
  const bad = DYNAMIC_SEGMENTS.find(({ pattern }) => {
    const match = pattern.exec(pathname);
    return match !== null && !decodes(match[1]!);
  });
  return toErrorResponse(invalidParam(bad?.name ?? 'path', 'is not valid URL-encoded UTF-8'));
}
