import { expect, test } from '@playwright/test';

test.describe('header on a wide screen', () => {
  test('has the main links, a Search button and no drawer button', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Browse Businesses', '/businesses'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/businesses');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  });

  test('the Categories dropdown opens on hover with the six groups', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('list', { name: 'Categories' });
    await expect(menu).toBeHidden();
    await nav.getByRole('button', { name: 'Categories' }).hover();
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveText([
      'Restaurants',
      'Healthcare',
      'Auto Services',
      'Beauty & Wellness',
      'Home Services',
      'Professional Services',
    ]);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/category\/healthcare$/);
  });

  test('the Cities dropdown works with the keyboard and ends with View All Cities', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('list', { name: 'Cities' });
    await nav.getByRole('button', { name: 'Cities' }).focus();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'London',
      'Manchester',
      'Birmingham',
      'Glasgow',
      'Leeds',
      'View All Cities',
    ]);
    await expect(menu.getByRole('link', { name: 'London' })).toHaveAttribute(
      'href',
      '/city/london',
    );
    await expect(menu.getByRole('link', { name: 'View All Cities' })).toHaveAttribute(
      'href',
      '/cities',
    );
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'London' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Cities' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'London' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/city\/london$/);
    // The chosen link must not hold its menu open on the new page.
    await expect(menu).toBeHidden();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Search' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Open menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(drawer.getByRole('link', { name: 'Beauty & Wellness' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'View All Cities' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a link navigates and closes the drawer', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('the close button closes the drawer', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});

test('the brand mark is inline SVG, not an SVG data URI the first paint must build as a document', async ({
  page,
}) => {
  await page.goto('/');
  for (const region of ['banner', 'contentinfo'] as const) {
    const mark = page.getByRole(region).locator('a.logo svg.logo-mark');
    await expect(mark).toBeVisible();
    expect(await mark.boundingBox()).toMatchObject({ width: 36, height: 36 });
  }
  const svgDataImages = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      [null, '::before', '::after']
        .map((pseudo) => getComputedStyle(element, pseudo))
        .flatMap((style) => [style.backgroundImage, style.maskImage])
        .filter((image) => image.includes('data:image/svg')),
    ),
  );
  expect(svgDataImages).toEqual([]);
});

test('the footer holds contacts, categories, cities with counts, statistics and the disclaimer', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.locator('footer');
  // CONTACT_PHONE and CONTACT_EMAIL of playwright.config.ts.
  await expect(footer.getByRole('link', { name: '0113 496 0000' })).toHaveAttribute(
    'href',
    'tel:+441134960000',
  );
  await expect(footer.getByRole('link', { name: 'hello@directory-e2e.test' })).toHaveAttribute(
    'href',
    'mailto:hello@directory-e2e.test',
  );
  for (const network of ['Facebook', 'X', 'Instagram', 'LinkedIn']) {
    await expect(footer.getByRole('img', { name: network, exact: true })).toBeVisible();
  }

  const categories = footer
    .getByRole('navigation', { name: 'Popular Categories' })
    .getByRole('link');
  await expect(categories).toHaveCount(8);
  await expect(categories.filter({ hasText: 'Education' })).toHaveAttribute(
    'href',
    '/category/education',
  );
  await expect(categories.filter({ hasText: 'Entertainment' })).toHaveAttribute(
    'href',
    '/category/entertainment',
  );

  const cities = footer.getByRole('navigation', { name: 'Popular Cities' }).getByRole('link');
  await expect(cities).toHaveCount(9);
  for (let i = 0; i < 8; i++) {
    await expect(cities.nth(i)).toHaveText(/^\S.* \(\d{1,3}(,\d{3})*\)$/);
    await expect(cities.nth(i)).toHaveAttribute('href', /^\/city\/[^/]+$/);
  }
  await expect(cities.nth(8)).toHaveText('View All Cities');
  await expect(cities.nth(8)).toHaveAttribute('href', '/cities');

  const quick = footer.getByRole('navigation', { name: 'Quick Links' });
  await expect(quick.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  // The seed holds 1,200 businesses (plus any a spec inserted while the strip was cached): the
  // strip shows it with a thousands separator.
  const stat = (label: string) => footer.locator('dl div').filter({ hasText: label }).locator('dd');
  await expect(stat('Total Businesses')).toHaveText(/^1,2\d\d$/);
  for (const label of ['Verified Businesses', 'Categories', 'Cities']) {
    await expect(stat(label)).toHaveText(/^\d{1,3}(,\d{3})*$/);
  }

  await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
    'href',
    '/sitemap.xml',
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()} UK Business Directory`);
  await expect(footer).toContainText('collected from public online sources');
  await expect(footer).toContainText('free of charge');
  await expect(footer).toContainText('may not be accurate');
});

// Only admin actions raise toasts, so only the admin screens load the region (and sonner).
test('the admin screens mount one notification region labelled Notification; public pages none', async ({
  page,
}) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('region', { name: 'Notification', exact: true })).toHaveCount(1);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('[aria-label="Notification"]')).toHaveCount(0);
});

test.describe('404', () => {
  test('an unknown path answers HTTP 404 with the page text in the HTML', async ({ request }) => {
    const response = await request.get('/no-such-page-7f3a9c');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('404 Page Not Found');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test('shows the heading inside the site chrome', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expect(page.locator('footer')).toContainText('Popular Cities');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
