import { expect, test, type Page } from '@playwright/test';
import { scrollThroughLayoutShift } from './layout-shift';
import { expectSeoHead, jsonLdBlocks } from './shell-html-helpers';

const Q = 'What business are you looking for?';
const LOCATION = 'City, County or Postcode';

/** Runs `submit`, waits for the form's submit event to be handled, and expects it cancelled. */
async function expectStaysHome(page: Page, submit: () => Promise<void>) {
  // A window listener runs after React's root handler, so it sees the handler's verdict.
  await page.evaluate(() => {
    const state = window as unknown as { submitted?: Promise<boolean>; leaving?: boolean };
    state.leaving = false;
    addEventListener('beforeunload', () => (state.leaving = true), { once: true });
    state.submitted = new Promise((resolve) =>
      addEventListener('submit', (event) => resolve(event.defaultPrevented), { once: true }),
    );
  });
  await submit();
  const outcome = await page.evaluate(async () => {
    const state = window as unknown as { submitted: Promise<boolean>; leaving: boolean };
    return { prevented: await state.submitted, leaving: state.leaving };
  });
  expect(outcome).toEqual({ prevented: true, leaving: false });
  await expect(page).toHaveURL(/\/$/);
}

test.describe('home search', () => {
  test('shows both inputs with the spec placeholders and a Find Businesses button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByPlaceholder(Q)).toBeVisible();
    await expect(page.getByPlaceholder(LOCATION)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Business or service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find Businesses' })).toBeVisible();
  });

  test('blank business text does nothing and shows no message', async ({ page }) => {
    await page.goto('/');
    page.on('dialog', () => {
      throw new Error('no dialog expected');
    });
    await page.getByPlaceholder(LOCATION).fill('Leeds');
    await expectStaysHome(page, () =>
      page.getByRole('button', { name: 'Find Businesses' }).click(),
    );
    await page.getByPlaceholder(Q).fill('   ');
    await expectStaysHome(page, () => page.getByPlaceholder(Q).press('Enter'));
    await expect(page.getByRole('region', { name: 'Notification' }).locator('li')).toHaveCount(0);
    expect(
      await page.getByPlaceholder(Q).evaluate((input: HTMLInputElement) => input.validationMessage),
    ).toBe('');
  });

  test('Enter in the business field searches with q only when location is blank', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByPlaceholder(Q).fill('  plumber ');
    await page.getByPlaceholder(LOCATION).fill('   ');
    await page.getByPlaceholder(Q).press('Enter');
    await expect(page).toHaveURL(/\/businesses\?q=plumber$/);
  });

  test('a search shows the filtered list once the page has settled', async ({ page }) => {
    await page.goto('/');
    // Whatever the page fetches once idle must not stand in for the search's own HTML (see
    // hero-search.tsx).
    await page.waitForLoadState('networkidle');
    await page.getByPlaceholder(Q).fill('plumber');
    await page.getByRole('button', { name: 'Find Businesses' }).click();
    await expect(page).toHaveURL(/\/businesses\?q=plumber$/);
    await expect(page.getByText(/ found$/)).toBeVisible();
  });

  test('the button searches with trimmed q and location', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder(Q).fill(' italian restaurant ');
    await page.getByPlaceholder(LOCATION).fill(' Leeds ');
    await page.getByRole('button', { name: 'Find Businesses' }).click();
    await page.waitForURL(/\/businesses\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/businesses');
    expect(url.searchParams.get('q')).toBe('italian restaurant');
    expect(url.searchParams.get('location')).toBe('Leeds');
  });

  test('Enter in the location field searches too', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder(Q).fill('dentist');
    await page.getByPlaceholder(LOCATION).fill('Glasgow');
    await page.getByPlaceholder(LOCATION).press('Enter');
    await expect(page).toHaveURL(/\/businesses\?q=dentist&location=Glasgow$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form still submits to the browse page', async ({ page }) => {
      await page.goto('/');
      await page.getByPlaceholder(Q).fill('cafe');
      await page.getByPlaceholder(LOCATION).fill('York');
      await page.getByRole('button', { name: 'Find Businesses' }).click();
      await expect(page).toHaveURL(/\/businesses\?q=cafe&location=York$/);
    });
  });
});

