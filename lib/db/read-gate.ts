import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { ApiError, RETRY_AFTER_SECONDS } from '@/lib/errors';
import { asPublicRead, inPublicRead } from '@/lib/db/replicas';
import { env } from '@/lib/env';

const QUEUE_PER_SLOT = 4;
const MAX_WAIT_MS = 3_000;

export const BUSY_MESSAGE = 'The directory is busy right now. Please try again in a few seconds.';

export const busy = () =>
  new ApiError(503, BUSY_MESSAGE, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

/** Leaves pool connections for imports, the admin and the health check (docs/security.md). */
export const readSlots = () =>
  env.PUBLIC_READ_CONCURRENCY ?? Math.max(4, env.DATABASE_POOL_MAX - 2);

type Waiter = { grant: () => void; timer?: NodeJS.Timeout };

// One gate per process (Next loads server modules more than once per bundle).
const state = ((
  globalThis as { __publicReadGate?: { active: number; queue: Waiter[] } }
).__publicReadGate ??= { active: 0, queue: [] });

// `next build` prerenders pages at once on a machine that may be busy: it has no visitor to
// answer quickly, and a refused read would fail the build, so there reads only queue.
const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

function acquire(): Promise<void> {
  const slots = readSlots();
  if (state.active < slots) {
    state.active++;
    return Promise.resolve();
  }
  const patient = building();
  if (!patient && state.queue.length >= slots * QUEUE_PER_SLOT) return Promise.reject(busy());
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      grant: () => {
        clearTimeout(waiter.timer);
        resolve();
      },
    };
    if (!patient)
      waiter.timer = setTimeout(() => {
        state.queue.splice(state.queue.indexOf(waiter), 1);
        reject(busy());
      }, MAX_WAIT_MS);
    state.queue.push(waiter);
  });
}

function release() {
  const next = state.queue.shift();
  // The slot passes straight to the next waiter, so `active` stays as it is.
  if (next) next.grant();
  else state.active--;
}

// Past the limit a read waits in a bounded queue, then gets a 503; cached answers never get
// here. Holding a slot is what makes a read public: lib/db/index.ts sends it to a replica.
export async function withReadSlot<Result>(read: () => Promise<Result>): Promise<Result> {
  if (inPublicRead()) return read();
  await acquire();
  try {
    return await asPublicRead(read);
  } finally {
    release();
  }
}

export const readGateLoad = () => ({ active: state.active, waiting: state.queue.length });
