/**
 * Table-level comparison of two databases of this app (PGlite or PostgreSQL): row counts
 * and an md5 of every row's text, ordered by primary key. Used to verify a move to
 * PostgreSQL and a restored backup (docs/decisions/009).
 */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export type TableFingerprint = { table: string; rows: number; md5: string };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteIdent = ident;

/** The app's tables (schema `public`; Drizzle's bookkeeping lives in schema `drizzle`). */
export async function listTables(sql: Sql): Promise<string[]> {
  const rows = await sql(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  return rows.map((r) => String(r.name));
}

/** Primary-key columns in key order (empty when the table has none). */
export async function primaryKey(sql: Sql, table: string): Promise<string[]> {
  const rows = await sql(
    `select a.attname as name from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
     where i.indrelid = $1::regclass and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)`,
    [`public.${ident(table)}`],
  );
  return rows.map((r) => String(r.name));
}

/** `order by` that lists rows the same way on both sides. */
export async function orderClause(sql: Sql, table: string): Promise<string> {
  const key = await primaryKey(sql, table);
  return key.length ? key.map((c) => `t.${ident(c)}`).join(', ') : 't::text';
}

/** Tables ordered so every table comes after those its foreign keys point to. */
export async function dependencyOrder(sql: Sql): Promise<string[]> {
  const tables = await listTables(sql);
  const edges = await sql(
    `select child.relname as child, parent.relname as parent from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) {
    // A self-reference (a category's parent) is satisfied by copying in key order.
    if (e.child !== e.parent) parents.get(String(e.child))?.add(String(e.parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!ready.length) throw new Error('foreign keys form a cycle; cannot order the copy');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/**
 * Counts and hashes every table. Text forms are made comparable across servers: timestamps
 * in UTC (`set local`, so a running session's setting is untouched), the default float and
 * bytea output.
 */
export async function fingerprintTables(sql: Sql): Promise<TableFingerprint[]> {
  const result: TableFingerprint[] = [];
  await sql('begin');
  try {
    await sql(`set local timezone to 'UTC'`);
    await sql(`set local extra_float_digits to 1`);
    await sql(`set local bytea_output to 'hex'`);
    for (const table of await listTables(sql)) {
      const order = await orderClause(sql, table);
      const [row] = await sql(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by ${order})), '') as md5
         from public.${ident(table)} t`,
      );
      result.push({ table, rows: Number(row!.rows), md5: String(row!.md5) });
    }
  } finally {
    await sql('commit');
  }
  return result;
}