test('statistics tiles use the home number format', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Directory statistics' });
  const tile = (label: string) => tiles.locator('div').filter({ hasText: label }).locator('dd');
  // 1,200 seeded businesses: whole thousands as k.
  await expect(tile('British Businesses')).toHaveText('1k');
  for (const label of ['Verified Companies', 'Business Categories', 'UK Towns Covered']) {
    await expect(tile(label)).toHaveText(/^\d+(k|\.\dM)?$/);
  }
});

test('the six values tiles are shown', async ({ page }) => {
  await page.goto('/');
  for (const value of [
    'British-First',
    'Verified Excellence',
    'Local Focus',
    'Community Trust',
    'Growth Focused',
    'Quality Assured',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
  }
});

test('12 city cards in 4 cycling styles link to their city pages', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Popular British Cities' });
  const cards = section.getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(12);
  const classes: string[] = [];
  for (let i = 0; i < 12; i++) {
    const card = cards.nth(i);
    await expect(card).toContainText(/\d[\d,]* local businesses/);
    const name = (await card.locator('span:not(.icon)').first().textContent())!;
    // The canonical town URL, not the name as spelt (issue 48).
    const canonical = name
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await expect(card).toHaveAttribute('href', `/city/${canonical}`);
    classes.push((await card.getAttribute('class'))!);
  }
  expect(new Set(classes.slice(0, 4)).size).toBe(4);
  expect(classes.slice(4, 8)).toEqual(classes.slice(0, 4));
  await expect(section.getByRole('link', { name: 'Explore All Cities' })).toHaveAttribute(
    'href',
    '/businesses',
  );
  await cards.first().click();
  await expect(page).toHaveURL(/\/city\/[^/]+$/);
});

test("Britain's Finest lists 6 businesses with rating, place, reviews and View Details", async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Top-Rated British Businesses' });
  await expect(section).toContainText("Britain's Finest");
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    const card = cards.nth(i);
    await expect(card).toContainText(/Rated \d\.\d out of 5/);
    await expect(card).toContainText(/\(\d[\d,]* reviews\)/);
    await expect(card.getByRole('link', { name: /^View Details/ })).toHaveAttribute(
      'href',
      /^\/details\/[^/]+$/,
    );
  }
});

test('the call-to-action band links to contact and about', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'List Your British Business' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about');
});

test.describe('home HTML without JavaScript', () => {
  test('has its SEO head and WebSite + SearchAction JSON-LD', async ({ request, baseURL }) => {
    const { html } = await expectSeoHead(request, baseURL!, '/', {
      title: "UK Business Directory | Find Britain's best local businesses",
      type: 'website',
    });
    const site = jsonLdBlocks(html).find((block) => block['@type'] === 'WebSite');
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      name: 'UK Business Directory',
      url: `${baseURL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseURL}/businesses?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('holds every section, visible, in the first response', async ({ request }) => {
    // Only the rendered markup counts, not the flight data in <script> tags.
    const html = (await (await request.get('/')).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(html).toMatch(/<form[^>]*action="\/businesses"/);
    expect(html).toContain(`placeholder="${Q}"`);
    expect(html).toContain(`placeholder="${LOCATION}"`);
    expect(
      html.match(/href="\/city\/[^"]+"[^>]*><span[^>]*icon-building[^>]*>.*?local businesses/g)
        ?.length,
    ).toBe(12);
    expect(html.match(/href="\/details\/[^"]+"[^>]*>View Details/g)?.length).toBe(6);
    expect(html).not.toContain('<!--$?-->');
  });
});

test.describe('sections below the first screen', () => {
  const sections = ['values-heading', 'cities-heading', 'top-heading'];
  // On a phone they start below the first screen; on a desktop they can be on it.
  const screens = [
    {
      device: 'phone',
      viewport: { width: 390, height: 844 },
      rendering: 'auto',
      when: 'as they near view',
    },
    {
      device: 'desktop',
      viewport: { width: 1350, height: 940 },
      rendering: 'visible',
      when: 'at once',
    },
  ];
  for (const { device, viewport, rendering, when } of screens) {
    test(`on a ${device} they render ${when}, and nothing shifts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      for (const id of sections) {
        const section = page.locator(`section[aria-labelledby="${id}"]`);
        expect(
          await section.evaluate((element) => getComputedStyle(element).contentVisibility),
        ).toBe(rendering);
      }
      const { score, shifts } = await scrollThroughLayoutShift(page);
      expect(score, shifts.join('\n')).toBeLessThan(0.01);
      await expect(
        page.getByRole('heading', { name: 'Top-Rated British Businesses' }),
      ).toBeVisible();
    });
  }
});
