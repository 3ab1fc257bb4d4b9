import { expect, test } from '@playwright/test';
import { sql } from './pages-support';

// The demo set's one chain (prisma/seed/demo-businesses.ts): branches in several towns.
const DOMAIN = 'brightwater-demo.co.uk';

type Member = { slug: string; name: string; lat: number; lng: number; status: string };

/** Great-circle kilometres, worked out here rather than by the database. */
function km(a: Member, b: Member) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

test.describe('a chain member', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its brand, its count and its nearest sibling branches, linked', async ({ page }) => {
    const members = await sql<Member>(
      `SELECT slug, name, latitude AS lat, longitude AS lng, business_status AS status
       FROM businesses WHERE brand_domain = $1 ORDER BY slug`,
      [DOMAIN],
    );
    const open = members.filter((m) => m.status !== 'CLOSED_PERMANENTLY');
    expect(open.length).toBeGreaterThanOrEqual(3);
    const me = open[0]!;
    const nearest = open
      .filter((m) => m.slug !== me.slug)
      .sort((a, b) => km(me, a) - km(me, b))
      .slice(0, 5);

    const response = await page.goto(`/details/${me.slug}`);
    expect(response?.status()).toBe(200);
    const block = page.getByTestId('chain-branches');
    await expect(
      block.getByRole('heading', { name: `Part of ${DOMAIN} · ${open.length} locations` }),
    ).toBeVisible();
    const links = block.getByRole('link');
    await expect(links).toHaveCount(nearest.length);
    for (const [i, sibling] of nearest.entries()) {
      await expect(links.nth(i)).toHaveAttribute('href', `/details/${sibling.slug}`);
      await expect(links.nth(i)).toContainText(sibling.name);
    }

    // The sibling's own page names the chain too.
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/details/${nearest[0]!.slug}$`));
    await expect(page.getByTestId('chain-branches')).toContainText(`Part of ${DOMAIN}`);
  });

  test('a business of no chain shows no chain block', async ({ page }) => {
    const [other] = await sql<{ slug: string }>(
      `SELECT slug FROM businesses WHERE brand_domain IS NULL AND website IS NOT NULL LIMIT 1`,
    );
    await page.goto(`/details/${other!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('chain-branches')).toHaveCount(0);
  });
});
