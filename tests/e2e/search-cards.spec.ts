import { expect, test } from '@playwright/test';
import { deleteInsertedBusinesses, insertBusiness, sql, unique } from './pages-support';

test.afterAll(deleteInsertedBusinesses);

/** Two cafes with the same unique word, one taking cards (Outscraper's `about` → Payments). */
async function cafes() {
  const tag = unique('').slice(-6);
  const make = async (name: string, payments: Record<string, boolean>) => {
    const business = await insertBusiness({
      name: `${name} ${tag}`,
      category: 'Cafe',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'United Kingdom',
      zipCode: 'LS1 1AA',
      rating: 4.5,
      reviewCount: 10,
      placeId: unique('ChIJcards'),
    });
    await sql('UPDATE businesses SET about = $1::jsonb WHERE id = $2', [
      JSON.stringify({ Payments: payments }),
      business.id,
    ]);
    return business;
  };
  return {
    tag,
    cards: await make('Card Cafe', { 'Debit cards': true, 'NFC mobile payments': true }),
    cash: await make('Cash Cafe', { 'Cash only': true }),
  };
}

test('the "Accepts cards" filter lists only businesses that take cards, and stays ticked', async ({
  page,
}) => {
  const { tag, cards } = await cafes();
  await page.goto(`/businesses?q=${tag}`);
  await expect(page.locator('article.card h2')).toHaveCount(2);
  await page.getByLabel('Accepts cards').check();
  await page
    .getByRole('search', { name: 'Search businesses' })
    .getByRole('button', { name: 'Search' })
    .click();
  await page.waitForURL(/acceptsCards=true/);
  await expect(page.locator('article.card h2')).toHaveText([cards.name]);
  await expect(page.getByLabel('Accepts cards')).toBeChecked();
});
