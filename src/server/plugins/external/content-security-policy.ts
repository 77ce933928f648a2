import helmet from 'helmet';

type TDirectives = Record<string, readonly string[]>;

/**
 * helmet's default policy, less what the web app does not need: styles come only from our own
 * files and, on the app's page, from style elements carrying that answer's nonce (Mantine's CSS
 * variables and responsive style props: MantineProvider's getStyleNonce); fonts only from our
 * own files (the theme uses the system's fonts, none is fetched).
 */
const DIRECTIVES: TDirectives = {
  ...helmet.contentSecurityPolicy.getDefaultDirectives(),
  'font-src': ["'self'"],
  'style-src': ["'self'"],
};

function serialize(directives: TDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/** The policy of every answer but the app's page. */
export const CONTENT_SECURITY_POLICY = serialize(DIRECTIVES);

/** The app's page: its style elements carry `nonce` (plugins/app/spa.ts puts it in the page). */
export function pageContentSecurityPolicy(nonce: string): string {
  return serialize({ ...DIRECTIVES, 'style-src': ["'self'", `'nonce-${nonce}'`] });
}
