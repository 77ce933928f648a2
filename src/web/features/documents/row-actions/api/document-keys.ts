/**
 * Every documents query starts with this key: a cancel reloads the list (spec §7) and the list
 * page's query must start with it too.
 */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
