// What a client without JavaScript (a crawler, a link preview) gets in the first response.
import { expect, test } from '@playwright/test';
import { canonical, insertBusiness, jsonLd, meta, sql, title, unique } from './pages-support';

const HTML_LIMITED_BOT = 'Twitterbot/1.0';

function inHead(html: string, fragment: string) {
  const at = html.indexOf(fragment);
  return at >= 0 && at < html.indexOf('</head>');
}

test.describe('detail page HTML', () => {
  test('holds the content, title, canonical, Open Graph, contact tags and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const placeId = unique('ChIJhtml');
    const business = await insertBusiness({
      name: `Aire Valley Plumbing ${placeId.slice(-6)}`,
      category: 'Plumber',
      address: '3 Boar Lane, Leeds LS1 5DA, United Kingdom',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'United Kingdom',
      zipCode: 'LS1 5DA',
      phone: '0113 496 0555',
      rating: 4.8,
      reviewCount: 0,
      photos: ['https://images.example.com/aire-valley.jpg'],
      openingHours: { Monday: '8AM-6PM', Tuesday: '8AM-6PM', Sunday: 'Closed' },
      isVerified: true,
      placeId,
      latitude: 53.795,
      longitude: -1.545,
    });
    const url = `${baseURL}/details/${business.slug}`;
    const response = await request.get(`/details/${business.slug}`, {
      headers: { 'User-Agent': HTML_LIMITED_BOT },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();

    const expectedTitle = `${business.name} | Plumber in Leeds | UK Business Directory`;
    expect(title(html)).toBe(expectedTitle);
    expect(inHead(html, '<title>')).toBe(true);
    expect(canonical(html)).toBe(url);
    expect(meta(html, 'description')).toContain('Rated 4.8 out of 5');
    expect(meta(html, 'og:title')).toBe(expectedTitle);
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe('https://images.example.com/aire-valley.jpg');
    expect(meta(html, 'og:site_name')).toBe('UK Business Directory');
    expect(meta(html, 'business:contact_data:phone_number')).toBe('+441134960555');
    expect(meta(html, 'business:contact_data:street_address')).toBe('3 Boar Lane');
    expect(meta(html, 'business:contact_data:locality')).toBe('Leeds');
    expect(meta(html, 'business:contact_data:postal_code')).toBe('LS1 5DA');
    expect(meta(html, 'business:contact_data:country_name')).toBe('United Kingdom');

    for (const text of [
      business.name,
      'Call Now',
      'tel:+441134960555',
      'Opening Hours',
      'Why Choose Us',
    ]) {
      expect(html.includes(text), text).toBe(true);
    }

    const data = jsonLd(html);
    const local = data.find((d) => d['@type'] === 'HomeAndConstructionBusiness')!;
    expect(local).toMatchObject({
      name: business.name,
      url,
      telephone: '+441134960555',
      image: ['https://images.example.com/aire-valley.jpg'],
      address: { '@type': 'PostalAddress', streetAddress: '3 Boar Lane', postalCode: 'LS1 5DA' },
      geo: { '@type': 'GeoCoordinates', latitude: 53.795, longitude: -1.545 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 1 },
    });
    expect(local.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/sample|Review"/i);
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('says nothing the data does not hold', async ({ request }) => {
    const placeId = unique('ChIJthin');
    const business = await insertBusiness({
      name: `Quiet Tutor ${placeId.slice(-6)}`,
      category: 'Tutoring service',
      placeId,
    });
    const html = await (await request.get(`/details/${business.slug}`)).text();
    const local = jsonLd(html).find((d) => d['@type'] === 'LocalBusiness')!;
    expect(Object.keys(local).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });

  test('the inline payload carries the columns as fields, not as elements', async ({ request }) => {
    const placeId = unique('ChIJcols');
    const business = await insertBusiness({
      name: `Column Bakery ${placeId.slice(-6)}`,
      category: 'Bakery',
      city: 'Leeds',
      phone: '0113 496 0123',
      openingHours: { Monday: '8AM-6PM' },
      placeId,
    });
    const html = await (await request.get(`/details/${business.slug}`)).text();
    const payload = [...html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)]
      .map(([, script]) => script)
      .join('');
    for (const id of ['contact-heading', 'hours-heading', 'phone-heading', 'about-heading']) {
      expect(html, id).toContain(`id="${id}"`);
      expect(payload, id).not.toContain(id);
    }
    expect(payload).toContain(business.name);
  });

  test('a business named </script><script>alert(1)</script> cannot break out', async ({
    request,
    page,
  }) => {
    const evil = '</script><script>alert(1)</script>';
    const placeId = unique('ChIJxss');
    const business = await insertBusiness({ name: evil, category: 'Cafe', city: 'Leeds', placeId });

    const html = await (await request.get(`/details/${business.slug}`)).text();
    expect(html.includes('<script>alert(1)</script>')).toBe(false);
    const local = jsonLd(html).find((d) => d['@type'] === 'Restaurant')!;
    expect(local.name).toBe(evil);

    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await page.goto(`/details/${business.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(evil);
    await page.goto(`/city/leeds?page=1`);
    expect(dialogs).toBe(0);
  });
});

test.describe('list page HTML', () => {
  test('browse: the list itself is in the first response, with an ItemList', async ({
    request,
    baseURL,
  }) => {
    const top = await sql<{ name: string }>(
      'SELECT name FROM businesses ORDER BY rank_score DESC NULLS LAST, id LIMIT 20',
    );
    const response = await request.get('/businesses');
    const html = await response.text();
    expect(title(html)).toBe('Browse UK Businesses | UK Business Directory');
    expect(canonical(html)).toBe(`${baseURL}/businesses`);
    const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const { name } of top.slice(0, 5)) {
      expect(body.includes(`>${name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}<`), name).toBe(
        true,
      );
    }
    expect(body.includes('Page 1 of')).toBe(true);
    const list = jsonLd(html).find((d) => d['@type'] === 'ItemList')!;
    expect(list.numberOfItems).toBe(20);
    expect((list.itemListElement as { position: number }[])[0]!.position).toBe(1);
  });

  for (const [path, h1] of [
    ['/category/restaurants', 'Restaurants'],
    ['/city/leeds', 'Businesses in Leeds'],
  ] as const) {
    test(`${path}: heading, canonical, Open Graph, BreadcrumbList and ItemList`, async ({
      request,
      baseURL,
    }) => {
      const html = await (
        await request.get(path, { headers: { 'User-Agent': HTML_LIMITED_BOT } })
      ).text();
      expect(html.includes(`>${h1}</h1>`)).toBe(true);
      expect(canonical(html)).toBe(`${baseURL}${path}`);
      expect(inHead(html, '<link rel="canonical"')).toBe(true);
      expect(meta(html, 'og:url')).toBe(`${baseURL}${path}`);
      expect(meta(html, 'robots')).toBeNull();
      const types = jsonLd(html).map((d) => d['@type']);
      expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    });
  }

  test('/cities lists every town in the HTML', async ({ request, baseURL }) => {
    const html = await (await request.get('/cities')).text();
    expect(title(html)).toBe('All UK Towns and Cities | UK Business Directory');
    expect(canonical(html)).toBe(`${baseURL}/cities`);
    expect(html.includes('href="/city/london"')).toBe(true);
  });
});
