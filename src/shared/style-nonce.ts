/**
 * The meta element of the app's page whose `nonce` its style elements must carry (the server puts
 * a new one in each answer, with the content security policy that names it).
 */
export const STYLE_NONCE_META = 'style-nonce';
