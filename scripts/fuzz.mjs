#!/usr/bin/env node
// `npm run fuzz`: the long pass of the API fuzzer (apps/api/src/fuzz.test.ts, issue #25).
// FUZZ_RUNS requests per route and caller (default 200), FUZZ_SECONDS at most (default 1800),
// FUZZ_SEED to vary or replay; TEST_DATABASE_URL runs it on PostgreSQL instead of PGlite.
// It prints routes × callers × cases tried and every failure with a request that shows it.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200',
  FUZZ_SECONDS: process.env.FUZZ_SECONDS ?? '1800',
  FUZZ_SEED: process.env.FUZZ_SEED ?? String(Date.now() % 1_000_000),
};
console.log(`fuzz: FUZZ_RUNS=${env.FUZZ_RUNS} FUZZ_SECONDS=${env.FUZZ_SECONDS} FUZZ_SEED=${env.FUZZ_SEED}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'apps/api/src/fuzz.test.ts'], {
  stdio: 'inherit',
  env,
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
