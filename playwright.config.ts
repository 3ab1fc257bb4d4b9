import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// Set here so that the tests, which look at the page cache's files, see it too.
process.env.NEXT_DIST_DIR ??= '.next-e2e';
// `next start` is production, which refuses any admin value published in the repository: each
// run makes up its own, and the workers inherit them (tests/e2e/admin-fixtures.ts logs in with them).
process.env.ADMIN_USERNAME ??= 'admin';
process.env.ADMIN_PASSWORD ??= randomBytes(18).toString('base64url');
process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
// Production refuses a missing or placeholder contact address; the extra servers of
// tests/e2e/admin-server.ts inherit these too.
process.env.CONTACT_EMAIL ??= 'hello@directory-e2e.test';
process.env.CONTACT_PHONE ??= '0113 496 0000';

// Run through `npm run test:e2e` (or `npm test`), which provides a fresh, seeded database.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Sized for a busy machine (a cold page render can take seconds there); passing tests don't wait.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
    // Idle sockets outlive the test's pauses: one closed by the server as the client reuses it
    // is an ECONNRESET on a busy machine.
    command: `npx next build && npx next start -p ${PORT} --keepAliveTimeout 65000`,
    url: `${BASE_URL}/api/health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      SITE_URL: BASE_URL,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
      ADMIN_USERNAME: process.env.ADMIN_USERNAME,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
      AUTH_SECRET: process.env.AUTH_SECRET,
      CONTACT_EMAIL: process.env.CONTACT_EMAIL,
      CONTACT_PHONE: process.env.CONTACT_PHONE,
    },
  },
});
