import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAddress, UNKNOWN_ADDRESS } from './client-address';
import { installSocketAddressHook, PASSED_HEADER } from './socket-address';

/** A real Node server that answers with the headers its handler saw, as Next would get them. */
async function serverSeeing() {
  const server = createServer((request, response) => {
    response.end(JSON.stringify(request.headers));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const get = (headers: Record<string, string>) =>
    new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, headers }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(JSON.parse(body)));
      });
      call.on('error', reject);
      call.end();
    });
  return { get, close: () => new Promise((resolve) => server.close(resolve)) };
}

const asHeaders = (seen: IncomingHttpHeaders) =>
  new Headers(Object.entries(seen).map(([name, value]): [string, string] => [name, String(value)]));

// The stamp is process-wide: later files in this worker must not see one.
afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('directory.client-address-stamp')];
});

describe('the socket address hook', () => {
  it('replaces a client-chosen X-Forwarded-For with the socket address, on every request', async () => {
    const server = await serverSeeing();
    try {
      // Before the hook: whatever the client wrote reaches the handler.
      const before = await server.get({ 'x-forwarded-for': '203.0.113.9' });
      expect(before['x-forwarded-for']).toBe('203.0.113.9');

      installSocketAddressHook(0);
      const chosen = ['203.0.113.9', '127.0.0.1', `198.51.100.1, ${'x'.repeat(2000)}`];
      for (const value of chosen) {
        const seen = await server.get({ 'x-forwarded-for': value, [PASSED_HEADER]: 'forged' });
        expect(seen['x-forwarded-for']).toBe('127.0.0.1');
        expect(clientAddress(asHeaders(seen), 0)).toBe('127.0.0.1');
      }
      const plain = await server.get({});
      expect(clientAddress(asHeaders(plain), 0)).toBe('127.0.0.1');

      // A request that did not pass the hook (it came in while the server was starting) has
      // no address of its own: it cannot pick someone else's.
      expect(clientAddress(asHeaders(before), 0)).toBe(UNKNOWN_ADDRESS);
    } finally {
      await server.close();
    }
  });
});
