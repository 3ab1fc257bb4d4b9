import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

// One hook per process, however many bundles load this module (see lib/auth/socket-address.ts).
const INSTALLED = Symbol.for('directory.redirect-location-hook');
const store = globalThis as { [INSTALLED]?: true };

/** One Location, and a 308 to a local path keeps the request's query as next.config.ts redirects do. */
export function finalLocation(
  location: string | number | readonly string[] | undefined,
  status: number,
  requestUrl: string | undefined,
): string | undefined {
  if (location === undefined) return undefined;
  const value = Array.isArray(location) ? String(location[0]) : String(location);
  if (status !== 308 || !value.startsWith('/') || value.startsWith('//') || value.includes('?'))
    return value;
  const query = requestUrl?.indexOf('?') ?? -1;
  return query < 0 ? value : `${value}${requestUrl!.slice(query)}`;
}

function fixLocation(request: IncomingMessage, response: ServerResponse, status: number) {
  const location = response.getHeader('location');
  const final = finalLocation(location, status, request.url);
  if (final !== undefined && final !== location) response.setHeader('location', final);
}

/** A cached redirect sends its Location twice (vercel/next.js#82117), so headers are finished here. */
export function installRedirectLocationHook() {
  if (store[INSTALLED]) return;
  store[INSTALLED] = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as {
      request: IncomingMessage;
      response: ServerResponse;
    };
    const writeHead = response.writeHead;
    response.writeHead = function (
      this: ServerResponse,
      statusCode: number,
      ...rest: [string | OutgoingHttpHeaders | undefined, OutgoingHttpHeaders?]
    ) {
      if (statusCode >= 300 && statusCode < 400) fixLocation(request, this, statusCode);
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
    } as ServerResponse['writeHead'];
  });
}
