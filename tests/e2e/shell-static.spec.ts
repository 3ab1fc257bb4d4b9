import { expect, test } from '@playwright/test';
import { expectSeoHead } from './shell-html-helpers';

// CONTACT_EMAIL of playwright.config.ts.
const EMAIL = 'hello@directory-e2e.test';

const PAGES = [
  {
    path: '/about',
    heading: 'About UK Business Directory',
    title: 'About Us | UK Business Directory',
    texts: ['public online sources', 'weigh each business', 'within 24 hours on business days'],
  },
  {
    path: '/contact',
    heading: 'Contact Us',
    title: 'Contact Us | UK Business Directory',
    texts: ['within 24 hours on business days', 'Removing a listing'],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    title: 'Privacy Policy | UK Business Directory',
    texts: ['Last updated: 28 Jan 2025', 'third-party analytics service', 'UK GDPR'],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    title: 'Terms of Service | UK Business Directory',
    texts: [
      'Last updated: 28 Jan 2025',
      'may be incomplete, out of date or inaccurate',
      'England and Wales',
    ],
  },
  {
    path: '/add-business',
    heading: 'Add Your Business',
    title: 'Add Your Business | UK Business Directory',
    texts: ['How to get listed', 'What to include', 'free'],
  },
  {
    path: '/advertise',
    heading: 'Advertise With Us',
    title: 'Advertise With Us | UK Business Directory',
    texts: ['How to book', '300', 'Advertising enquiry'],
  },
] as const;

for (const staticPage of PAGES) {
  test(`${staticPage.path} shows its heading, copy and e-mail`, async ({ page }) => {
    await page.goto(staticPage.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPage.heading);
    const main = page.locator('main');
    for (const text of staticPage.texts) await expect(main).toContainText(text);
    await expect(main.locator(`a[href^="mailto:${EMAIL}"]`).first()).toBeVisible();
  });

  test(`${staticPage.path} carries its SEO head in the server HTML`, async ({
    request,
    baseURL,
  }) => {
    const { html } = await expectSeoHead(request, baseURL!, staticPage.path, {
      title: staticPage.title,
    });
    expect(html).toContain(`>${staticPage.heading}</h1>`);
  });
}

test('contact offers e-mail only: no form, no phone number in the page body', async ({ page }) => {
  await page.goto('/contact');
  const main = page.locator('main');
  await expect(main.locator('form')).toHaveCount(0);
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(main.getByRole('link', { name: EMAIL }).first()).toHaveAttribute(
    'href',
    `mailto:${EMAIL}`,
  );
});

test('every static page has a unique title and description', async ({ request, baseURL }) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const staticPage of PAGES) {
    const { title, description } = await expectSeoHead(request, baseURL!, staticPage.path, {
      title: staticPage.title,
    });
    seen.titles.add(title);
    seen.descriptions.add(description!);
  }
  expect(seen.titles.size).toBe(PAGES.length);
  expect(seen.descriptions.size).toBe(PAGES.length);
});

test('the Open Graph image and favicon are real files', async ({ request }) => {
  const image = await request.get('/opengraph-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const html = await (await request.get('/about')).text();
  const icon = html.match(/<link rel="icon" href="([^"]+)"/)?.[1];
  expect(icon).toBeTruthy();
  expect((await request.get(icon!)).status()).toBe(200);
});
