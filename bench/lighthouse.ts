/**
 * Lighthouse's mobile profile (its default: a mid-range phone on slow 4G,
 * simulated) on a team's public dashboard, RUNS times: the figures vary from
 * run to run on a busy machine, so it prints every run's score and the metrics
 * of the median run. Lighthouse is a dev dependency (chrome-launcher comes with
 * it); both are loaded when the report runs, so an install without dev
 * dependencies gets a note instead of a crash.
 */

interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    categories: Record<string, { title: string; score: number | null }>;
    environment?: { benchmarkIndex?: number };
    runWarnings?: string[];
    audits: Record<string, { title: string; displayValue?: string; numericValue?: number }>;
  };
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void }>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
  'interactive',
];

const RUNS = 3;

/** lighthouse/core/lib/median-run.js: the median of several runs, as Lighthouse's docs advise. */
type MedianRun = (runs: LighthouseResult['lhr'][]) => LighthouseResult['lhr'];

const flags = (port: number) => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
});

export async function printLighthouseReport(url: string): Promise<void> {
  await printLighthouseRuns({ [url]: url });
}

/**
 * Lighthouse on each of `pages` (label → address), RUNS times each, the pages taking turns, so
 * a change is compared under the same noise (bench/side-by-side.ts); the median run of each.
 */
export async function printLighthouseRuns(pages: Record<string, string>): Promise<void> {
  console.log(`\n2. Lighthouse, mobile profile: ${Object.values(pages).join(', ')}`);
  const lighthouse = await import('lighthouse' as string).then(
    (module: { default: Lighthouse }) => module.default,
    () => null,
  );
  const launcher = await import('chrome-launcher' as string).then(
    (module: ChromeLauncher) => module,
    () => null,
  );
  const medianRun = await import('lighthouse/core/lib/median-run.js' as string).then(
    (module: { computeMedianRun: MedianRun }) => module.computeMedianRun,
    () => null,
  );
  if (!lighthouse || !launcher || !medianRun) {
    console.log(
      '   Skipped: the `lighthouse` package is not installed (a dev dependency: `npm install`).',
    );
    return;
  }
  const chrome = await launcher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  try {
    const results = new Map<string, LighthouseResult['lhr'][]>(
      Object.keys(pages).map((label) => [label, []]),
    );
    for (let run = 0; run < RUNS; run++) {
      for (const [label, url] of Object.entries(pages)) {
        let result = await lighthouse(url, flags(chrome.port));
        if (result?.lhr.runtimeError) result = await lighthouse(url, flags(chrome.port));
        if (!result) throw new Error('Lighthouse returned no result');
        if (result.lhr.runtimeError) {
          console.log(
            `   Failed: ${result.lhr.runtimeError.code} — ${result.lhr.runtimeError.message}`,
          );
          return;
        }
        results.get(label)?.push(result.lhr);
      }
    }
    for (const [label, runs] of results) {
      if (results.size > 1) console.log(`\n   ${label}:`);
      printMedian(runs, medianRun(runs));
    }
  } finally {
    chrome.kill();
  }
}

function printMedian(results: LighthouseResult['lhr'][], median: LighthouseResult['lhr']): void {
  const performance = (lhr: LighthouseResult['lhr']) => lhr.categories.performance?.score ?? 0;
  const shown = (lhr: LighthouseResult['lhr'], id: string) => lhr.audits[id]?.displayValue ?? '?';
  const summary = (lhr: LighthouseResult['lhr']) =>
    `${Math.round(performance(lhr) * 100)} (LCP ${shown(lhr, 'largest-contentful-paint')}, TBT ${shown(lhr, 'total-blocking-time')}, CLS ${shown(lhr, 'cumulative-layout-shift')})`;
  console.log(`   ${RUNS} runs, performance ${results.map(summary).join(', ')}; the median run:`);
  for (const category of Object.values(median.categories)) {
    console.log(`   ${category.title.padEnd(26)} ${Math.round((category.score ?? 0) * 100)}`);
  }
  for (const id of METRICS) {
    const audit = median.audits[id];
    if (audit) console.log(`   ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
  }
  const indexes = results.map((lhr) => lhr.environment?.benchmarkIndex?.toFixed(0) ?? '?');
  console.log(`   ${'Host CPU (benchmarkIndex)'.padEnd(26)} ${indexes.join(', ')}`);
  for (const warning of new Set(results.flatMap((lhr) => lhr.runWarnings ?? []))) {
    console.log(`   Lighthouse: ${warning}`);
  }
}
