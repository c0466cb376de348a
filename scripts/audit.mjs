// `npm audit` for CI (issue #25): fails on a high or critical advisory in what the product
// runs (production dependencies; dev tools such as Lighthouse never ship). A registry that
// has no audit endpoint (a mirror) cannot answer: that is said plainly, not taken as a pass
// or a failure of the product.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  console.error(`npm audit: unreadable answer\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}
if (report.error || report.statusCode) {
  const why = report.message ?? report.error?.summary ?? report.error?.code;
  console.log(`npm audit: the registry's audit endpoint did not answer (${why}); no advisories checked`);
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical')
      console.log(`  ${v.severity}: ${name} ${v.range ?? ''}`);
  }
  process.exit(1);
}
