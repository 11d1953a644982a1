import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { Migrator } from 'kysely';
import pg from 'pg';
import {
  createDatabase,
  migrateToLatest,
  migrationsFor,
  type Database,
} from '../server/db/database.js';
import { dashboardChunks, printBundleReport } from './bundle.js';
import { printLighthouseReport } from './lighthouse.js';
import {
  getOnHost,
  percentile,
  runAgainstCeiling,
  runLoad,
  type LoadResult,
  type LoadStep,
  type PairedResult,
} from './load.js';
import { runLongSeasonBench } from './long-season.js';
import { cpuPerRequest, measureCpu } from './process-cpu.js';
import { runScaleBench } from './scale.js';
import { runDashboardSideBySide, runWritesSideBySide } from './side-by-side.js';
import { seedBenchTeams, type BenchTeam } from './seed.js';
import { availabilityWriters, writeLoads } from './writes.js';
import { todayIso } from '../domain/dates.js';
import { DEMO_TEAM_CODE, seedDemo } from '../server/demo/seed-demo.js';

/**
 * `npm run bench`: figures, not a pass/fail test.
 * 1. the gzip size of every JS chunk a visitor's dashboard loads first;
 * 2. Lighthouse's mobile profile on the demo team's dashboard (three runs, the median's figures);
 * 3. the API: standings computed cold and served from the cache at 10 and at
 *    1,000 teams, the rendered dashboard one request at a time, then under load
 *    (bench/load.ts, 50 connections): a bare Fastify `GET /ping` (the ceiling),
 *    a dashboard visit's calls while the caches fill ("first"), the same once
 *    every team was visited ("cached"); then each standings endpoint alone and
 *    the cached rendered dashboard, each in rounds alternating with /ping, its
 *    share of the ceiling the median of the rounds' (runAgainstCeiling), with
 *    the targets (issue #6: standings ≥ 50 %, p99 < 25 ms; issue #16: the
 *    cached page ≥ 50 %) met or not. Each whole-window load also prints its CPU time a
 *    request, of the app and (on PostgreSQL) of the database (bench/process-cpu.ts): the
 *    figures docs/operations.md's capacity plan is drawn from. Last, members' availability
 *    answers as a write load (bench/writes.ts), after the reads because writes empty caches.
 * SQLite in a temp dir, or a fresh schema in TEST_DATABASE_URL's PostgreSQL.
 * Loopback only; every phase is bounded in time.
 * `BENCH_ONLY=api` runs part 3 alone (no bundle report, no Lighthouse);
 * `BENCH_ONLY=page` parts 1 and 2 alone (the first load, while working on it);
 * `BENCH_ONLY=scale` (`npm run bench:scale`) the cached dashboard and standings at 10, 1,000
 * and 10,000 teams alone (bench/scale.ts);
 * `BENCH_ONLY=season` one team's season at 50, 1,000 and 5,000 fines alone
 * (bench/long-season.ts);
 * `BENCH_ONLY=dashboard BENCH_BEFORE=<dir>` the rendered dashboard beside the one of another
 * built checkout in `dir`, the commit before a change (bench/side-by-side.ts);
 * `BENCH_ONLY=writes BENCH_BEFORE=<dir>` issue 28's fills and fines with 20 writers beside
 * the ones of the built checkout in `dir` (93bb536, the commit before issue 28), each build
 * on a database of its own schema, seeded alike (bench/writes.ts, bench/side-by-side.ts).
 */

const LOAD_SECONDS = 10;
/** Each target against the ceiling: alternating rounds this long (bench/load.ts, runAgainstCeiling). */
const ROUNDS = 9;
const ROUND_SECONDS = 2;
const CONNECTIONS = 50;
const MAX_LOAD_REQUESTS = 1_000_000;
const ONLY_API = process.env.BENCH_ONLY === 'api';
const ONLY_PAGE = process.env.BENCH_ONLY === 'page';
const ONLY_SCALE = process.env.BENCH_ONLY === 'scale';
const ONLY_SEASON = process.env.BENCH_ONLY === 'season';
const ONLY_DASHBOARD = process.env.BENCH_ONLY === 'dashboard';
const ONLY_WRITES = process.env.BENCH_ONLY === 'writes';
/** Writers of the write side by side (issue 28: "with 20 writers"). */
const WRITERS = 20;
/** Issue #6: a standings call at half the bare ceiling or better, its p99 under 25 ms. */
const TARGET_SHARE = 0.5;
const TARGET_P99_MS = 25;
/** What Chromium asks for: the rendered page is measured as a browser gets it (brotli). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Requests under way at once while warming the caches. */
const WARM_CONCURRENCY = 8;

