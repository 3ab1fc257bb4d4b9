import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { startExtraServer, type ExtraServer } from './admin-server';

// A second `next start` whose database sits behind a TCP relay this test controls: closing the
// relay (and cutting its connections) is the database stopping, reopening it the restart. The
// public API answers 503 with Retry-After meanwhile, never 500, and static pages still answer.

type Relay = { port: number; open: () => Promise<void>; stop: () => Promise<void> };

async function relayTo(host: string, port: number): Promise<Relay> {
  // The OS picks the port on the first open (no race with other processes); reopening reuses it.
  let listenPort = 0;
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(port, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  await open();
  return { port: listenPort, open, stop };
}

let relay: Relay;
let app: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const database = new URL(process.env.DATABASE_URL!);
  relay = await relayTo(database.hostname, Number(database.port || 5432));
  database.hostname = '127.0.0.1';
  database.port = String(relay.port);
  app = await startExtraServer({
    DATABASE_URL: database.toString(),
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
  });
});
test.afterAll(async () => {
  await app?.stop();
  await relay?.stop();
});

const search = (word: string) =>
  `/api/businesses?search=${encodeURIComponent(`${word} ${Date.now().toString(36)}`)}`;

test('while the database is stopped the API answers 503 + Retry-After, and recovers', async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect((await request.get(`${app.baseUrl}${search('cafe')}`)).status()).toBe(200);
  expect((await request.get(`${app.baseUrl}/about`)).status()).toBe(200);

  await relay.stop();
  for (const path of [
    search('plumber'),
    search('dentist'),
    '/api/businesses/slug/no-such-slug-x',
  ]) {
    const response = await request.get(`${app.baseUrl}${path}`);
    expect(response.status(), path).toBe(503);
    expect(response.headers()['retry-after'], path).toBe('5');
    expect((await response.json()).error.message, path).toMatch(/unavailable for a moment/);
  }
  expect((await request.get(`${app.baseUrl}/about`)).status()).toBe(200);
  expect((await request.get(`${app.baseUrl}/api/health`)).status()).toBe(503);

  await relay.open();
  await expect
    .poll(async () => (await request.get(`${app.baseUrl}${search('garage')}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
});
