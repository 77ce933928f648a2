import { defineConfig } from 'drizzle-kit';

// casing must match the runtime client: drizzle(pool, { casing: 'snake_case' }).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});