interface BenchDatabase {
  database: Database;
  label: string;
  url: string;
  schema?: string;
  drop(): Promise<void>;
}

/**
 * A fresh bench database, its schema made by all of this checkout's migrations, or by those
 * named in `migrations` only (another checkout's: migrationsIn).
 */
async function createBenchDatabase(migrations?: string[]): Promise<BenchDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const migrate = (database: Database) =>
    migrations ? migrateOnly(database, migrations) : migrateToLatest(database);
  if (pgUrl) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const database = createDatabase(pgUrl, { schema });
    await migrate(database);
    const drop = async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
    return { database, label: `PostgreSQL (schema ${schema})`, url: pgUrl, schema, drop };
  }
  const url = join(mkdtempSync(join(tmpdir(), 'teampot-bench-')), 'bench.db');
  const database = createDatabase(url);
  await migrate(database);
  return { database, label: `SQLite (${url})`, url, drop: async () => {} };
}

/**
 * The names of the migrations of the checkout in `dir`. A build runs on the schema its own
 * migrations made: issue 28's added indexes that every write of a fine keeps up, which the
 * build before it is not to be charged.
 */
function migrationsIn(dir: string): string[] {
  return readdirSync(join(dir, 'server/db/migrations'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length));
}

/** `names` of this checkout's migrations (unchanged since they were written), in order. */
async function migrateOnly(database: Database, names: string[]): Promise<void> {
  const all = migrationsFor(database.dialect);
  const unknown = names.filter((name) => !(name in all));
  if (unknown.length > 0) throw new Error(`migrations this checkout lacks: ${unknown.join(', ')}`);
  const { schema } = database;
  if (schema) await database.db.schema.createSchema(schema).ifNotExists().execute();
  const migrator = new Migrator({
    db: database.db,
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name))),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

interface Servers {
  app: string;
  ping: string;
  child: ChildProcess;
}

/**
 * How the production unit (deploy/teampot@.service) starts an instance: ExecStart's Node flags
 * (the heap's bound among them) and the Environment= settings that are not per instance (no
 * `%i`). The bench's server runs as an instance does, so its memory is what ships.
 */
function productionProcess(): { flags: string[]; env: Record<string, string> } {
  const lines = readFileSync('deploy/teampot@.service', 'utf8').split('\n');
  const execStart = lines.find((line) => line.startsWith('ExecStart=')) ?? '';
  const env = Object.fromEntries(
    lines
      .filter((line) => line.startsWith('Environment=') && !line.includes('%i'))
      .map((line) => line.slice('Environment='.length).split('=', 2) as [string, string]),
  );
  return { flags: execStart.split(/\s+/).filter((word) => word.startsWith('--')), env };
}

/**
 * bench/server.ts of the checkout in `cwd`, compiled as `npm run build:server` compiles the
 * server, so that its process runs JavaScript under plain Node as an instance does (tsx's
 * loader added some 50 MB and its own CPU); returns the compiled file.
 */
function compileBenchServer(cwd: string): string {
  // A checkout older than the compiled bench server (93bb536) gets this one's configuration.
  if (!existsSync(join(cwd, 'tsconfig.bench-build.json'))) {
    copyFileSync('tsconfig.bench-build.json', join(cwd, 'tsconfig.bench-build.json'));
    console.log(`   Copied tsconfig.bench-build.json into ${resolve(cwd)}`);
  }
  execFileSync('npx', ['tsc', '-p', 'tsconfig.bench-build.json'], { stdio: 'inherit', cwd });
  return 'dist-bench/bench/server.js';
}

/**
 * bench/server.ts, compiled, in its own process; resolves once it prints its ports. `cwd`: the
 * checkout whose server and build it runs (this one, or BENCH_BEFORE's).
 */
