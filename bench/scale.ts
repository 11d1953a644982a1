import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DB } from '../server/db/schema.js';
import {
  percentile,
  runAgainstCeiling,
  runLoad,
  type LoadPlan,
  type LoadStep,
  type PairedResult,
} from './load.js';
import { cpuPerRequest, measureCpu, type CpuUse } from './process-cpu.js';
import { seedBenchTeams, type BenchTeam } from './seed.js';

/**
 * Issue 28's sizes: the cached dashboard stays flat from 10 to 10,000 teams. `BENCH_TEAMS=10,10000`
 * measures others (the first size is what the rates are compared with).
 */
const SIZES = process.env.BENCH_TEAMS?.split(',').map(Number) ?? [10, 1_000, 10_000];
/** The loads: 20 connections for the cached page, 10 for the misses. */
const CONNECTIONS = 20;
const MISS_CONNECTIONS = 10;
const ROUNDS = 9;
const ROUND_SECONDS = 2;
/** Misses measured per size at most, and at least (rounds of every team once at small sizes). */
const MAX_MISSES = 1_000;
const MIN_MISSES = 200;
const WARM_CONCURRENCY = 8;
/** What Chromium asks for: the page as a browser gets it (brotli). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export interface ScaleBench {
  db: Kysely<DB>;
  /** The teams seeded so far (from index 0 on). */
  teams: BenchTeam[];
  app: string;
  ping: string;
  /** The server process, for its resident memory and CPU time. */
  serverPid: number;
  /** On PostgreSQL: its processes' CPU time counts too. */
  postgres: boolean;
  hostOf(team: BenchTeam): string;
  /** A team's goals standings (a cached API answer), whose rate must stay flat too. */
  standingsPath(team: BenchTeam): string;
}

interface SizeResult {
  teams: number;
  cached: PairedResult;
  standings: PairedResult;
  missP50: number;
  missP99: number;
  misses: number;
  /** The CPU the misses cost: what one render from the database costs, however busy the machine. */
  missCpu: CpuUse;
  rssMb: number;
  memory: string;
  settled: Settled;
}

/**
 * `BENCH_ONLY=scale npm run bench`: the visitor's rendered dashboard at 10,
 * 1,000 and 10,000 teams, requests spread evenly over the teams (the hardest
 * case for a cache). At each size, once every team's page was rendered and its
 * goals standings computed: the cached page, then the standings, against bare
 * `/ping` in alternating rounds (bench/load.ts); then
 * the misses only: every team's data version bumped (as a write does), each
 * team asked once at 10 connections, so every request reads and renders; then
 * the server's resident memory.
 */
export async function runScaleBench(bench: ScaleBench): Promise<void> {
  console.log(
    `\n4. The cached dashboard at ${SIZES.map((size) => size.toLocaleString('en')).join(', ')} teams`,
  );
  const results: SizeResult[] = [];
  for (const size of SIZES) {
    if (bench.teams.length < size) {
      const start = performance.now();
      bench.teams.push(
        ...(await seedBenchTeams(bench.db, bench.teams.length, size - bench.teams.length)),
      );
      console.log(`   seeded up to ${size} teams in ${seconds(start)} s`);
    }
    const teams = bench.teams.slice(0, size);
    const start = performance.now();
    await askEveryTeam(bench, teams, (team) => pageStep(bench, team));
    await askEveryTeam(bench, teams, (team) => bench.standingsPath(team));
    console.log(
      `   rendered all ${size} pages and computed their standings in ${seconds(start)} s`,
    );
    const againstPing = (step: (team: BenchTeam) => LoadStep) =>
      runAgainstCeiling(
        plan(bench.ping, () => ['/ping'], CONNECTIONS, ROUND_SECONDS),
        plan(bench.app, () => [step(anyOf(teams))], CONNECTIONS, ROUND_SECONDS),
        ROUNDS,
      );
    const cached = await againstPing((team) => pageStep(bench, team));
    const standings = await againstPing((team) => bench.standingsPath(team));
    const { result: misses, cpu: missCpu } = await measureCpu(bench.serverPid, bench.postgres, () =>
      measureMisses(bench, teams),
    );
    const result: SizeResult = {
      teams: size,
      cached,
      standings,
      missP50: percentile(misses, 0.5),
      missP99: percentile(misses, 0.99),
      misses: misses.length,
      missCpu,
      rssMb: residentMb(bench.serverPid),
      memory: await memoryOf(bench),
      settled: await settledResident(bench.serverPid),
    };
    results.push(result);
    printSize(result, results[0] as SizeResult);
  }
}

