/** Every devices query starts with this key, so one invalidation reloads the list (spec §7). */
export const DEVICES_QUERY_KEY = ['devices'] as const;
