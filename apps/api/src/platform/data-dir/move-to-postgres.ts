import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../db/client';
import { assertTargetEmpty, copyTables } from '../../db/copy-to-postgres';
import { runMigrations } from '../../db/migrate';
import { fingerprintTables, listTables, type Sql, type TableFingerprint } from '../../db/table-fingerprint';
import { copyStorageToS3, type FileCopyResult } from '../storage/copy-to-s3';
import type { S3StorageOptions } from '../storage/s3-storage';
import { acquireDataDirLock } from './data-dir-lock';

export type MoveOptions = {
  dataDir: string;
  databaseUrl: string;
  /** Absent: photos stay in `<dataDir>/storage` (one machine, PostgreSQL for the data). */
  s3?: S3StorageOptions;
  progress?: (message: string) => void;
};

export type MoveResult = {
  tables: TableFingerprint[];
  files: FileCopyResult | null;
  /** The settings that start Omoide on the moved installation. */
  env: string[];
  seconds: number;
};

export class VerificationError extends Error {}

const pgliteSql =
  (db: PGlite): Sql =>
  async (text, params) =>
    (await db.query<Record<string, unknown>>(text, params)).rows;

/**
 * The way up (docs/decisions/009): copies an embedded installation into PostgreSQL (and
 * S3-compatible storage), verifies every table's rows and every file, and returns the
 * settings for production mode. The data folder is locked throughout, so no order is
 * placed in the old installation after its copy was taken.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  const progress = options.progress ?? (() => {});
  const started = Date.now();
  const lock = acquireDataDirLock(options.dataDir, 'migrate-to-postgres');
  try {
    const source = await openDatabase({ kind: 'pglite', dataDir: path.join(options.dataDir, 'db') });
    const target = await openDatabase({ kind: 'postgres', url: options.databaseUrl, poolSize: 3 });
    let client: import('pg').PoolClient | undefined;
    try {
      // Both at the same schema: the source is brought up to date, the target created. (The
      // copy's own connection is taken after: the migrator needs two of the pool's.)
      await runMigrations(source);
      await runMigrations(target);
      progress('schema ready on both sides');
      const connection = await target.pool!.connect();
      client = connection;
      const from = pgliteSql(source.pglite!);
      const to: Sql = async (text, params) => (await connection.query(text, params)).rows;
      await assertTargetEmpty(to, await listTables(from));
      await copyTables(from, to, progress);
      const [expected, actual] = [await fingerprintTables(from), await fingerprintTables(to)];
      const differing = expected.filter((e) => {
        const a = actual.find((t) => t.table === e.table);
        return !a || a.rows !== e.rows || a.md5 !== e.md5;
      });
      if (differing.length) {
        throw new VerificationError(
          `Verification failed: ${differing.map((d) => d.table).join(', ')} differ after the copy.`,
        );
      }
      progress(`verified ${expected.length} tables (row counts and md5 of rows in key order)`);
      const files = options.s3
        ? await copyStorageToS3(path.join(options.dataDir, 'storage'), options.s3, progress)
        : null;
      if (files) progress(`verified ${files.files} files (size and md5/ETag)`);
      return { tables: expected, files, env: productionEnv(options), seconds: (Date.now() - started) / 1000 };
    } finally {
      client?.release();
      await target.close();
      await source.close();
    }
  } finally {
    lock.release();
  }
}

function productionEnv(options: MoveOptions): string[] {
  const dataDir = options.dataDir;
  const s3 = options.s3;
  const sandboxDir = path.join(dataDir, 'sandbox');
  // The sandbox process's port (`npm run sandbox` reads SANDBOX_PORT, default 3200).
  const sandboxPort = process.env.SANDBOX_PORT ?? '3200';
  return [
    'NODE_ENV=production',
    `DATABASE_URL=${options.databaseUrl}`,
    // The embedded secrets keep sessions and the operator key valid across the move.
    `JWT_SECRET=$(cat ${path.join(dataDir, 'jwt-secret')})`,
    `OPERATOR_API_KEY=$(cat ${path.join(dataDir, 'operator-key')})`,
    'SEED_DEMO=false',
    // The payment sandbox is the only provider built so far: production refuses it unless
    // told (config.ts), and mounts none of its own. So the move says both, and where the
    // sandbox process runs with the ledger and shop keys of this installation (decision 026).
    '# Payments stay with the payment sandbox (test shops, no real money), as before the move:',
    'ALLOW_SANDBOX_PAYMENTS=true',
    `PAYMENT_SANDBOX_URL=http://127.0.0.1:${sandboxPort}/sandbox`,
    `PAYMENT_SANDBOX_DATA_DIR=${sandboxDir}`,
    `# and run the sandbox beside the server: SANDBOX_PORT=${sandboxPort} SANDBOX_DATA_DIR=${sandboxDir} npm run sandbox`,
    ...(s3
      ? [
          `S3_BUCKET=${s3.bucket}`,
          ...(s3.endpoint ? [`S3_ENDPOINT=${s3.endpoint}`] : []),
          ...(s3.region ? [`S3_REGION=${s3.region}`] : []),
          ...(s3.accessKeyId ? [`S3_ACCESS_KEY_ID=${s3.accessKeyId}`] : []),
          ...(s3.secretAccessKey ? ['S3_SECRET_ACCESS_KEY=<the key given to --s3-secret-access-key>'] : []),
          ...(s3.prefix ? [`S3_PREFIX=${s3.prefix}`] : []),
          '# DATA_DIR still holds upload temp files; any local folder will do.',
        ]
      : [`DATA_DIR=${dataDir}  # photos stay in ${path.join(dataDir, 'storage')}`]),
  ];
}
