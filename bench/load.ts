import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadResult {
  /** Of the answered requests, in milliseconds. */
  latencies: number[];
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * A request of a visit: a path, or a path on a team's host (`demo.localhost:PORT`),
 * with headers of its own (a browser's Accept-Encoding, a session cookie), or a write
 * with its method and JSON body.
 */
export type LoadStep =
  | string
  | {
      path: string;
      host?: string;
      headers?: Record<string, string>;
      method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
      body?: unknown;
    };

export interface LoadPlan {
  origin: string;
  /**
   * One visit: the requests a client makes one after the other; called again for every
   * visit, with the client's number (0 … connections - 1) for writes that must not race.
   */
  visit: (client: number) => LoadStep[];
  connections: number;
  durationSeconds: number;
  /** A bound on the count besides the duration. */
  maxRequests: number;
}

/**
 * `connections` clients on keep-alive connections (undici's Pool), each making
 * the requests of a visit one after the other, then the next visit, until the
 * time or the count runs out. A response's body is received and dropped.
 *
 * Written on undici's dispatcher rather than autocannon: autocannon turns every
 * response body into a JavaScript string, which for a 6 KB brotli page took
 * three quarters of its time, so it measured itself (~8,000 pages/s) while the
 * server had time to spare. Both the ceiling (/ping) and every call are
 * measured by this same client.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return summarize([await measure(plan)]);
}

/** A load measured against the ceiling: the load's figures, and its share of the ceiling. */
export interface PairedResult {
  measured: LoadResult;
  /** The ceiling's figures over its rounds. */
  ceiling: LoadResult;
  /** The median of the rounds' ratios (measured req/s over the ceiling's just before). */
  share: number;
  shares: number[];
}

/**
 * A load and the ceiling, measured in `rounds` alternating windows of the
 * plans' duration each (ceiling, load, ceiling, load…), and the load's share of
 * the ceiling as the median of the rounds' ratios. This machine's speed swings
 * by a fifth from one ten-second window to the next (the /ping ceiling measured
 * 22k and 44k req/s minutes apart), so a single window of each compared the
 * noise; two windows a few seconds apart see the same machine, and the median
 * leaves out the rounds the noise hit in one of them.
 */
export async function runAgainstCeiling(
  ceiling: LoadPlan,
  measured: LoadPlan,
  rounds: number,
): Promise<PairedResult> {
  const ceilingRuns: Measured[] = [];
  const measuredRuns: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    ceilingRuns.push(await measure(ceiling));
    measuredRuns.push(await measure(measured));
  }
  const shares = measuredRuns.map(
    (run, round) => rateOf(run) / rateOf(ceilingRuns[round] as Measured),
  );
  return {
    measured: summarize(measuredRuns),
    ceiling: summarize(ceilingRuns),
    share: percentile(shares, 0.5),
    shares,
  };
}

interface Measured {
  latencies: number[];
  failures: number;
  seconds: number;
}

const rateOf = (run: Measured) => (run.latencies.length + run.failures) / run.seconds;

async function measure(plan: LoadPlan): Promise<Measured> {
  const pool = new Pool(plan.origin, { connections: plan.connections, pipelining: 1 });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + plan.durationSeconds * 1000;
  // Requests sent, not answered: `maxRequests` is never overshot by the ones under way.
  let sent = 0;
  const more = () => performance.now() < deadline && sent < plan.maxRequests;

  async function client(index: number) {
    while (more()) {
      for (const step of plan.visit(index)) {
        if (!more()) return;
        sent++;
        const start = performance.now();
        const ok = await send(pool, step);
        if (ok) latencies.push(performance.now() - start);
        else failures++;
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: plan.connections }, (_, index) => client(index)));
  } finally {
    await pool.close();
  }
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

/** Runs of one load taken together: their requests over their time, their latencies pooled. */
function summarize(runs: readonly Measured[]): LoadResult {
  const latencies = runs.flatMap((run) => run.latencies);
  const failures = runs.reduce((sum, run) => sum + run.failures, 0);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    latencies,
    requests: latencies.length + failures,
    seconds,
    requestsPerSecond: (latencies.length + failures) / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures,
  };
}

/** One request; true when it was answered 2xx. */
function send(pool: Pool, step: LoadStep): Promise<boolean> {
  const {
    path,
    host,
    headers = {},
    method = 'GET',
    body,
  } = typeof step === 'string' ? { path: step } : step;
  const json = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    let status = 0;
    pool.dispatch(
      {
        method,
        path,
        headers: {
          ...headers,
          ...(host ? { host } : {}),
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        ...(json ? { body: json } : {}),
      },
      {
        onConnect: () => {},
        onHeaders: (statusCode) => {
          status = statusCode;
          return true;
        },
        onData: () => true,
        onComplete: () => resolve(status >= 200 && status < 300),
        onError: () => resolve(false),
      },
    );
  });
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** A GET as a browser on `host` sends it: the answer's text and how long it took. */
export function getOnHost(
  origin: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ body: string; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers: { ...headers, host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200)
          reject(new Error(`${host}${path}: ${response.statusCode}`));
        else
          resolve({ body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - start });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
