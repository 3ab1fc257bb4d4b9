import { AsyncResource } from 'node:async_hooks';

// A connection opened in a render would keep it and the renders after it (docs/performance.md).
const STARTUP_SCOPE = Symbol.for('directory.startup-scope');
const processWide = globalThis as unknown as Record<symbol, AsyncResource | undefined>;

export function captureStartupScope() {
  processWide[STARTUP_SCOPE] ??= new AsyncResource('directory.startup-scope');
}

/** Runs `open` outside any request (as is in scripts and tests, which have no startup scope). */
export function outsideRequests<T>(open: () => T): T {
  const scope = processWide[STARTUP_SCOPE];
  return scope ? scope.runInAsyncScope(open) : open();
}
