import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** Set on every request the hook saw; a client's own value is overwritten. */
export const PASSED_HEADER = 'x-directory-address-checked';

// Shared by every bundle in the process (instrumentation and the route bundles load their own
// copies of this module).
const STAMP = Symbol.for('directory.client-address-stamp');
const store = globalThis as { [STAMP]?: string };

/** The stamp of this process's hook, or undefined where none runs (tests, serverless hosts). */
export const passedStamp = () => store[STAMP];

/**
 * Runs for every request the Node server parses, before Next sees it (Node's public
 * `http.server.request.start` channel), so no route, page or proxy matcher can miss it. With
 * no trusted proxy the client's X-Forwarded-For is replaced by the socket's address (Next
 * only fills the header when it is missing). Each request is stamped, so `clientAddress` can
 * tell one that arrived before the hook was installed.
 */
export function installSocketAddressHook(trustedProxyHops: number) {
  if (store[STAMP] !== undefined) return;
  const stamp = randomUUID();
  store[STAMP] = stamp;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    if (trustedProxyHops === 0) {
      if (socket.remoteAddress) request.headers['x-forwarded-for'] = socket.remoteAddress;
      else delete request.headers['x-forwarded-for'];
    }
    request.headers[PASSED_HEADER] = stamp;
  });
}
