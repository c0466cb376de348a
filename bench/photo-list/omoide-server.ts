import { buildApp, openBenchDeps } from '../lib/catalogue-fixture';

// The full app on a prepared data folder (see index.ts), as `npm start` serves it.
const deps = await openBenchDeps(process.env.BENCH_DATA_DIR!);
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