function printSize(result: SizeResult, first: SizeResult): void {
  const pct = (share: number) => `${(share * 100).toFixed(0)} %`;
  const rates = (load: PairedResult, firstLoad: PairedResult) => {
    const rate = load.measured.requestsPerSecond;
    return `${rate.toFixed(0)} req/s = ${pct(load.share)} of /ping (rounds ${load.shares.map((s) => (s * 100).toFixed(0)).join(' ')}), ${pct(rate / firstLoad.measured.requestsPerSecond)} of ${first.teams} teams, p99 ${load.measured.p99Ms.toFixed(1)} ms`;
  };
  console.log(
    `   ${result.teams.toLocaleString('en').padStart(6)} teams: cached page ${rates(result.cached, first.cached)}; goals standings ${rates(result.standings, first.standings)}; misses at ${MISS_CONNECTIONS} connections p50 ${result.missP50.toFixed(1)} ms p99 ${result.missP99.toFixed(1)} ms (${result.misses}, ${cpuPerRequest(result.missCpu, result.misses)}); server RSS at the load's end ${result.rssMb.toFixed(0)} MB (${result.memory}), settled ${result.settled.mb.toFixed(0)} MB after ${result.settled.seconds} s`,
  );
}

/** A request of every team once, a few at a time: the caches hold what they can of the answers. */
async function askEveryTeam(
  bench: ScaleBench,
  teams: readonly BenchTeam[],
  step: (team: BenchTeam) => LoadStep,
): Promise<void> {
  const queue = [...teams];
  await runLoad({
    ...plan(bench.app, () => [step(queue.pop() ?? anyOf(teams))], WARM_CONCURRENCY, 3_600),
    maxRequests: teams.length,
  });
}

/** The latencies of requests that each miss both caches: every team once after a write. */
async function measureMisses(bench: ScaleBench, teams: readonly BenchTeam[]): Promise<number[]> {
  const latencies: number[] = [];
  while (latencies.length < MIN_MISSES) {
    await bench.db
      .updateTable('teams')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .execute();
    let next = 0;
    const result = await runLoad({
      ...plan(
        bench.app,
        () => [pageStep(bench, teams[next++ % teams.length] as BenchTeam)],
        MISS_CONNECTIONS,
        120,
      ),
      maxRequests: Math.min(teams.length, MAX_MISSES),
    });
    latencies.push(...result.latencies);
    if (result.latencies.length === 0) break;
  }
  return latencies;
}

function plan(
  origin: string,
  visit: () => LoadStep[],
  connections: number,
  durationSeconds: number,
): LoadPlan {
  return { origin, visit, connections, durationSeconds, maxRequests: 1_000_000 };
}

const pageStep = (bench: ScaleBench, team: BenchTeam): LoadStep => ({
  path: '/',
  host: bench.hostOf(team),
  headers: BROWSER_ENCODINGS,
});

const anyOf = (teams: readonly BenchTeam[]) =>
  teams[Math.floor(Math.random() * teams.length)] as BenchTeam;

const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

/** Where the server's memory is, as Node counts it (bench/server.ts, `GET /memory`). */
async function memoryOf(bench: ScaleBench): Promise<string> {
  const usage = (await (await fetch(`${bench.ping}/memory`)).json()) as NodeJS.MemoryUsage;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  return `heap ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)} MB, buffers ${mb(usage.arrayBuffers)} MB, external ${mb(usage.external)} MB`;
}

interface Settled {
  mb: number;
  seconds: number;
}

/** How long the resident set must stay level to count as settled, and the longest wait. */
const SETTLED_SECONDS = 20;
const MAX_SETTLE_SECONDS = 90;

/**
 * The server's resident set once it stopped falling after a load: V8 gives its spare heap
 * back some seconds after the allocations stop (its memory reducer, 10–15 s here), which is
 * what an instance holds between bursts. Sampled each second until it has not dropped by a
 * MB for SETTLED_SECONDS.
 */
async function settledResident(pid: number): Promise<Settled> {
  let lowest = residentMb(pid);
  let levelSince = 0;
  for (let second = 1; second <= MAX_SETTLE_SECONDS; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = residentMb(pid);
    if (now < lowest - 1) {
      lowest = now;
      levelSince = second;
    } else if (second - levelSince >= SETTLED_SECONDS) {
      return { mb: Math.min(lowest, now), seconds: levelSince };
    }
  }
  return { mb: lowest, seconds: MAX_SETTLE_SECONDS };
}

/** A process's resident set (Linux: /proc), in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) / 1024;
}
