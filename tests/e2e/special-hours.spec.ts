// Special hours (issue 44 item 6): the admin sets a closure in the edit dialog; the detail page
// (server HTML, no JavaScript needed) says "Closed today", lists it, and its JSON-LD carries
// specialOpeningHoursSpecification; the dialog has no axe-core violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectToast, logIn } from './admin-fixtures';
import { summarise } from './axe-support';
import { deleteInsertedBusinesses, insertBusiness, jsonLd, unique } from './pages-support';

test.afterAll(deleteInsertedBusinesses);

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const londonDate = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

test('a closure set by the admin shows on the detail page and in its JSON-LD', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const placeId = unique('ChIJspecial');
  const business = await insertBusiness({
    name: `Kirkgate Bakery ${placeId.slice(-6)}`,
    category: 'Bakery',
    address: '3 Kirkgate, Leeds LS1 6BY, United Kingdom',
    city: 'Leeds',
    state: 'West Yorkshire',
    country: 'United Kingdom',
    zipCode: 'LS1 6BY',
    openingHours: Object.fromEntries(DAYS.map((day) => [day, 'Open 24 hours'])),
    placeId,
  });
  const today = londonDate(new Date());
  const inTwoDays = londonDate(new Date(Date.now() + 2 * 86_400_000));

  await logIn(page);
  await page.goto(`/admin-panel?tab=businesses&q=${encodeURIComponent(business.name)}`);
  const row = page.locator('tbody tr', { hasText: business.name });
  await row.getByRole('button', { name: `Edit ${business.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit business' });
  const special = dialog.getByRole('form', { name: 'Special hours' });
  await expect(special.getByText('No special hours from today on.')).toBeVisible();
  await special.getByRole('button', { name: 'Add dates' }).click();

  // Checked in the browser with the server's schema first.
  await special.getByLabel('From').fill(inTwoDays);
  await special.getByLabel('To').fill(today);
  await special.getByRole('button', { name: 'Save special hours' }).click();
  await expect(special.getByText('is before the first date')).toBeVisible();

  await special.getByLabel('From').fill(today);
  await special.getByLabel('To').fill(inTwoDays);
  await expect(special.getByLabel('Closed all day')).toBeChecked();
  await special.getByLabel('Label (optional)').fill('Stocktaking');
  await special.getByRole('button', { name: 'Save special hours' }).click();
  await expectToast(page, 'Special hours saved');
  // Recorded in the business's history, which reloads below.
  await expect(
    dialog.getByRole('region', { name: 'Change history' }).getByText('specialHours'),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(summarise(violations)).toEqual([]);

  // Server-rendered HTML, as a visitor without JavaScript or a crawler gets it.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  const response = await visit.goto(`/details/${business.slug}`);
  expect(response?.status()).toBe(200);
  const hours = visit.getByRole('region', { name: 'Opening Hours' });
  await expect(hours.getByText('Closed today: Stocktaking', { exact: true })).toBeVisible();
  await expect(hours.getByTestId('special-hours')).toContainText(/: Closed \(Stocktaking\)$/);
  const ld = jsonLd(await response!.text()).find((block) => block['@id']);
  expect(ld?.specialOpeningHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: today,
      validThrough: inTwoDays,
    },
  ]);
  await visitor.close();
});
