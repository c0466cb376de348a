import { readdirSync, readFileSync } from 'node:fs';
import { MIGRATIONS_DIR } from './migrate';
import { dependencyOrder, orderClause, quoteIdent as q, type Sql } from './table-fingerprint';

export class TargetNotEmptyError extends Error {}

const BATCH_ROWS = 500;

/** Tables the migrations themselves fill (defaults), which a fresh target already holds. */
function tablesSeededByMigrations(): Set<string> {
  const seeded = new Set<string>();
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))) {
    const text = readFileSync(`${MIGRATIONS_DIR}/${file}`, 'utf8');
    for (const m of text.matchAll(/INSERT INTO "([a-z_0-9]+)"/gi)) seeded.add(m[1]!);
  }
  return seeded;
}

/** Refuses a target where anyone has stored anything (only migration defaults allowed). */
export async function assertTargetEmpty(target: Sql, tables: string[]): Promise<void> {
  const seeded = tablesSeededByMigrations();
  const used: string[] = [];
  for (const table of tables) {
    if (seeded.has(table)) continue;
    const [row] = await target(`select exists (select 1 from public.${q(table)}) as used`);
    if (row!.used) used.push(table);
  }
  if (used.length) {
    throw new TargetNotEmptyError(
      `The target database already holds data (${used.slice(0, 5).join(', ')}${used.length > 5 ? '…' : ''}). ` +
        'Move into a new, empty database so nothing there is mixed with or overwritten by this installation.',
    );
  }
}

/**
 * Copies every row of the source into the (migrated, empty) target in one transaction:
 * tables in foreign-key order, rows in key order, as JSON so every type (bytea, arrays,
 * jsonb, timestamps) crosses exactly; identity values are kept and sequences moved on.
 */
export async function copyTables(
  source: Sql,
  target: Sql,
  progress: (message: string) => void,
): Promise<void> {
  const tables = await dependencyOrder(source);
  await target('begin');
  try {
    // Migration defaults (system constants) are replaced by the installation's own rows.
    await target(`truncate ${tables.map((t) => `public.${q(t)}`).join(', ')} restart identity cascade`);
    for (const table of tables) {
      const columns = (
        await source(
          `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0
           and not attisdropped and attgenerated = '' order by attnum`,
          [`public.${q(table)}`],
        )
      ).map((r) => q(String(r.name)));
      const order = await orderClause(source, table);
      let copied = 0;
      for (;;) {
        const [batch] = await source(
          `select json_agg(t)::text as rows, count(*)::int as n from
           (select * from public.${q(table)} t order by ${order} limit ${BATCH_ROWS} offset ${copied}) t`,
        );
        const n = Number(batch!.n);
        if (!n) break;
        await target(
          `insert into public.${q(table)} (${columns.join(', ')}) overriding system value
           select ${columns.join(', ')} from json_populate_recordset(null::public.${q(table)}, $1::json)`,
          [batch!.rows],
        );
        copied += n;
        if (n < BATCH_ROWS) break;
      }
      progress(`copied ${table}: ${copied} rows`);
    }
    const sequences = await source(
      `select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public' and last_value is not null`,
    );
    for (const s of sequences) {
      await target(`select setval($1::regclass, $2::bigint, true)`, [
        `public.${q(String(s.name))}`,
        s.last_value,
      ]);
    }
    progress(`sequences moved on: ${sequences.length}`);
    await target('commit');
  } catch (error) {
    await target('rollback').catch(() => {});
    throw error;
  }
}
