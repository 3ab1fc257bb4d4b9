import 'server-only';
import { searchBusinesses as search } from '@/lib/search/search-businesses';
import { withReadSlot } from '@/lib/db/read-gate';

export const searchBusinesses: typeof search = (...args) => withReadSlot(() => search(...args));
