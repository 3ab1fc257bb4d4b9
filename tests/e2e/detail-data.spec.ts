// The detail page's data from issue 24. "Open Now" follows the business's own clock, not
// London's: the server renders the badge, so no test clock is needed; the hours are built
// from the real time (a three-hour window around the current hour in Chicago, which London,
// five or six hours ahead, is outside). Amenities and other hours show only what is stored.
import { expect, test } from '@playwright/test';
import { deleteInsertedBusinesses, insertBusiness, sql, unique } from './pages-support';

test.afterAll(deleteInsertedBusinesses);

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const hourIn = (timeZone: string, at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at),
  );
const dayIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' }).format(at);
/** 0 -> "12AM", 13 -> "1PM". */
const clock = (hour: number) => `${hour % 12 || 12}${hour % 24 < 12 ? 'AM' : 'PM'}`;

test('a US business is open by its own clock while London is outside its hours', async ({
  page,
}) => {
  const now = new Date();
  const chicago = hourIn('America/Chicago', now);
  const window = `${clock((chicago + 23) % 24)}-${clock((chicago + 2) % 24)}`;
  const placeId = unique('ChIJzone');
  const business = await insertBusiness({
    name: `Magic City Electric ${placeId.slice(-6)}`,
    category: 'Electrician',
    address: '100 5th Ave N, Birmingham, AL 35203, United States',
    city: 'Birmingham',
    state: 'Alabama',
    country: 'United States of America',
    openingHours: Object.fromEntries(DAYS.map((day) => [day, window])),
    placeId,
    latitude: 33.5186,
    longitude: -86.8104,
  });
  await sql('UPDATE businesses SET time_zone = $1 WHERE id = $2', ['America/Chicago', business.id]);

  await page.goto(`/details/${business.slug}`);
  const hours = page.getByRole('region', { name: 'Opening Hours' });
  await expect(hours.getByText('Open Now', { exact: true })).toBeVisible();
  await expect(hours.locator('tr[aria-current="date"]')).toContainText(
    dayIn('America/Chicago', now),
  );
  await expect(hours.getByTestId('time-zone-note')).toContainText('America/Chicago');

  // The same hours read in London time would be closed: the badge is not London's.
  const london = hourIn('Europe/London', now);
  const [from, to] = [(chicago + 23) % 24, (chicago + 2) % 24];
  const inWindow = from < to ? london >= from && london < to : london >= from || london < to;
  expect(inWindow).toBe(false);

  const response = await page.request.get(`/api/businesses/slug/${business.slug}`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ timeZone: 'America/Chicago', isOpen: true });
});

test('the detail page lists the amenities and other hours the data gives, in its JSON-LD too', async ({
  page,
}) => {
  const placeId = unique('ChIJamen');
  const business = await insertBusiness({
    name: `Limmat Kitchen ${placeId.slice(-6)}`,
    category: 'Restaurant',
    city: 'Leeds',
    country: 'United Kingdom',
    placeId,
  });
  await sql(`UPDATE businesses SET about = $1, other_hours = $2 WHERE id = $3`, [
    JSON.stringify({
      Accessibility: { 'Wheelchair accessible entrance': true, 'Accessible toilet': false },
      Payments: { 'Credit cards': true },
      Crowd: { 'Family friendly': true },
    }),
    JSON.stringify([{ label: 'Kitchen', hours: { Monday: '12-2PM', Sunday: 'Closed' } }]),
    business.id,
  ]);
  const response = await page.goto(`/details/${business.slug}`);
  const amenities = page.getByRole('region', { name: 'Amenities' });
  await expect(amenities).toContainText('Wheelchair accessible entrance');
  await expect(amenities).toContainText('Credit cards');
  await expect(amenities).not.toContainText('Accessible toilet');
  await expect(amenities).not.toContainText('Family friendly');
  const other = page.getByRole('region', { name: 'Other Hours' });
  await expect(other).toContainText('Kitchen');
  await expect(other).toContainText('12:00–14:00');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('"amenityFeature"');
  expect(html).toContain('"name":"Wheelchair accessible entrance","value":true');
});
