/** Spec §9 business constants of the web app. */
export const LOADER_DELAY_MS = 100;
export const COPY_FEEDBACK_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 700;
export const SEARCH_MIN_LENGTH = 2;
/** How often the app asks the server for its build id (spec §4: upgrade on a new build). */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