async function startServers(bench: BenchDatabase, cwd = '.'): Promise<Servers> {
  const production = productionProcess();
  const args = [...production.flags, compileBenchServer(cwd)];
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      ...production.env,
      BENCH_DATABASE_URL: bench.url,
      ...(bench.schema ? { BENCH_PG_SCHEMA: bench.schema } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ports = await new Promise<{ app: number; ping: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { app: number; ping: number }));
  });
  return { app: `http://127.0.0.1:${ports.app}`, ping: `http://127.0.0.1:${ports.ping}`, child };
}

/** The reads of the dashboard: the first screen, then every section once. */
function dashboardVisit(team: BenchTeam): string[] {
  const api = `/api/${team.code}`;
  return [
    '/config/configuration.json',
    `${api}/team`,
    `${api}/season`,
    `${api}/match?onlyFilled=true`,
    `${api}/match/${team.matchId}/filled`,
    `${api}/standings/${team.seasonId}/goals`,
    `${api}/standings/${team.seasonId}/attendance`,
    `${api}/task?seasonFilter=${team.seasonId}`,
    `${api}/standings/${team.taskListId}/tasks/${team.seasonId}`,
    `${api}/season/${team.seasonId}/balance`,
    `${api}/fine`,
    `${api}/transaction`,
    `${api}/standings/${team.seasonId}/fines`,
  ];
}

function standingsPaths(team: BenchTeam): [string, string][] {
  const api = `/api/${team.code}`;
  return [
    ['goals', `${api}/standings/${team.seasonId}/goals`],
    ['attendance', `${api}/standings/${team.seasonId}/attendance`],
    ['fines', `${api}/standings/${team.seasonId}/fines`],
    ['tasks', `${api}/standings/${team.taskListId}/tasks/${team.seasonId}`],
    ['balance', `${api}/season/${team.seasonId}/balance`],
    ['summary', `${api}/season/summary`],
  ];
}

type Timings = Map<string, { cold: number[]; warm: number[] }>;

async function timeGet(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return performance.now() - start;
}

/**
 * One request at a time: "cold" right after every team's data version was
 * bumped (as a write does), so the server computes; "warm" the same request
 * again, from the cache.
 */
async function timeStandings(
  servers: Servers,
  bench: BenchDatabase,
  teams: BenchTeam[],
  rounds: number,
) {
  const timings: Timings = new Map();
  for (let round = 0; round < rounds; round++) {
    await bench.database.db
      .updateTable('teams')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .execute();
    for (const team of teams) {
      for (const [name, path] of standingsPaths(team)) {
        const entry = timings.get(name) ?? { cold: [], warm: [] };
        timings.set(name, entry);
        entry.cold.push(await timeGet(`${servers.app}${path}`));
        entry.warm.push(await timeGet(`${servers.app}${path}`));
      }
    }
  }
  return timings;
}

function printTimings(title: string, timings: Timings): void {
  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  console.log(`   ${title}`);
  console.log(
    `   ${'call'.padEnd(12)}${'cold p50'.padStart(12)}${'cold p99'.padStart(12)}${'cached p50'.padStart(13)}${'cached p99'.padStart(13)}`,
  );
  for (const [name, { cold, warm }] of timings) {
    console.log(
      `   ${name.padEnd(12)}${ms(percentile(cold, 0.5))}  ${ms(percentile(cold, 0.99))}  ${ms(percentile(warm, 0.5))}   ${ms(percentile(warm, 0.99))}`,
    );
  }
}

/**
 * Every team's dashboard visit and standings once, a few teams at a time, so
 * the "cached" load measures answers that are all in the cache, as they are
 * between two writes of a team (the "first" load measures them computed).
 */
async function warmCaches(servers: Servers, teams: readonly BenchTeam[]): Promise<void> {
  const queue = [...teams];
  async function worker() {
    for (let team = queue.pop(); team; team = queue.pop()) {
      const paths = [...dashboardVisit(team), ...standingsPaths(team).map(([, path]) => path)];
      for (const path of paths) await timeGet(`${servers.app}${path}`);
    }
  }
  await Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
}

