import 'server-only';
import { searchBusinesses as search } from '@/lib/search/search-businesses';
import { withReadSlot } from './read-gate';

/** The one search, for callers that read it uncached (the browse page): within the read limit. */
export const searchBusinesses: typeof search = (...args) => withReadSlot(() => search(...args));
