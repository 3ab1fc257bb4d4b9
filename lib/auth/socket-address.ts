import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export const PASSED_HEADER = 'x-directory-address-checked';

// Every bundle in the process loads its own copy of this module.
const STAMP = Symbol.for('directory.client-address-stamp');
const store = globalThis as { [STAMP]?: string };

export const passedStamp = () => store[STAMP];

/** Runs before Next sees a request (Node's `http.server.request.start` channel), so nothing can miss it. */
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
