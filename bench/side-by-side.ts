import { printLighthouseRuns } from './lighthouse.js';
import {
  runAgainstCeiling,
  runLoad,
  type LoadPlan,
  type LoadResult,
  type LoadStep,
} from './load.js';
import { cpuPerRequest, measureCpu, type CpuUse } from './process-cpu.js';
import type { WriteLoads } from './writes.js';

/** Alternating rounds of each load: this long each, this many. */
const ROUND_SECONDS = 2;
const ROUNDS = 9;
const CONNECTIONS = 20;
/** Issue 28: writes with 20 writers at 0.9× the commit before its work or better. */
const WRITES_TARGET = 0.9;

/** The other build's server (BENCH_BEFORE) and this checkout's. */
export interface Builds {
  before: string;
  after: string;
  /** Their processes, for the CPU time a request costs each. */
  beforePid: number;
  afterPid: number;
  /** On PostgreSQL the database's CPU time is counted too (both builds' on the one server). */
  postgres: boolean;
}

type Build = 'before' | 'after';

export interface SideBySide extends Builds {
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

  const plan = (build: Build, headers: Record<string, string>): LoadPlan => ({
    origin: servers[build],
    visit: (): LoadStep[] => [{ path: '/', host: servers.anyTeamHost(servers[build]), headers }],
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
    await compareBuilds(servers, label, (build) => plan(build, headers));
  }
}

/**
 * `BENCH_ONLY=writes BENCH_BEFORE=<dir>`: issue 28's writes with 20 writers, fills and
 * fines (bench/writes.ts), on this checkout beside the commit before its work, as the
 * dashboard's side by side; `loads` each build's, on its own database. Whether each is
 * at 0.9× the before build's rate or better (the median of the rounds' ratios).
 */
export async function runWritesSideBySide(
  builds: Builds,
  loads: Record<Build, WriteLoads>,
): Promise<void> {
  console.log(`\nWrites, before (${builds.before}) and after (${builds.after})`);
  const names = ['fills', 'fines'] as const;
  // A shape one build refuses would only show as failures: one write of each, told why.
  for (const build of ['before', 'after'] as const) {
    for (const name of names) await writeOnce(builds[build], loads[build][name](0));
  }
  const verdicts: string[] = [];
  for (const name of names) {
    const ratio = await compareBuilds(builds, name, (build) => ({
      origin: builds[build],
      visit: loads[build][name],
      connections: CONNECTIONS,
      durationSeconds: ROUND_SECONDS,
      maxRequests: 1_000_000,
    }));
    const met = ratio >= WRITES_TARGET;
    verdicts.push(
      `   ${name}: after/before ${ratio.toFixed(3)}, ${met ? 'meets' : 'UNDER'} the target (≥ ${WRITES_TARGET})`,
    );
  }
  console.log(`\n   Issue 28, writes with ${CONNECTIONS} writers ≥ ${WRITES_TARGET}× before:`);
  for (const verdict of verdicts) console.log(verdict);
}

/** One visit's requests, one at a time; throws with the answer of the first not 2xx. */
async function writeOnce(origin: string, steps: LoadStep[]): Promise<void> {
  for (const step of steps) {
    if (typeof step === 'string') throw new Error(`${step}: not a write`);
    const { method = 'GET', path, headers = {}, body } = step;
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${origin}${path}: ${response.status} ${text}`);
  }
}

/**
 * A load on each build in alternating rounds (runAgainstCeiling, the before build as the
 * "ceiling"), then its CPU time a request in as many more; prints each build's figures and
 * answers the median of the rounds' after/before ratios. Of a visit of several requests (a
 * reset and a fill) the visits a second are printed too: a fill is the visit, not a request.
 */
async function compareBuilds(
  builds: Builds,
  label: string,
  planOn: (build: Build) => LoadPlan,
): Promise<number> {
  const result = await runAgainstCeiling(planOn('before'), planOn('after'), ROUNDS);
  const perVisit = planOn('after').visit(0).length;
  console.log(
    `\n   ${label}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s${perVisit > 1 ? ` (${perVisit} requests a visit)` : ''}:`,
  );
  const line = (build: Build, load: LoadResult) =>
    `   ${build.padEnd(8)} ${load.requestsPerSecond.toFixed(0).padStart(7)} req/s${perVisit > 1 ? ` = ${(load.requestsPerSecond / perVisit).toFixed(0)} ${label}/s` : ''}   p50 ${load.p50Ms.toFixed(1)} ms   p99 ${load.p99Ms.toFixed(1)} ms   (${load.requests} requests, ${load.failures} failed)`;
  console.log(line('before', result.ceiling));
  console.log(line('after', result.measured));
  console.log(
    `   after/before ${result.share.toFixed(2)} (rounds ${result.shares.map((share) => share.toFixed(2)).join(' ')})`,
  );
  const cpu = await cpuOfBuilds(builds, planOn);
  const perRequest = ({ use, requests }: BuildCpu) => (use.app + (use.postgres ?? 0)) / requests;
  // CPU over ROUNDS more alternating rounds each.
  console.log(`   before ${cpuPerRequest(cpu.before.use, cpu.before.requests)}`);
  console.log(
    `   after  ${cpuPerRequest(cpu.after.use, cpu.after.requests)}; after/before ${(perRequest(cpu.after) / perRequest(cpu.before)).toFixed(2)}`,
  );
  return result.share;
}

/** The CPU a build's process (and on PostgreSQL the database) spent on its requests. */
interface BuildCpu {
  use: CpuUse;
  requests: number;
}

/**
 * The CPU each build spent over alternating rounds, and on how many requests: unlike a
 * rate, CPU a request hardly moves with what else the machine runs, so a small difference
 * shows.
 */
async function cpuOfBuilds(
  builds: Builds,
  planOn: (build: Build) => LoadPlan,
): Promise<Record<Build, BuildCpu>> {
  const spent: Record<Build, BuildCpu> = {
    before: { use: { app: 0, postgres: builds.postgres ? 0 : null }, requests: 0 },
    after: { use: { app: 0, postgres: builds.postgres ? 0 : null }, requests: 0 },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const build of ['before', 'after'] as const) {
      const pid = build === 'before' ? builds.beforePid : builds.afterPid;
      const { result, cpu } = await measureCpu(pid, builds.postgres, () => runLoad(planOn(build)));
      const { use } = spent[build];
      use.app += cpu.app;
      if (use.postgres !== null) use.postgres += cpu.postgres ?? 0;
      spent[build].requests += result.requests;
    }
  }
  return spent;
}
