// The most rows one API list returns; the cache tags of the ranked lists cover that depth.
export const MAX_LIST_LIMIT = 100;
