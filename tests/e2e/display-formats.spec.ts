import { expect, test } from '@playwright/test';

const HOURS =
  /^(?:Closed|Open 24 hours|\d{1,2}:\d{2}–\d{1,2}:\d{2}(?:, \d{1,2}:\d{2}–\d{1,2}:\d{2})*)$/;

test('cards show phones nationally, on one line, dialling E.164', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/businesses');
  const phones = page.locator('.card a[href^="tel:"]');
  await expect(phones.first()).toBeVisible();
  for (const phone of (await phones.all()).slice(0, 6)) {
    await expect(phone).toHaveAttribute('href', /^tel:\+\d{8,15}$/);
    await expect(phone).toHaveText(/^0[\d ]+$/);
    const box = await phone.boundingBox();
    const lineHeight = await phone.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box!.height).toBeLessThan(lineHeight * 1.5);
  }
});

test('the detail page shows phone, hours and place in one format', async ({ page }) => {
  await page.goto('/businesses');
  await page.locator('.card-title a').first().click();
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
    'href',
    /^tel:\+\d{8,15}$/,
  );
  const hours = page.locator('section[aria-labelledby="hours-heading"] td');
  expect(await hours.count()).toBeGreaterThan(0);
  for (const text of await hours.allTextContents()) expect(text).toMatch(HOURS);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = jsonLd.map((text) => JSON.parse(text)).find((data) => data.telephone);
  expect(business.telephone).toMatch(/^\+\d{8,15}$/);
});