/** A GET on a team's host (Node's fetch cannot set Host): its body and its time. */
const teamHost = (servers: Servers, team: BenchTeam) =>
  `${team.code}.localhost:${new URL(servers.app).port}`;

/** The rendered dashboard's first load: HTML, its inlined CSS, and the SWR data it carries. */
function printPageBytes(html: string): void {
  const kb = (text: string) =>
    `${(Buffer.byteLength(text) / 1024).toFixed(1).padStart(6)} KB, ${(gzipSync(text).length / 1024).toFixed(1).padStart(5)} KB gzip`;
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, text]) => text)
    .join('');
  const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  console.log('\n   Rendered dashboard of the demo team (first load; JavaScript in part 1):');
  console.log(`   HTML in all           ${kb(html)}`);
  console.log(`   of which inline CSS   ${kb(css)}`);
  console.log(`   of which SWR data     ${kb(data)}`);
}

/**
 * The dashboard page rendered on the server, one request at a time: "cold"
 * right after a write (data version bumped: the reads are computed and the page
 * rendered), "render" with the reads cached but not the page (a cookie keeps a
 * request out of the page cache), "cached" the visitor's page from the cache.
 */
async function timeRenderedPages(servers: Servers, bench: BenchDatabase, teams: BenchTeam[]) {
  const cold: number[] = [];
  const render: number[] = [];
  const cached: number[] = [];
  await bench.database.db
    .updateTable('teams')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .execute();
  for (const team of teams) {
    const host = teamHost(servers, team);
    cold.push((await getOnHost(servers.app, '/', host)).ms);
    render.push((await getOnHost(servers.app, '/', host, { cookie: 'bench=1' })).ms);
    cached.push((await getOnHost(servers.app, '/', host)).ms);
  }
  const ms = (values: number[]) =>
    `p50 ${percentile(values, 0.5).toFixed(1).padStart(6)} ms   p99 ${percentile(values, 0.99).toFixed(1).padStart(6)} ms`;
  console.log(
    `   Rendered dashboard, one request at a time, 1,000 teams (${teams.length} sampled):`,
  );
  console.log(`   after a write (reads and render)   ${ms(cold)}`);
  console.log(`   render (reads cached, page not)    ${ms(render)}`);
  console.log(`   page from the cache                ${ms(cached)}`);
}

const pct = (share: number) => `${(share * 100).toFixed(0).padStart(3)}% of the ceiling`;

