import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from 'prom-client';

/**
 * What an instance counts, for Prometheus (docs/operations.md lists the names).
 * One registry per process: the internal listener (internal-listener.ts) serves it.
 *
 * The hot path only adds to plain numbers (`countCache`, `countPageRendered`,
 * `countRemindersSent`); prom-client reads them when it is scraped. A labelled
 * `inc()` per request would hash its labels every time.
 */
export const metricsRegistry = new Registry();

type CacheName = 'read' | 'page';
type CacheResult = 'hit' | 'miss';

const cacheCounts: Record<CacheName, Record<CacheResult, number>> = {
  read: { hit: 0, miss: 0 },
  page: { hit: 0, miss: 0 },
};
let pagesRendered = 0;
let remindersSent = 0;
const purge = { teams: 0, failures: 0, lastSuccessSeconds: 0 };

/** A lookup in one of the caches: `read` (the API's answers), `page` (rendered dashboards). */
export function countCache(cache: CacheName, result: CacheResult): void {
  cacheCounts[cache][result]++;
}

/** A dashboard rendered on the server (not one served from the page cache). */
export function countPageRendered(): void {
  pagesRendered++;
}

/** Reminder pushes sent by this instance's timer. */
export function countRemindersSent(count: number): void {
  remindersSent += count;
}

/** A purge run that finished (docs/decisions.md "Deleting a team"): the teams it removed for good, and when. */
export function countPurgeRun(teamsPurged: number, at: Date): void {
  purge.teams += teamsPurged;
  purge.lastSuccessSeconds = at.getTime() / 1000;
}

/** A purge run that broke off with an error (the next run takes over what it left). */
export function countPurgeFailure(): void {
  purge.failures++;
}

new Counter({
  name: 'teampot_cache_total',
  help: 'Cache lookups by cache (read: API answers, page: rendered dashboards) and result',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [cache, results] of Object.entries(cacheCounts)) {
      for (const [result, count] of Object.entries(results)) this.inc({ cache, result }, count);
    }
  },
});

new Counter({
  name: 'teampot_pages_rendered_total',
  help: 'Dashboards rendered on the server',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc(pagesRendered);
  },
});

new Counter({
  name: 'teampot_reminders_sent_total',
  help: 'Reminder pushes sent by this instance',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc(remindersSent);
  },
});

new Counter({
  name: 'teampot_teams_purged_total',
  help: 'Deleted teams removed for good by this instance after their restore period',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc(purge.teams);
  },
});

new Counter({
  name: 'teampot_purge_failures_total',
  help: 'Purge runs of this instance that broke off with an error',
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc(purge.failures);
  },
});

new Gauge({
  name: 'teampot_purge_last_success_timestamp_seconds',
  help: 'When the last purge run of this instance finished (Unix time); 0 before the first',
  registers: [metricsRegistry],
  collect() {
    this.set(purge.lastSuccessSeconds);
  },
});

/** From a cached answer (well under a millisecond) to a slow export. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One label set's observations: a count per bucket (not yet cumulative), the sum, the count. */
interface DurationSeries {
  labels: { method: string; route: string; status_code: string };
  buckets: number[];
  sum: number;
  count: number;
}
const durationSeries: DurationSeries[] = [];
/** route → method → status code → series: lookups by the strings the router already has, no key built. */
const seriesByRoute = new Map<string, Map<string, Map<number, DurationSeries>>>();

/**
 * An answered request: `route` is the route's pattern (`/api/:team/fine`), never the raw path.
 * Three Map lookups and three additions: prom-client's Histogram hashes and validates the
 * labels on every observation (~2 µs, a twentieth of a cached page's time).
 */
export function observeRequest(
  method: string,
  route: string,
  statusCode: number,
  seconds: number,
): void {
  let byMethod = seriesByRoute.get(route);
  if (!byMethod) seriesByRoute.set(route, (byMethod = new Map()));
  let byStatus = byMethod.get(method);
  if (!byStatus) byMethod.set(method, (byStatus = new Map()));
  let series = byStatus.get(statusCode);
  if (!series) {
    const labels = { method, route, status_code: String(statusCode) };
    series = { labels, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
    byStatus.set(statusCode, series);
    durationSeries.push(series);
  }
  let bucket = 0;
  while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
  if (bucket < DURATION_BUCKETS.length) series.buckets[bucket]!++;
  series.sum += seconds;
  series.count++;
}

const REQUEST_HELP = 'Time from a request to its answer, by method, route and status code';

/** The request histogram in prom-client's shape, made only when scraped. */
metricsRegistry.registerMetric({
  name: 'http_request_duration_seconds',
  help: REQUEST_HELP,
  type: 'histogram',
  aggregator: 'sum',
  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] =
      [];
    const name = 'http_request_duration_seconds';
    for (const { labels, buckets, sum, count } of durationSeries) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: cumulative });
      });
      values.push({
        metricName: `${name}_bucket`,
        labels: { ...labels, le: '+Inf' },
        value: count,
      });
      values.push({ metricName: `${name}_sum`, labels, value: sum });
      values.push({ metricName: `${name}_count`, labels, value: count });
    }
    return { name, help: REQUEST_HELP, type: 'histogram', aggregator: 'sum', values };
  },
} as unknown as Metric);

/** The database pool as `createDatabase` reports it (PostgreSQL; SQLite has one connection). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
let poolStats: (() => PoolStats) | undefined;

new Gauge({
  name: 'teampot_db_pool_connections',
  help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const stats = poolStats?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

let defaultMetricsStarted = false;

/**
 * Turns on what only a scraped instance needs: the process and event-loop
 * metrics (prom-client's defaults) and the pool gauge of this database.
 */
export function startProcessMetrics(stats?: () => PoolStats): void {
  poolStats = stats;
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
