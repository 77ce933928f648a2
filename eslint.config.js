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

// Each server module has one public file, <area>.public.ts; code outside the module imports only
// that file, or (tests) the module's *.test-support.ts files. Inside a module anything goes.
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
  except: [
    `./${name}.public.ts`,
    ...fs.readdirSync(`${moduleDir}/${name}`).filter((file) => file.endsWith('.test-support.ts')),
  ],
  message: `Import the ${name} module through ${name}.public.ts.`,
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
);
