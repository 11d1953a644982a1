import { printLighthouseRuns } from './lighthouse.js';
import {
  runAgainstCeiling,
  runLoad,
  type LoadPlan,
  type LoadResult,
  type LoadStep,
} from './load.js';
import { measureCpu } from './process-cpu.js';

/** Alternating rounds of each load: this long each, this many. */
const ROUND_SECONDS = 2;
const ROUNDS = 9;
const CONNECTIONS = 20;

export interface SideBySide {
  /** The other build's server (BENCH_BEFORE) and this checkout's, on the same database. */
  before: string;
  after: string;
  /** Their processes, for the CPU time a request costs each. */
  beforePid: number;
  afterPid: number;
  /** A team's host on a server (`{code}.localhost:PORT`); a random team each call. */
  anyTeamHost: (origin: string) => string;
  /** The demo team's dashboard on a server, for Lighthouse. */
  demoUrl: (origin: string) => string;
}

/**
 * `BENCH_ONLY=dashboard BENCH_BEFORE=<dir>`: the rendered dashboard of this checkout beside
 * another built checkout's (the commit before a change), in one run on one machine, so a
 * change to how the page is rendered is judged against the same noise: Lighthouse's mobile
 * profile on each (their runs taking turns), then the cached and the uncached page's rate in alternating rounds
 * (bench/load.ts, runAgainstCeiling, with the other build as the "ceiling").
 */
export async function runDashboardSideBySide(servers: SideBySide): Promise<void> {
  console.log(`\nThe rendered dashboard, before (${servers.before}) and after (${servers.after})`);
  await printLighthouseRuns({
    before: servers.demoUrl(servers.before),
    after: servers.demoUrl(servers.after),
  });

  const plan = (origin: string, headers: Record<string, string>): LoadPlan => ({
    origin,
    visit: (): LoadStep[] => [{ path: '/', host: servers.anyTeamHost(origin), headers }],
    connections: CONNECTIONS,
    durationSeconds: ROUND_SECONDS,
    maxRequests: 1_000_000,
  });
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  // A cookie keeps a request out of the page cache: the page is rendered (its reads cached).
  for (const [label, headers] of [
    ['cached page', browser],
    ['uncached page (rendered)', { ...browser, cookie: 'bench=1' }],
  ] as const) {
    const result = await runAgainstCeiling(
      plan(servers.before, headers),
      plan(servers.after, headers),
      ROUNDS,
    );
    console.log(
      `\n   ${label}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s:`,
    );
    const line = (name: string, load: LoadResult) =>
      `   ${name.padEnd(8)} ${load.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${load.p50Ms.toFixed(1)} ms   p99 ${load.p99Ms.toFixed(1)} ms   (${load.failures} failed)`;
    console.log(line('before', result.ceiling));
    console.log(line('after', result.measured));
    console.log(
      `   after/before ${result.share.toFixed(2)} (rounds ${result.shares.map((share) => share.toFixed(2)).join(' ')})`,
    );
    const cpu = await cpuPerRequest(servers, (origin) => plan(origin, headers));
    const micros = (seconds: number) => `${(seconds * 1e6).toFixed(0)} µs`;
    console.log(
      `   CPU a request (${ROUNDS} alternating rounds each): before ${micros(cpu.before)}, after ${micros(cpu.after)}, after/before ${(cpu.after / cpu.before).toFixed(2)}`,
    );
  }
}

/**
 * The app process's CPU seconds a request of each build, over alternating rounds: unlike a
 * rate, it hardly moves with what else the machine runs, so a small difference shows.
 */
async function cpuPerRequest(
  servers: SideBySide,
  planOn: (origin: string) => LoadPlan,
): Promise<{ before: number; after: number }> {
  const sides = [
    { origin: servers.before, pid: servers.beforePid, seconds: 0, requests: 0 },
    { origin: servers.after, pid: servers.afterPid, seconds: 0, requests: 0 },
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of sides) {
      const { result, cpu } = await measureCpu(side.pid, false, () => runLoad(planOn(side.origin)));
      side.seconds += cpu.app;
      side.requests += result.requests;
    }
  }
  const [before, after] = sides.map((side) => side.seconds / side.requests) as [number, number];
  return { before, after };
}
