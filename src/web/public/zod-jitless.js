// Runs before the app's modules (a deferred classic script ahead of them in index.html), so zod
// never tries `new Function` to compile its parsers: the page's content security policy allows no
// eval, and the browser reports even zod's caught attempt as a violation (docs/security.md). zod
// reads its settings from this global object (what z.config writes) when it builds a schema.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