function printLoad(label: string, result: LoadResult): void {
  console.log(
    `   ${label.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${result.p50Ms.toFixed(1)} ms   p99 ${result.p99Ms.toFixed(1)} ms   (${result.requests} requests in ${result.seconds.toFixed(1)} s, ${result.failures} failed)`,
  );
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`   ${label} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

async function main() {
  console.log(
    `Teampot benchmark — Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()}`,
  );

  if (!ONLY_API && !ONLY_SCALE && !ONLY_SEASON && !ONLY_WRITES) {
    try {
      printBundleReport(dashboardChunks());
    } catch (error) {
      console.log(`\n1. Bundle: skipped — ${(error as Error).message}`);
    }
  }

  const bench = await createBenchDatabase();
  console.log(`\nDatabase: ${bench.label}`);
  let servers: Servers | undefined;
  let before: Servers | undefined;
  let beforeBench: BenchDatabase | undefined;
  const beforeCheckout = () => {
    const dir = process.env.BENCH_BEFORE;
    if (!dir)
      throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} needs BENCH_BEFORE, a built checkout`);
    return dir;
  };
  try {
    const first = await timed('Seeded 10 teams', () => seedBenchTeams(bench.database.db, 0, 10));
    // The demo team of `npm run demo` (a season of matches, fines, tasks): Lighthouse's page.
    // Not for the writes: the before build's database is to hold what this one holds.
    if (!ONLY_WRITES) await seedDemo(bench.database.db, todayIso());
    servers = await startServers(bench);
    if (ONLY_SEASON) {
      await runLongSeasonBench({ db: bench.database.db, app: servers.app });
      return;
    }
    if (ONLY_SCALE) {
      const origin = servers;
      await runScaleBench({
        db: bench.database.db,
        teams: [...first],
        app: origin.app,
        ping: origin.ping,
        serverPid: origin.child.pid as number,
        postgres: bench.schema !== undefined,
        hostOf: (team) => teamHost(origin, team),
        standingsPath: (team) => standingsPaths(team)[0]![1],
      });
      return;
    }
    if (ONLY_WRITES) {
      const dir = beforeCheckout();
      beforeBench = await createBenchDatabase(migrationsIn(dir));
      const other = beforeBench;
      console.log(`Database of the before build: ${other.label}`);
      const otherTeams = await timed('Seeded its 10 teams', () =>
        seedBenchTeams(other.database.db, 0, 10),
      );
      before = await startServers(other, dir);
      await runWritesSideBySide(
        {
          before: before.app,
          after: servers.app,
          beforePid: before.child.pid as number,
          afterPid: servers.child.pid as number,
          postgres: bench.schema !== undefined,
        },
        {
          before: await writeLoads(other.database.db, otherTeams, WRITERS),
          after: await writeLoads(bench.database.db, first, WRITERS),
        },
      );
      return;
    }
    if (ONLY_DASHBOARD) {
      before = await startServers(bench, beforeCheckout());
      const hostOn = (origin: string, code: string) => `${code}.localhost:${new URL(origin).port}`;
      await runDashboardSideBySide({
        before: before.app,
        after: servers.app,
        beforePid: before.child.pid as number,
        afterPid: servers.child.pid as number,
        postgres: bench.schema !== undefined,
        anyTeamHost: (origin) =>
          hostOn(origin, (first[Math.floor(Math.random() * first.length)] as BenchTeam).code),
        demoUrl: (origin) => `http://${hostOn(origin, DEMO_TEAM_CODE)}/`,
      });
      return;
    }
    const demoHost = `${DEMO_TEAM_CODE}.localhost:${new URL(servers.app).port}`;
    if (ONLY_PAGE) {
      await printLighthouseReport(`http://${demoHost}/`);
      return;
    }
    const at10 = await timeStandings(servers, bench, first, 10);
    const rest = await timed('Seeded 990 more teams', () =>
      seedBenchTeams(bench.database.db, 10, 990),
    );
    const teams = [...first, ...rest];
    const sample = teams.filter((_, index) => index % 5 === 0);
    const at1000 = await timeStandings(servers, bench, sample, 1);

    if (!ONLY_API) await printLighthouseReport(`http://${demoHost}/`);

    console.log('\n3. API');
    printPageBytes((await getOnHost(servers.app, '/', demoHost)).body);
    await timeRenderedPages(servers, bench, sample);
    printTimings('Standings, one request at a time, 10 teams (10 rounds):', at10);
    printTimings(
      `Standings, one request at a time, 1,000 teams (${sample.length} sampled):`,
      at1000,
    );

    console.log(`\n   Load: ${CONNECTIONS} connections`);
    const plan = (origin: string, visit: () => LoadStep[], durationSeconds: number) => ({
      origin,
      visit,
      connections: CONNECTIONS,
      durationSeconds,
      maxRequests: MAX_LOAD_REQUESTS,
    });
    // Each load's CPU time a request, of the app and of PostgreSQL: the capacity plan's figures.
    const appPid = servers.child.pid as number;
    const load = async (label: string, origin: string, visit: () => LoadStep[]) => {
      const { result, cpu } = await measureCpu(appPid, bench.schema !== undefined, () =>
        runLoad(plan(origin, visit, LOAD_SECONDS)),
      );
      printLoad(label, result);
      if (origin !== servers!.ping)
        console.log(`   ${''.padEnd(22)} ${cpuPerRequest(cpu, result.requests)}`);
      return result;
    };
    const ceilingPlan = plan(servers.ping, () => ['/ping'], ROUND_SECONDS);
    const againstCeiling = (label: string, visit: () => LoadStep[]) =>
      runAgainstCeiling(ceilingPlan, plan(servers!.app, visit, ROUND_SECONDS), ROUNDS).then(
        (result) => {
          printLoad(label, result.measured);
          return result;
        },
      );
    const anyTeam = () => teams[Math.floor(Math.random() * teams.length)] as BenchTeam;
    const visitLength = dashboardVisit(anyTeam()).length;

    const ping = await load(`bare Fastify /ping (${LOAD_SECONDS} s)`, servers.ping, () => [
      '/ping',
    ]);
    const firstVisits = await load(`dashboard visit, first`, servers.app, () =>
      dashboardVisit(anyTeam()),
    );
    await timed('Visited every team’s dashboard and standings once more (cache warm)', () =>
      warmCaches(servers as Servers, teams),
    );
    const visits = await load(`dashboard visit, cached`, servers.app, () =>
      dashboardVisit(anyTeam()),
    );
    const pageOf = (): LoadStep[] => [
      { path: '/', host: teamHost(servers as Servers, anyTeam()), headers: BROWSER_ENCODINGS },
    ];
    await timed('Rendered every team’s dashboard once (page cache warm)', async () => {
      for (const team of teams) await getOnHost(servers!.app, '/', teamHost(servers!, team));
    });
    await load('rendered dashboard, cached', servers.app, pageOf);
    console.log(
      `   Each against bare /ping in ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (req/s of all its rounds):`,
    );
    const standings: [string, PairedResult][] = [];
    for (const [name] of standingsPaths(first[0] as BenchTeam)) {
      const pathOf = (team: BenchTeam) =>
        standingsPaths(team).find(([other]) => other === name)?.[1] as string;
      standings.push([name, await againstCeiling(`standings ${name}`, () => [pathOf(anyTeam())])]);
    }
    const pages = await againstCeiling('rendered dashboard, cached', pageOf);
    // Last: every write bumps its team's version, so the caches are cold after it.
    const writes = await load(
      'availability answers',
      servers.app,
      await availabilityWriters(bench.database.db, teams),
    );

    console.log(
      `\n   Against the ceiling (the median of the rounds' ratios); target: standings ≥ ${TARGET_SHARE * 100}% of it, p99 < ${TARGET_P99_MS} ms`,
    );
    const shares = (result: PairedResult) =>
      `(rounds ${result.shares.map((share) => (share * 100).toFixed(0)).join(' ')})`;
    for (const [name, result] of standings) {
      const { share, measured } = result;
      const met = share >= TARGET_SHARE && measured.p99Ms < TARGET_P99_MS;
      console.log(
        `   standings ${name.padEnd(11)} ${pct(share)}   p50 ${measured.p50Ms.toFixed(1)} ms   p99 ${measured.p99Ms.toFixed(1)} ms   ${met ? 'meets the target' : 'UNDER TARGET'}   ${shares(result)}`,
      );
    }
    const pagesMet = pages.share >= TARGET_SHARE;
    console.log(
      `   rendered dashboard      ${pct(pages.share)}   p50 ${pages.measured.p50Ms.toFixed(1)} ms   p99 ${pages.measured.p99Ms.toFixed(1)} ms   ${pagesMet ? 'meets the target (≥ 50%)' : 'UNDER TARGET (≥ 50%)'}   ${shares(pages)}`,
    );
    // The visits: a whole window each, against the /ping window before them.
    console.log(
      `   availability answers     ${pct(writes.requestsPerSecond / ping.requestsPerSecond)}   p50 ${writes.p50Ms.toFixed(1)} ms   p99 ${writes.p99Ms.toFixed(1)} ms   (writes, each a transaction and the team's version bump)`,
    );
    for (const [label, result] of [
      ['dashboard visit, first', firstVisits],
      ['dashboard visit, cached', visits],
    ] as const) {
      console.log(
        `   ${label.padEnd(23)} ${pct(result.requestsPerSecond / ping.requestsPerSecond)}   p50 ${result.p50Ms.toFixed(1)} ms   p99 ${result.p99Ms.toFixed(1)} ms   (${(result.requestsPerSecond / visitLength).toFixed(0)} whole visits/s of ${visitLength} calls)`,
      );
    }
  } finally {
    servers?.child.kill('SIGTERM');
    before?.child.kill('SIGTERM');
    await bench.database.destroy();
    await bench.drop();
    await beforeBench?.database.destroy();
    await beforeBench?.drop();
  }
}

await main();
