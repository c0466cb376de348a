import pg from 'pg';

// Free of test-runner imports, so the benches (bench/soak) use them too.

/** The URL of another database on the same PostgreSQL server as `url`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the admin database (CREATE/DROP DATABASE cannot run in a pool tx). */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
