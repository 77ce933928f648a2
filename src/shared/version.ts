/** Release label of spec §9, shown in the side menu and reported by /api/health. */
export const APP_VERSION = '25.10.1-alpha.2';
