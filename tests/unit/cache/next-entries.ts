// Cache calls as Next 16 makes them to a `cacheHandler`. next-contract.test.ts type-checks
// every value here against the installed Next's declarations, so a change there fails it.
import { TAGS_HEADER } from '@/cache-handler.mjs';

export const appPage = {
  kind: 'APP_PAGE' as const,
  html: '<!DOCTYPE html><html><body>Acme Plumbing, Leeds</body></html>',
  rscData: Buffer.from('0:["$","div",null,{}]'),
  headers: { [TAGS_HEADER]: 'businesses,business:1,_N_T_/layout,_N_T_/business/acme' },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
};

export const pageSet = { cacheControl: { revalidate: 300, expire: 3600 }, isFallback: false };
export const pageGet = { kind: 'APP_PAGE' as const, isFallback: false, isRoutePPREnabled: false };

export const dataRead = {
  kind: 'FETCH' as const,
  data: { headers: {}, body: '{"name":"Acme Plumbing"}', url: '', status: 200 },
  tags: ['businesses', 'business:1'],
  revalidate: 300,
};

export const dataSet = { fetchCache: true as const, tags: ['businesses', 'business:1'] };
export const dataGet = {
  kind: 'FETCH' as const,
  revalidate: 300,
  tags: ['businesses', 'business:1'],
  softTags: ['_N_T_/layout', '_N_T_/business/acme'],
};
