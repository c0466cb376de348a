import '../supported-node';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { TargetNotEmptyError } from '../db/copy-to-postgres';
import { moveToPostgres, VerificationError } from '../platform/data-dir/move-to-postgres';
import { checkDataDir } from '../platform/data-dir/preflight';
import { isOperatorError } from './cli-errors';

/**
 * `npm run migrate-to-postgres -- --database-url postgres://… [--s3-bucket B --s3-endpoint URL
 * --s3-access-key-id K --s3-secret-access-key S --s3-prefix P --s3-region R]`: moves the
 * embedded installation in DATA_DIR (or --data-dir) up to PostgreSQL and S3 (DESIGN §4).
 */
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    's3-bucket': { type: 'string' },
    's3-endpoint': { type: 'string' },
    's3-region': { type: 'string' },
    's3-access-key-id': { type: 'string' },
    's3-secret-access-key': { type: 'string' },
    's3-prefix': { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) {
  console.error(
    'usage: npm run migrate-to-postgres -- --database-url postgres://… [--data-dir DIR] ' +
      '[--s3-bucket B [--s3-endpoint URL] [--s3-region R] [--s3-access-key-id K] [--s3-secret-access-key S] [--s3-prefix P]]',
  );
  process.exit(2);
}
// The embedded installation: DATA_DIR as `npm start` sees it (not DATABASE_URL, the target).
const config = loadConfig({ ...process.env, DATABASE_URL: undefined });
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : config.dataDir;
const log = (message: string) => console.error(`migrate-to-postgres: ${message}`);
try {
  checkDataDir(dataDir, 0);
  const result = await moveToPostgres({
    dataDir,
    databaseUrl,
    ...(values['s3-bucket']
      ? {
          s3: {
            bucket: values['s3-bucket'],
            endpoint: values['s3-endpoint'],
            region: values['s3-region'],
            accessKeyId: values['s3-access-key-id'],
            secretAccessKey: values['s3-secret-access-key'],
            prefix: values['s3-prefix'],
          },
        }
      : {}),
    progress: log,
  });
  log(`done in ${result.seconds.toFixed(1)} s. Start Omoide in production mode with:`);
  console.log(`\n${result.env.map((line) => `  ${line}`).join('\n')}\n`);
  console.log('Keep the embedded data folder until the new installation has served for a while.');
} catch (error) {
  if (
    !(error instanceof TargetNotEmptyError || error instanceof VerificationError || isOperatorError(error))
  ) {
    throw error;
  }
  console.error(error.message);
  process.exit(1);
}
