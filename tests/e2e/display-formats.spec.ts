import { expect, test } from '@playwright/test';
import { deleteInsertedBusinesses, insertBusiness, unique } from './pages-support';

// The list specs after this one count every business.
test.afterAll(deleteInsertedBusinesses);

const HOURS =
  /^(?:Closed|Open 24 hours|\d{1,2}:\d{2}–\d{1,2}:\d{2}(?:, \d{1,2}:\d{2}–\d{1,2}:\d{2})*)$/;

test('cards show phones nationally, on one line, dialling E.164', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Not page 1: pages-browse.spec.ts compares page 1's cached total with the table, and the
  // test below adds a business.
  await page.goto('/businesses?page=4');
  const phones = page.locator('.card a[href^="tel:"]');
  await expect(phones.first()).toBeVisible();
  for (const phone of (await phones.all()).slice(0, 6)) {
    await expect(phone).toHaveAttribute('href', /^tel:\+\d{8,15}$/);
    await expect(phone).toHaveText(/^0[\d ]+$/);
    // The number's own text, not the link (a 44 px tap target), is one line high.
    const [textHeight, lineHeight] = await phone.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return [text.getBoundingClientRect().height, parseFloat(getComputedStyle(el).lineHeight)];
    });
    expect(textHeight).toBeLessThan(lineHeight * 1.5);
  }
});

test('the detail page shows phone, hours and place in one format', async ({ page }) => {
  const placeId = unique('ChIJformats');
  const business = await insertBusiness({
    name: `Format Check ${placeId.slice(-6)}`,
    category: 'Restaurant',
    city: 'London',
    state: 'Greater London',
    country: 'United Kingdom',
    phone: '+44 20 3422 0221',
    // The UK fixture's shapes: a shared meridiem, past midnight, two ranges, 24 hours.
    openingHours: {
      Monday: '12-10:30PM',
      Tuesday: '12PM-3AM',
      Wednesday: '12-3:15PM,5PM-12AM',
      Thursday: 'Open 24 hours',
      Friday: 'Closed',
    },
    placeId,
  });
  await page.goto(`/details/${business.slug}`);
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
    'href',
    'tel:+442034220221',
  );
  await expect(page.getByText('020 3422 0221').first()).toBeVisible();
  const hours = page.getByRole('region', { name: 'Opening Hours' }).locator('td');
  await expect(hours).toHaveText([
    '12:00–22:30',
    '12:00–3:00',
    '12:00–15:15, 17:00–0:00',
    'Open 24 hours',
    'Closed',
  ]);
  for (const text of await hours.allTextContents()) expect(text).toMatch(HOURS);
  await expect(page.getByText('London, Greater London')).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = jsonLd.flatMap((text) => [JSON.parse(text)].flat()).find((item) => item.telephone);
  expect(data.telephone).toBe('+442034220221');
});
