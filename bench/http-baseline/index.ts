import { measure, median } from '../lib/load';
import { startServerProcess } from '../lib/server-process';

/**
 * Platform overhead: a bare Fastify JSON route against the same route on the full Omoide
 * app (`/healthz`), then the constants endpoint (a real database read). Rounds alternate so
 * machine noise hits both sides alike.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const bare = await startServerProcess('bench/http-baseline/bare-server.ts');
const ours = await startServerProcess('bench/lib/omoide-server.ts');
const bareRuns = [];
const oursRuns = [];
const constantsRuns = [];
try {
  // Warm-up: JIT and first database reads out of the way.
  await measure(`http://127.0.0.1:${bare.port}/healthz`, { seconds: 1 });
  await measure(`http://127.0.0.1:${ours.port}/api/system/constant/non_auth`, { seconds: 1 });
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(await measure(`http://127.0.0.1:${bare.port}/healthz`, { seconds: SECONDS }));
    oursRuns.push(await measure(`http://127.0.0.1:${ours.port}/healthz`, { seconds: SECONDS }));
    constantsRuns.push(
      await measure(`http://127.0.0.1:${ours.port}/api/system/constant/non_auth`, { seconds: SECONDS }),
    );
  }
} finally {
  await Promise.all([bare.stop(), ours.stop()]);
}

const summary = (runs: { requests_per_sec: number; p99_ms: number; errors: number }[]) => ({
  requests_per_sec: median(runs.map((r) => r.requests_per_sec)),
  p99_ms: median(runs.map((r) => r.p99_ms)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
});
const baseline = summary(bareRuns);
const platform = summary(oursRuns);
const constants = summary(constantsRuns);
console.log(
  JSON.stringify({
    bench: 'http-baseline',
    connections: 50,
    seconds_per_round: SECONDS,
    rounds: ROUNDS,
    baseline_bare_fastify: baseline,
    omoide_healthz: platform,
    omoide_constants_non_auth: constants,
    ratio: Number((platform.requests_per_sec / baseline.requests_per_sec).toFixed(3)),
    constants_ratio: Number((constants.requests_per_sec / baseline.requests_per_sec).toFixed(3)),
  }),
);
