// @ts-check
import { AsyncResource } from 'node:async_hooks';

// A connection opened in a render would keep it and the renders after it (docs/performance.md).
const STARTUP_SCOPE = Symbol.for('directory.startup-scope');
const processWide = /** @type {Record<symbol, AsyncResource | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);

export function captureStartupScope() {
  processWide[STARTUP_SCOPE] ??= new AsyncResource('directory.startup-scope');
}

/** @template T @param {() => T} open @returns {T} */
export function outsideRequests(open) {
  const scope = processWide[STARTUP_SCOPE];
  return scope ? scope.runInAsyncScope(open) : open();
}
