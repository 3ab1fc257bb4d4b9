import { expect, test } from '@playwright/test';
import { hugeAboutCell } from '@/tests/support/huge-about';
import { insertBusiness, sql, unique } from './pages-support';

// Rows stored before the photo and amenity rules (written straight to the database): the
// page and the API object stay small, and no refused photo reaches the HTML, og:image or the
// preload hint.

const BAD_PHOTOS = ['/\\evil.example/pixel.png', '/api/admin/export'];

test('a stored 2.8 MB about cell and bad photos: page under 512 KB, API object under 128 KB', async ({
  page,
  request,
}) => {
  const placeId = unique('ChIJlimits');
  const business = await insertBusiness({
    name: `Limits Cafe ${placeId.slice(-6)}`,
    category: 'Cafe',
    city: 'Leeds',
    country: 'United Kingdom',
    placeId,
  });
  await sql('UPDATE businesses SET about = $1::jsonb, photos = $2 WHERE id = $3', [
    hugeAboutCell(),
    BAD_PHOTOS,
    business.id,
  ]);

  const response = await request.get(`/details/${business.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(Buffer.byteLength(html)).toBeLessThan(512 * 1024);
  expect(html).toContain('Amenity feature number 0 of section 0');
  expect(html).not.toContain('evil.example');
  expect(html).not.toContain('/api/admin/export');
  // With no photo left: the group's stock picture, and the site's own og:image.
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/opengraph-image\.png"/);

  const api = await request.get(`/api/businesses/${business.id}`);
  expect(api.status()).toBe(200);
  const body = await api.text();
  expect(Buffer.byteLength(body)).toBeLessThan(128 * 1024);
  expect(JSON.parse(body).photos).toEqual([]);

  // The browser requests nothing off-site or from the API for the page.
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await page.goto(`/details/${business.slug}`);
  expect(requested.filter((url) => /evil\.example|\/api\/admin/.test(url))).toEqual([]);
});
