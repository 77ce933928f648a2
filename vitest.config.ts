import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // A committed `.only` would silently skip the rest of the suite: fail the run instead.
          allowOnly: false,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two cores: API test files each clone a database; more workers only thrash.
          maxWorkers: 2,
        },
      },
      {
        // The request fuzz over every route (npm run test:fuzz): minutes, so not in npm test.
        test: {
          name: 'fuzz',
          allowOnly: false,
          include: ['src/**/*.fuzz.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          allowOnly: false,
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
