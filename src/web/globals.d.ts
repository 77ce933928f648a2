/// <reference types="vite/client" />

/** Set at build time from POSBELGE_BUILD_ID ('dev' otherwise); see vite.config.ts. */
declare const __BUILD_ID__: string;
/** Release version shown on the sign-in page and in the side menu (spec §9). */
declare const __APP_VERSION__: string;
