export const SORT_ORDERS = ['relevance', 'rating', 'reviews', 'distance', 'name'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
