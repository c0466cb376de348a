import type { PGlite } from '@electric-sql/pglite';

/**
 * The statements `work` sends to the embedded database, by their SQL text's start (null on
 * PostgreSQL): what a warm request still reads (decisions 038, 040).
 */
export async function loggedStatements(
  pglite: PGlite | undefined,
  work: () => Promise<unknown>,
): Promise<string[] | null> {
  if (!pglite) return null;
  const { query, exec } = pglite;
  const seen: string[] = [];
  const note = (text: unknown) => seen.push(String(text).replace(/\s+/g, ' ').trim().slice(0, 90));
  pglite.query = ((...args: Parameters<PGlite['query']>) => {
    note(args[0]);
    return query.apply(pglite, args);
  }) as PGlite['query'];
  pglite.exec = ((...args: Parameters<PGlite['exec']>) => {
    note(args[0]);
    return exec.apply(pglite, args);
  }) as PGlite['exec'];
  try {
    await work();
  } finally {
    pglite.query = query;
    pglite.exec = exec;
  }
  return seen;
}
