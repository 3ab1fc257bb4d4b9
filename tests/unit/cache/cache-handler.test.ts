// The page and data cache as Next calls it (entries from next-entries.ts), with tag times
// kept in this process: a page's tags come from its `x-next-cache-tags` header, a read's
// from its own and the page's (soft) tags.
import { beforeAll, expect, it, vi } from 'vitest';
import { appPage, dataGet, dataRead, dataSet, pageGet, pageSet } from './next-entries';

let handler: InstanceType<typeof import('@/cache-handler.mjs').default>;

beforeAll(async () => {
  vi.stubEnv('REDIS_URL', '');
  const { default: CacheHandler } = await import('@/cache-handler.mjs');
  handler = new CacheHandler({ maxMemoryCacheSize: 1024 * 1024 });
});

it('serves a stored page, its HTML as a Buffer, until one of its header tags is revalidated', async () => {
  await handler.set('/business/acme', appPage, pageSet);
  const hit = await handler.get('/business/acme', pageGet);
  expect(hit?.value.html).toEqual(Buffer.from(appPage.html));
  expect(hit?.value.rscData).toBe(appPage.rscData);
  await handler.revalidateTag('business:2');
  expect(await handler.get('/business/acme', pageGet)).not.toBeNull();
  await handler.revalidateTag(['business:1']);
  expect(await handler.get('/business/acme', pageGet)).toBeNull();
  // Stored again after the revalidation (an entry stored in the same millisecond counts as
  // stale), it is fresh.
  const revalidated = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(revalidated));
  await handler.set('/business/acme', appPage, pageSet);
  expect(await handler.get('/business/acme', pageGet)).not.toBeNull();
});

it("expires a data read by its own tags and by the page's soft tags", async () => {
  await handler.set('read-1', dataRead, dataSet);
  expect((await handler.get('read-1', dataGet))?.value).toEqual(dataRead);
  await handler.revalidateTag('_N_T_/business/acme');
  expect(await handler.get('read-1', dataGet)).toBeNull();

  await handler.set('read-2', dataRead, dataSet);
  await handler.revalidateTag('businesses');
  expect(await handler.get('read-2', dataGet)).toBeNull();
});

it('keeps pages and data reads apart, so reads cannot evict pages', async () => {
  await handler.set('/about', { ...appPage, headers: {} }, pageSet);
  const body = 'x'.repeat(64 * 1024);
  for (let i = 0; i < 20; i++)
    await handler.set(`read-${i}`, { ...dataRead, data: { ...dataRead.data, body } }, dataSet);
  expect(await handler.get('/about', pageGet)).not.toBeNull();
  expect(await handler.get('read-0', dataGet)).toBeNull();
});
