import { expect, type APIRequestContext } from '@playwright/test';

/** Reads a page's head the way a crawler does: one plain HTTP request, no JavaScript. */
export async function fetchHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `${path} status`).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

function decodeEntities(text: string) {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function titleOf(html: string) {
  return decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
}

/** The content of `<meta name=…>` or `<meta property=…>`, or null. */
export function metaContent(html: string, key: string) {
  const attribute = key.startsWith('og:') ? 'property' : 'name';
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return match ? decodeEntities(match[1]!) : null;
}

export function canonicalOf(html: string) {
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;
}

/** Every JSON-LD block, parsed (a block that is not valid JSON fails the test here). */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]!));
}

/**
 * The SEO head every public page must carry in its first response: a title, a description,
 * an absolute canonical URL under SITE_URL, Open Graph and a Twitter card.
 */
export async function expectSeoHead(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  expected: { title: string | RegExp; type?: string },
) {
  const html = await fetchHtml(request, path);
  // Next writes the home canonical without its trailing slash.
  const canonical = path === '/' ? baseURL : `${baseURL}${path}`;
  const title = titleOf(html);
  expect(title).toMatch(expected.title);
  const description = metaContent(html, 'description');
  expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
  expect(canonicalOf(html)).toBe(canonical);
  expect(metaContent(html, 'og:title')).toBe(title);
  expect(metaContent(html, 'og:description')).toBe(description);
  expect(metaContent(html, 'og:url')).toBe(canonical);
  expect(metaContent(html, 'og:type')).toBe(expected.type ?? 'website');
  expect(metaContent(html, 'og:site_name')).toBe('UK Business Directory');
  expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\//);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(html).toMatch(/<html lang="en-GB"/);
  // A pending Suspense boundary means content hidden behind a fallback until a script runs.
  expect(html, `${path} streams content behind a fallback`).not.toContain('<!--$?-->');
  return { html, title, description };
}
