import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, openBenchDeps } from './catalogue-fixture';

// The full app (API and workers) on a data folder a benchmark prepared, as `npm start` runs
// it: env BENCH_DATA_DIR (a new empty one when unset), plus any configuration variable.
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'omoide-bench-'));
const deps = await openBenchDeps(dataDir);
const app = await buildApp(deps, { serveWeb: false });
if (deps.config.role !== 'api') await deps.jobs.start();
// PORT when the caller needs it known in advance (the embedded sandbox is called at it).
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () =>
  deps.jobs
    .stop()
    .then(() => app.close())
    .then(() => deps.faces.close())
    .then(() => deps.database.close())
    .then(() => process.exit(0)),
);
