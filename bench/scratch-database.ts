import pg from 'pg';

/** `url` with its database name replaced: benches run in scratch databases on the same server. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on its own connection (create or drop a scratch database, which no pool may hold). */
export async function onAdmin(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
