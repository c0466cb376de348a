/** Latency of every request by step, and what failed, for one phase of a load run (soak, crowd). */
export class Phase {
  readonly ms: Record<string, number[]> = {};
  readonly errors: Record<string, number> = {};
  /** The first answer of each kind of error, to say what went wrong. */
  readonly samples: Record<string, string> = {};
  families = 0;
  skipped = 0;
  photosFound = 0;
  record(step: string, ms: number, ok: boolean, what = '', answer?: unknown) {
    const times = this.ms[step] ?? [];
    times.push(ms);
    this.ms[step] = times;
    if (ok) return;
    const kind = `${step}${what}`;
    this.errors[kind] = (this.errors[kind] ?? 0) + 1;
    this.samples[kind] ??= JSON.stringify(answer ?? null).slice(0, 300);
  }
  all = () => Object.values(this.ms).flat();
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! * 10) / 10;
};

export function summary(phase: Phase) {
  const errors = Object.values(phase.errors).reduce((sum, e) => sum + e, 0);
  return {
    families: phase.families,
    skipped: phase.skipped,
    requests: phase.all().length,
    errors,
    error_kinds: phase.errors,
    error_samples: phase.samples,
    p50_ms: percentile(phase.all(), 0.5),
    p99_ms: percentile(phase.all(), 0.99),
    p99_by_step_ms: Object.fromEntries(
      Object.entries(phase.ms).map(([step, ms]) => [step, percentile(ms, 0.99)]),
    ),
    face_photos_found_per_family: phase.families
      ? Math.round((phase.photosFound / phase.families) * 10) / 10
      : 0,
  };
}
