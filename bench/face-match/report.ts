import os from 'node:os';
import { median } from '../lib/load';

type PageFlow = { total: number; previews: number; savesAndMatch: number };

/** What `index.ts` measured, raw (ms unless named otherwise). */
export type FaceMatchFigures = {
  photos: number;
  faces: number;
  childDescriptors: number;
  photosWithChild: number;
  photosFound: number;
  classmates: number;
  firstMatch: number;
  firstMatchWithoutBlock: number;
  blockLoad: number;
  aggregatedLoad: number;
  rowByRowLoad: number;
  galleryBytes: number;
  requests: number[];
  /** Garbage collection inside each of `requests`. */
  requestGc: number[];
  /** Warm requests one after the other, nothing else between them, and their collection. */
  requestsInARow: number[];
  requestsInARowGc: number[];
  /** Statements one warm request sends to the embedded database (null on PostgreSQL). */
  statementsPerRequest: number | null;
  /** Their SQL text's start, in order (null on PostgreSQL). */
  warmStatements: string[] | null;
  /** Bytes the warm search's per-process copies hold after the run (references, verdicts, rivals). */
  keptCacheBytes: number;
  matcher: number[];
  matcherCpu: number[];
  scan: number[];
  scanCpu: number[];
  bareScan: number[];
  registerAndMatch: number;
  registerAndMatchWarmEngine: number;
  /** The child page's way, engine warm: the 3 previews (one by one), the saves, the search. */
  pageFlow: PageFlow;
  /** The same with the 3 photos chosen together (their previews at once). */
  pageFlowTogether: PageFlow;
};

const round2 = (v: number) => Number(v.toFixed(2));
/** The q-quantile (nearest rank) of a sample. */
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return round2(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!);
};

/** The `count` slowest requests, each with the collection inside it: is the tail the collector's? */
const slowest = (ms: number[], gc: number[], count: number) =>
  ms
    .map((value, i) => ({ ms: round2(value), gc_ms: round2(gc[i] ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);

/** The bench's one JSON line: figures, targets met or not, and the same-run ratio. */
export function reportFaceMatch(f: FaceMatchFigures): void {
  const requestP99 = quantile(f.requests, 0.99);
  console.log(
    JSON.stringify({
      bench: 'face-match',
      photos: f.photos,
      faces: f.faces,
      child_descriptors: f.childDescriptors,
      photos_with_child: f.photosWithChild,
      photos_found: f.photosFound,
      classmates: f.classmates,
      load_average: round2(os.loadavg()[0]!),
      first_match_ms: round2(f.firstMatch),
      first_match_without_block_ms: round2(f.firstMatchWithoutBlock),
      gallery_load_block_ms: round2(f.blockLoad),
      baseline_gallery_load_aggregated_ms: round2(f.aggregatedLoad),
      baseline_gallery_load_row_by_row_ms: round2(f.rowByRowLoad),
      gallery_mib_per_10000_photos: round2((f.galleryBytes / 2 ** 20) * (10_000 / f.photos)),
      match_request_p50_ms: quantile(f.requests, 0.5),
      match_request_p99_ms: requestP99,
      match_request_gc_p99_ms: quantile(f.requestGc, 0.99),
      match_request_gc_total_ms: round2(f.requestGc.reduce((a, b) => a + b, 0)),
      match_request_in_a_row_p50_ms: quantile(f.requestsInARow, 0.5),
      match_request_in_a_row_p99_ms: quantile(f.requestsInARow, 0.99),
      match_request_in_a_row_gc_p99_ms: quantile(f.requestsInARowGc, 0.99),
      slowest_requests: slowest(f.requests, f.requestGc, 3),
      statements_per_warm_request: f.statementsPerRequest,
      warm_request_statements: f.warmStatements,
      kept_caches_kib: round2(f.keptCacheBytes / 1024),
      matcher_p50_ms: quantile(f.matcher, 0.5),
      matcher_p99_ms: quantile(f.matcher, 0.99),
      matcher_cpu_p99_ms: quantile(f.matcherCpu, 0.99),
      scan_p50_ms: quantile(f.scan, 0.5),
      scan_p99_ms: quantile(f.scan, 0.99),
      scan_cpu_p99_ms: quantile(f.scanCpu, 0.99),
      baseline_bare_scan_ms: round2(median(f.bareScan)),
      register_3_images_and_match_ms: round2(f.registerAndMatch),
      register_3_images_and_match_warm_engine_ms: round2(f.registerAndMatchWarmEngine),
      page_flow_3_previews_saves_and_match_ms: round2(f.pageFlow.total),
      page_flow_previews_ms: round2(f.pageFlow.previews),
      page_flow_saves_and_match_ms: round2(f.pageFlow.savesAndMatch),
      page_flow_chosen_together_ms: round2(f.pageFlowTogether.total),
      page_flow_chosen_together_previews_ms: round2(f.pageFlowTogether.previews),
      targets_met: {
        first_match_300ms: f.firstMatch <= 300,
        request_p99_15ms: requestP99 <= 15,
        register_and_match_1s: f.pageFlowTogether.total < 1000,
      },
      ratio: Number((f.rowByRowLoad / f.blockLoad).toFixed(1)),
      note: "ratio = row-by-row gallery load / block load (same run); first_match_ms: the process has no gallery in memory, the block is stored, the photo listing is warm; matcher = references, rivals, verdicts and the one-pass scan with the margin rule; scan = the pass alone (3 references vs the bare scan, one pass per reference); register_3_images_and_match: the first with the engine cold (model load included), the second child with it warm, each save the engine's work (no preview); page_flow: as the child page does, engine warm: the 3 images previewed one by one (the engine), then saved (each reusing its preview's findings), then the search; page_flow_chosen_together: the 3 chosen at once, their previews side by side on the engine's threads (the target's figure)",
    }),
  );
}
