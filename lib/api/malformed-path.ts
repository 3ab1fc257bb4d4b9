import 'server-only';
import { invalidParam, toErrorResponse } from './errors';

/** The API's dynamic segments, by position, so a bad one can be named in the error. */
const DYNAMIC_SEGMENTS: { pattern: RegExp; name: string }[] = [
  { pattern: /^\/api\/city\/([^/]+)\/?$/, name: 'cityName' },
  { pattern: /^\/api\/category\/([^/]+)\/?$/, name: 'categoryName' },
  { pattern: /^\/api\/businesses\/slug\/([^/]+)\/?$/, name: 'slug' },
  { pattern: /^\/api\/businesses\/([^/]+)\/?$/, name: 'id' },
];

/** Whether a path or segment is URL-encoded UTF-8 that decodeURIComponent accepts. */
export function decodes(segment: string) {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * The 400 for an API path with a segment that is not URL-encoded UTF-8 (`/api/city/%E0%A4%A`),
 * or null when the path is fine. Next 16.4 fails such a path with a plain-text 500 before any
 * route handler runs (vercel/next.js#92527), so the proxy answers it first.
 */
export function malformedApiPath(pathname: string): Response | null {
  if (decodes(pathname)) return null;
  const bad = DYNAMIC_SEGMENTS.find(({ pattern }) => {
    const match = pattern.exec(pathname);
    return match !== null && !decodes(match[1]!);
  });
  return toErrorResponse(invalidParam(bad?.name ?? 'path', 'is not valid URL-encoded UTF-8'));
}
