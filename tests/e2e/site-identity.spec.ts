import { expect, test } from '@playwright/test';
import { startExtraServer, type ExtraServer } from './admin-server';

// A production start with the shipped placeholder address: refused with a log line at start,
// and the public site keeps answering.
let server: ExtraServer;
test.beforeAll(async () => {
  server = await startExtraServer({ CONTACT_EMAIL: 'hello@ukbusinessdirectory.example' });
});
test.afterAll(async () => server?.stop());

test('a placeholder CONTACT_EMAIL is refused at start, and the site still serves', async ({
  request,
}) => {
  expect(server.output()).toContain(
    '[site] CONTACT_EMAIL "hello@ukbusinessdirectory.example" is a placeholder',
  );
  const home = await request.get(`${server.baseUrl}/`);
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('"@type":"Organization"');
});
