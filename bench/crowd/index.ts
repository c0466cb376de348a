import { machineCpuSeconds } from '../lib/server-process';
import { Phase, summary } from '../lib/step-figures';
import { type LayoutName, startLayout } from './layout';
import { visit } from './visit';

/**
 * Publication night (issue 26): CROWD_FAMILIES families at once, each going round a parent's
 * whole visit (event by code, grid and thumbnails, photo pages, face search, cart, card
 * checkout, a quarter with 3-D Secure) for CROWD_SECONDS, closed-loop, through the real HTTP
 * API, on each layout of CROWD_LAYOUTS (pglite, pg1, pg2; see layout.ts). A first
 * CROWD_WARMUP_SECONDS of the same traffic is not counted.
 * Figures per layout: families/min completed (a paid order), p50/p99 overall and per step,
 * errors (target 0), the ledger check afterwards, CPU-seconds and peak memory per process.
 * ratio = pg2 / pg1 families per minute: what a second API process adds (target ≥ 1.6 where
 * the machine has the cores for it).
 */
const FAMILIES = Number(process.env.CROWD_FAMILIES ?? 16);
const SECONDS = Number(process.env.CROWD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.CROWD_WARMUP_SECONDS ?? 10);
const LAYOUTS = (process.env.CROWD_LAYOUTS ?? 'pglite,pg1,pg2').split(',') as LayoutName[];
const PORT = Number(process.env.CROWD_PORT ?? 3301);

async function measure(name: LayoutName) {
  const layout = await startLayout(name, FAMILIES, PORT);
  try {
    const drive = async (seconds: number, phase: Phase) => {
      const end = performance.now() + seconds * 1000;
      let n = 0;
      let paid = 0;
      // Each family goes round again as soon as its visit ends; requests alternate over the APIs.
      await Promise.all(
        layout.data.families.map(async (family) => {
          while (performance.now() < end) {
            const i = n++;
            phase.families++;
            if (await visit(layout.apiBases[i % layout.apiBases.length]!, layout.data, family, i, phase))
              paid++;
          }
        }),
      );
      return paid;
    };
    await drive(WARMUP_SECONDS, new Phase());
    const cpuBefore = layout.cpuSeconds();
    const machineBefore = machineCpuSeconds();
    const driverBefore = process.cpuUsage();
    const phase = new Phase();
    const t0 = performance.now();
    const paid = await drive(SECONDS, phase);
    const minutes = (performance.now() - t0) / 60_000;
    const cpuAfter = layout.cpuSeconds();
    const machineAfter = machineCpuSeconds();
    const driver = process.cpuUsage(driverBefore);
    const peak = layout.peakRssMb();
    const figures = summary(phase);
    const ledger = await layout.finish();
    return {
      families_per_min: Math.round((paid / minutes) * 10) / 10,
      paid_orders: paid,
      ...figures,
      cpu_seconds: Object.fromEntries(
        Object.keys(cpuAfter).map((k) => [k, Math.round((cpuAfter[k]! - cpuBefore[k]!) * 10) / 10]),
      ),
      // Where the cores went: a ratio below 2 on a machine already busy is the machine's ceiling,
      // not the servers'. This process drives the families (its HTTP clients and checks).
      driver_cpu_seconds: Math.round(((driver.user + driver.system) / 1e6) * 10) / 10,
      machine_busy_share:
        Math.round(
          ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 1000,
        ) / 1000,
      peak_rss_mb: peak,
      ledger,
    };
  } catch (error) {
    await layout.remove();
    throw error;
  }
}

const results: Partial<Record<LayoutName, Awaited<ReturnType<typeof measure>>>> = {};
for (const name of LAYOUTS) results[name] = await measure(name);
const perMin = (name: LayoutName) => results[name]?.families_per_min ?? 0;
console.log(
  JSON.stringify({
    bench: 'crowd',
    families_at_once: FAMILIES,
    seconds: SECONDS,
    layouts: results,
    errors: Object.values(results).reduce((sum, r) => sum + (r?.errors ?? 0), 0),
    ratio: perMin('pg1') ? Math.round((perMin('pg2') / perMin('pg1')) * 1000) / 1000 : null,
  }),
);
