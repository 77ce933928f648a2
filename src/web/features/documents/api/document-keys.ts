/** Every documents query starts with this key, so one invalidation reloads the list (spec §7). */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;
