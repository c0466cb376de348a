import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
try {
  const url = process.argv[2];
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility'] });
  const a = r.lhr.audits;
  console.log(JSON.stringify({ perf: r.lhr.categories.performance.score, a11y: r.lhr.categories.accessibility.score, fcp: a['first-contentful-paint'].numericValue, lcp: a['largest-contentful-paint'].numericValue, tbt: a['total-blocking-time'].numericValue, cls: a['cumulative-layout-shift'].numericValue, bytes: a['total-byte-weight'].numericValue }));
  for (const [k,v] of Object.entries(a)) if (v.score !== null && v.score < 0.9 && v.scoreDisplayMode !== 'informative' && v.scoreDisplayMode!=='notApplicable') console.log(k, v.score, v.displayValue ?? '');
  const fs = await import('node:fs'); fs.writeFileSync('/tmp/webperf/lhr.json', JSON.stringify(r.lhr));
} finally { await chrome.kill(); }
