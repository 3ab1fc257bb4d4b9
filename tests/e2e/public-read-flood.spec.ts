import { expect, test } from '@playwright/test';

// A flood of uncached searches on the production server: past the instance's read limit they
// get 503 with Retry-After (or wait their turn), never 500, while /about keeps answering.

const WORDS = ['plumber', 'cafe', 'dentist', 'garage', 'salon', 'bakery', 'florist', 'gym'];
const FLOOD = 300;

test('a flood of uncached searches: 200 or 503 with Retry-After, and /about still answers', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const flood = Promise.all(
    Array.from({ length: FLOOD }, async (_, i) => {
      const search = `${WORDS[i % WORDS.length]} ${run}${i}`;
      // Node's fetch opens a connection per request, so they all arrive at once.
      const response = await fetch(
        `${baseURL}/api/businesses?search=${encodeURIComponent(search)}&location=Leeds&sort=rating`,
      );
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    }),
  );
  const about = Promise.all(
    Array.from({ length: 10 }, async () => (await request.get('/about')).status()),
  );
  const [answers, aboutStatuses] = await Promise.all([flood, about]);

  expect(aboutStatuses.every((status) => status === 200)).toBe(true);
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  const refused = answers.filter((answer) => answer.status === 503);
  test.info().annotations.push({ type: 'refused', description: `${refused.length} of ${FLOOD}` });
  console.log(`[flood] ${refused.length} of ${FLOOD} refused`);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) expect(answer.retryAfter).toBe('5');
  expect(statuses).toContain(200);
});
