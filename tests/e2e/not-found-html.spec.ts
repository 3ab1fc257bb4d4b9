import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { unique } from './pages-support';

// Each not-found state must be complete in the first HTML, like every other page: these load
// it with JavaScript off, so nothing the client renders afterwards can stand in for it.
const STATES = [
  {
    path: '/no-such-page',
    heading: '404 Page Not Found',
    text: "Sorry, we couldn't find that page.",
    links: ['Back to Home', 'Browse Businesses'],
  },
  {
    path: '/details/no-such-slug',
    heading: 'Business Not Found',
    text: "The business you're looking for doesn't exist or may have been removed.",
    links: ['Back to Home'],
  },
  {
    path: '/business/00000000-0000-4000-8000-000000000000',
    heading: 'Business Not Found',
    text: "The business you're looking for doesn't exist or may have been removed.",
    links: ['Back to Home'],
  },
  {
    path: '/category/no-such-category',
    heading: 'Category Not Found',
    text: 'We have no businesses in that category.',
    links: ['Browse All Categories'],
  },
  {
    path: '/city/no-such-town',
    heading: 'City Not Found',
    text: 'We have no businesses listed in a town of that name.',
    links: ['View All Cities'],
  },
  {
    path: '/city/no-such-town?page=2',
    heading: 'City Not Found',
    text: 'We have no businesses listed in a town of that name.',
    links: ['View All Cities'],
  },
  {
    path: '/category/restaurants/no-such-town',
    heading: 'No Businesses Found Here',
    text: 'We have no businesses of that kind listed in that town.',
    links: ['Browse All Categories', 'View All Cities'],
  },
];

/** A path nobody asked for before in this run: cached 404s must be complete too. */
function fresh(path: string) {
  if (path.startsWith('/business/')) return `/business/${randomUUID()}`;
  const [pathname, query] = path.split('?');
  return `${pathname}-${unique('x')}${query ? `?${query}` : ''}`;
}

async function expectState(page: Page, state: (typeof STATES)[number]) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: state.heading })).toBeVisible();
  await expect(main.getByText(state.text)).toBeVisible();
  for (const name of state.links) await expect(main.getByRole('link', { name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${state.heading} \\|`));
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).not.toHaveCount(0);
  await expect(page.locator('footer')).toContainText('Popular Cities');
}

test.describe('not-found states without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const state of STATES) {
    test(`${state.path} is a complete 404 page in the first HTML`, async ({ page }) => {
      const path = fresh(state.path);
      for (const attempt of ['rendered', 'cached']) {
        const response = await page.goto(path);
        expect(response?.status(), attempt).toBe(404);
        expect(await response?.text()).not.toContain('id="__next_error__"');
        await expectState(page, state);
      }
    });
  }
});

test('a not-found state stays as it is once the page has hydrated', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const state = STATES[1]!;
  const response = await page.goto(fresh(state.path));
  expect(response?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expectState(page, state);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});
