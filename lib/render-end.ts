import { cacheSignal } from 'react';

// React's end-of-render abort Error would keep finished renders alive (docs/performance.md).
export function releaseRenderWhenDone() {
  cacheSignal()?.addEventListener('abort', formatReason, { once: true });
}

function formatReason(this: AbortSignal) {
  void (this.reason as Error | undefined)?.stack;
}
