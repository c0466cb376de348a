import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { openDeps } from '../../apps/api/src/bootstrap';
import { loadConfig } from '../../apps/api/src/config';

// The whole Omoide platform (security headers, request ids, language, error handling, auth
// guard, OpenAPI) on an embedded database, as `npm start` runs it, minus request logging.
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' });
const deps = await openDeps(config);
const app = await buildApp(deps, { serveWeb: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => deps.database.close())
    .then(() => process.exit(0)),
);
