import { expect, test, type Page } from '@playwright/test';
import { deleteInsertedBusinesses, insertBusiness, unique } from './pages-support';

// Its Leeds plumbers would otherwise stop the geo spec's LS6 2AB search from widening.
test.afterAll(deleteInsertedBusinesses);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A fresh plumber in Leeds (pages are cached for 5 minutes, so each run needs its own). */
async function plumber(extra: { photos?: string[]; businessStatus?: 'CLOSED_PERMANENTLY' } = {}) {
  const placeId = unique('ChIJphone');
  return insertBusiness({
    name: `Headingley Plumbing ${placeId.slice(-6)}`,
    category: 'Plumber',
    address: '12 Otley Road, Leeds LS6 2AB, United Kingdom',
    city: 'Leeds',
    state: 'West Yorkshire',
    country: 'United Kingdom',
    zipCode: 'LS6 2AB',
    phone: '0113 496 0123',
    rating: 4.6,
    reviewCount: 87,
    photos: extra.photos ?? [],
    openingHours: {
      Monday: '8AM-6PM',
      Tuesday: '8AM-6PM',
      Wednesday: '8AM-6PM',
      Thursday: '8AM-6PM',
      Friday: '8AM-6PM',
      Saturday: '8AM-6PM',
      Sunday: '8AM-6PM',
    },
    placeId,
    latitude: 53.8198,
    longitude: -1.5762,
    ...(extra.businessStatus ? { businessStatus: extra.businessStatus } : {}),
  });
}

/** Images on screen that failed to load: what a visitor would see as a broken picture. */
function brokenVisibleImages(page: Page) {
  return page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility())
        .map((img) => img.currentSrc || img.src),
    );
}

test.describe('browse on a phone', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`results start on the first screen, filters one tap away (JS ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      await plumber();
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/businesses?q=plumber&location=Leeds&minRating=3');
      // "in" when the results are the town's, "near" when the search widened around it.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(/^Plumbers (in|near) Leeds$/);
      await expect(page).toHaveTitle(`${await heading.innerText()} | UK Business Directory`);

      const firstCard = page.locator('.card-grid > li').first();
      const box = await firstCard.boundingBox();
      expect(box!.y).toBeLessThanOrEqual(600);

      const filters = page.getByText('Filters (1)', { exact: true });
      const category = page.getByRole('combobox', { name: 'Category' });
      await expect(filters).toBeVisible();
      await expect(category).toBeHidden();
      await filters.click();
      await expect(category).toBeVisible();

      // From `sm` up the same controls show with no disclosure.
      await page.setViewportSize(DESKTOP);
      await page.reload();
      await expect(filters).toBeHidden();
      await expect(category).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Rating' })).toBeVisible();
      await context.close();
    });
  }

  test('cards have a fixed-size lazy thumbnail and a phone number that is a real tap target', async ({
    browser,
  }) => {
    await plumber({ photos: ['/images/does-not-exist.jpg'] });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/businesses?q=headingley%20plumbing');
    const card = page.locator('.card').first();
    const thumb = card.locator('img.card-thumb');
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect(thumb).toHaveAttribute('width', '72');
    await expect(thumb).toHaveAttribute('height', '72');
    // The broken photo was replaced by the category picture.
    await expect(thumb).toHaveAttribute('src', /\/images\/categories\//);
    expect(await brokenVisibleImages(page)).toEqual([]);

    // Plain server-rendered pictures: the list's thumbnails hydrate nothing.
    await expect(thumb).not.toHaveAttribute('data-nimg', /./);

    const phone = card.getByRole('link', { name: '0113 496 0123' });
    const phoneBox = await phone.boundingBox();
    expect(phoneBox!.height).toBeGreaterThanOrEqual(44);
    await expect(phone).toHaveCSS('white-space', 'nowrap');
    await context.close();
  });

  test('a broken thumbnail is replaced before (and without) the app hydrating', async ({
    browser,
  }) => {
    await plumber({ photos: ['/images/does-not-exist.jpg'] });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // The page's own inline script alone swaps the picture: Next's bundles never arrive.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/businesses?q=headingley%20plumbing');
    const thumb = page.locator('.card').first().locator('img.card-thumb');
    await expect(thumb).toHaveAttribute('src', /\/images\/categories\//);
    await expect(thumb).toHaveAttribute('alt', '');
    await expect.poll(() => brokenVisibleImages(page)).toEqual([]);
    await context.close();
  });
});

test.describe('detail page on a phone', () => {
  test('facts come first, and a Call bar stays at the bottom', async ({ browser }) => {
    const business = await plumber();
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/details/${business.slug}`);

    const contact = page.getByRole('region', { name: 'Get in Touch' });
    const hours = page.getByRole('region', { name: 'Opening Hours' });
    const facts = [
      contact.locator('address'),
      hours.getByText('8:00–18:00').first(),
      contact.getByRole('link', { name: '0113 496 0123' }),
    ];
    for (const fact of facts) {
      await expect(fact).toBeVisible();
      const box = await fact.boundingBox();
      expect(box!.y + box!.height).toBeLessThan(2 * PHONE.height);
    }
    // The generic blocks come after the facts.
    const why = await page.getByRole('region', { name: 'Why Choose Us' }).boundingBox();
    expect(why!.y).toBeGreaterThan((await hours.boundingBox())!.y);
    // The week is one tap away.
    await expect(hours.locator('tbody')).toBeHidden();
    await hours.locator('summary').click();
    await expect(hours.locator('tbody tr')).toHaveCount(7);

    const bar = page.getByRole('navigation', { name: 'Call or get directions' });
    await expect(bar.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+441134960123',
    );
    await expect(bar.getByRole('link', { name: /^Directions/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir/,
    );
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
    // At the very bottom the page's last line still clears the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.locator('footer').last().locator('p, a').last();
    const last = (await lastLine.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

    await page.setViewportSize(DESKTOP);
    await expect(bar).toBeHidden();
    await expect(hours.locator('tbody tr')).toHaveCount(7);
    await context.close();
  });

  test('no Call bar for a business closed for good', async ({ browser }) => {
    const business = await plumber({ businessStatus: 'CLOSED_PERMANENTLY' });
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`/details/${business.slug}`);
    await expect(page.getByTestId('closed-banner')).toContainText('Permanently closed');
    await expect(page.getByRole('navigation', { name: 'Call or get directions' })).toHaveCount(0);
    await context.close();
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`a photo that answers 404 shows the category picture (JS ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const business = await plumber({ photos: ['/images/does-not-exist.jpg'] });
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      const photo = page.waitForResponse((r) => r.url().endsWith('/images/does-not-exist.jpg'));
      await page.goto(`/details/${business.slug}`);
      expect((await photo).status()).toBe(404);
      const hero = page.locator('main img').first();
      if (javaScriptEnabled) {
        await expect(hero).toHaveAttribute('src', '/images/categories/home-services.svg');
        await expect(hero).toHaveAttribute('alt', 'Home Services');
        await expect.poll(() => brokenVisibleImages(page)).toEqual([]);
      } else {
        // The broken photo is covered by the category picture it carries underneath.
        const cover = await hero.evaluate((img) => {
          const after = getComputedStyle(img, '::after');
          return { content: after.content, image: after.backgroundImage };
        });
        expect(cover.image).toContain('/images/categories/home-services.svg');
        expect(cover.content).not.toBe('none');
      }
      const box = (await hero.boundingBox())!;
      expect(box.height).toBeGreaterThan(100);
      await context.close();
    });
  }
});
