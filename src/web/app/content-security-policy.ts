import { STYLE_NONCE_META } from '../../shared/style-nonce';

declare global {
  // get-nonce's source of a nonce (react-style-singleton asks it), named after webpack's.
  var __webpack_nonce__: string | undefined;
}

// What the web app does to live under its page's content security policy (docs/security.md);
// zod's part runs before any module (public/zod-jitless.js).

const nonce =
  document.querySelector<HTMLMetaElement>(`meta[name="${STYLE_NONCE_META}"]`)?.nonce ?? '';

// Mantine's scroll lock (react-remove-scroll-bar) writes a style element of its own, with the
// nonce get-nonce finds here.
globalThis.__webpack_nonce__ = nonce || undefined;

/**
 * The nonce the server gave this page for its style elements, for MantineProvider's
 * getStyleNonce. Vite's dev server sends no policy and no nonce: ''.
 */
export const styleNonce = (): string => nonce;
