import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// Set here so that the tests, which look at the page cache's files, see it too.
process.env.NEXT_DIST_DIR ??= '.next-e2e';

// Run through `npm run test:e2e` (or `npm test`), which provides a fresh, seeded database.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A production build against the test database, as a visitor would get it.
    command: `npx next build && npx next start -p ${PORT}`,
    url: `${BASE_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      SITE_URL: BASE_URL,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
      // `next start` is production, where the admin area refuses to run without these; the
      // admin tests log in with the same values (tests/e2e/admin-fixtures.ts).
      ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? 'admin',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'admin',
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'e2e-only-auth-secret-not-for-production',
    },
  },
});
