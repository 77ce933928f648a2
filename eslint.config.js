import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';

// Web features never import each other (house style): one zone per feature folder.
const featureDir = 'src/web/features';
const features = fs.existsSync(featureDir) ? fs.readdirSync(featureDir) : [];
const featureZones = features.map((name) => ({
  target: `./${featureDir}/${name}`,
  from: `./${featureDir}`,
  except: [`./${name}`],
  message:
    'Web features may not import each other; move shared code to src/web/components or src/web/lib.',
}));

// Each server module has a public file, <area>.public.ts (and, where a lighter entry keeps a
// process small, another *.public.ts beside it); code outside the module imports only those, or
// (tests) the module's *.test-support.ts files. Inside a module anything goes.
const moduleDir = 'src/server/modules';
const serverModules = fs.existsSync(moduleDir) ? fs.readdirSync(moduleDir) : [];
const moduleZones = serverModules.map((name) => ({
  target: [
    `./src/server/modules/!(${name})/**`,
    './src/server/!(modules)/**',
    './src/server/*.ts',
    './{bench,e2e,scripts}/**',
  ],
  from: `./${moduleDir}/${name}`,
  except: fs
    .readdirSync(`${moduleDir}/${name}`)
    .filter((file) => file.endsWith('.public.ts') || file.endsWith('.test-support.ts'))
    .map((file) => `./${file}`),
  message: `Import the ${name} module through its *.public.ts files.`,
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'scratch',
      'test-results',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain CommonJS entry files that Node runs without a TypeScript loader (stylesheet sandbox).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', process: 'readonly', module: 'writable' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            ...moduleZones,
            {
              target: './src/server/plugins',
              from: './src/server/modules',
              message: 'Plugins are cross-cutting; modules build on them, not the other way round.',
            },
            {
              target: './src/shared',
              from: './src/server',
              message: 'src/shared runs in the browser too.',
            },
            {
              target: './src/shared',
              from: './src/web',
              message: 'src/shared must not depend on the web app.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-console': 'off',
    },
  },
  // The web app loads the first screens' texts up-front and each area's with its screens
  // (src/web/app/i18n-areas.ts, by dynamic import): a static import of a whole map or of an area's
  // file would put texts into chunks that do not show them. Their types may be imported anywhere.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/web/lib/test-translator.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/shared/(i18n/(tr|en)(/[^/]+)?|error-text)$',
              allowTypeImports: true,
              message:
                "Texts load per area: name the area on the screen's lazyPage (app/i18n-areas.ts).",
            },
          ],
        },
      ],
    },
  },
  // Data scope: a tenant condition is written once, by tenantWhere (src/server/db/data-scope.ts).
  // A hand-written `eq(x.tenantId, …)` is refused; `eq(a.tenantId, b.tenantId)` inside a join's
  // ON clause matches two tables' rows and is allowed.
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/db/data-scope.ts',
      'src/server/test/**',
      '**/*.test.ts',
      '**/*.test-support.ts',
    ],
    plugins: {
      'data-scope': {
        rules: {
          'tenant-where': {
            meta: {
              type: 'problem',
              messages: {
                handWritten:
                  'Write the tenant condition with tenantWhere(table, scope, …) from db/data-scope.ts.',
              },
            },
            create(context) {
              const joins = new Set(['innerJoin', 'leftJoin', 'rightJoin', 'fullJoin']);
              const inJoin = (node) =>
                context.sourceCode
                  .getAncestors(node)
                  .some(
                    (a) =>
                      a.type === 'CallExpression' &&
                      a.callee.type === 'MemberExpression' &&
                      joins.has(a.callee.property.name),
                  );
              return {
                CallExpression(node) {
                  const [first] = node.arguments;
                  if (node.callee.type !== 'Identifier') return;
                  if (!['eq', 'ne', 'inArray'].includes(node.callee.name)) return;
                  if (first?.type !== 'MemberExpression') return;
                  if (first.property.type !== 'Identifier' || first.property.name !== 'tenantId')
                    return;
                  if (!inJoin(node)) context.report({ node, messageId: 'handWritten' });
                },
              };
            },
          },
          // Services and routes call repositories: no table imports, no sql`…` of their own.
          'sql-in-repositories': {
            meta: {
              type: 'problem',
              messages: {
                query:
                  'Move this query into the module’s *.repository.ts; services and routes call it.',
              },
            },
            create(context) {
              const file = context.filename.replaceAll('\\', '/');
              if (!/\/src\/server\/modules\/.+\.(service|routes)\.ts$/.test(file)) return {};
              return {
                ImportDeclaration(node) {
                  const typeOnly = node.importKind === 'type';
                  if (!typeOnly && /\/db\/schema\//.test(node.source.value))
                    context.report({ node, messageId: 'query' });
                },
                TaggedTemplateExpression(node) {
                  if (node.tag.type === 'Identifier' && node.tag.name === 'sql')
                    context.report({ node, messageId: 'query' });
                },
              };
            },
          },
        },
      },
    },
    rules: {
      'data-scope/tenant-where': 'error',
      'data-scope/sql-in-repositories': 'error',
    },
  },
);
