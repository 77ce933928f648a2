// Runs before the first paint (a blocking classic script in index.html's head), so a dark page
// never flashes white: it sets Mantine's color scheme attribute the way its ColorSchemeScript
// would, from the choice the app keeps under the same key (src/web/app/theme.ts); an inline
// script would be refused by the page's content security policy.
(function () {
  var stored = null;
  try {
    stored = globalThis.localStorage.getItem('posbelge-color-scheme');
  } catch {
    // Storage refused (private mode): the system's scheme.
  }
  var system = globalThis.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  var scheme = stored === 'light' || stored === 'dark' ? stored : system;
  globalThis.document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
