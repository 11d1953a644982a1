import { performance } from 'node:perf_hooks';

export interface LoadResult {
  tool: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

/**
 * A request of a visit: a path, or a path on a team's host (`demo.localhost:PORT`),
 * with headers of its own (a browser's Accept-Encoding).
 */
export type LoadStep = string | { path: string; host: string; headers?: Record<string, string> };

export interface LoadPlan {
  origin: string;
  /** One visit: the requests a client makes one after the other; called again for every visit. */
  visit: () => LoadStep[];
  connections: number;
  durationSeconds: number;
  /** A bound on the count besides the duration (the fetch loop; autocannon stops on the duration). */
  maxRequests: number;
}

interface AutocannonRequest {
  path?: string;
  headers?: Record<string, string>;
  setupRequest?: (
    request: AutocannonRequest,
    context: Record<string, unknown>,
  ) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

/** autocannon when it is installed, else a small fetch loop with the same bounds. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const autocannon = await import('autocannon' as string).then(
    (module: { default: Autocannon }) => module.default,
    () => null,
  );
  return autocannon ? withAutocannon(autocannon, plan) : withFetchLoop(plan);
}

async function withAutocannon(autocannon: Autocannon, plan: LoadPlan): Promise<LoadResult> {
  // Each connection walks through one visit's paths, then starts the next visit.
  const length = plan.visit().length;
  const requests: AutocannonRequest[] = Array.from({ length }, (_, step) => ({
    setupRequest: (request, context) => {
      if (step === 0) context.steps = plan.visit();
      const next = (context.steps as LoadStep[])[step] ?? '/';
      return typeof next === 'string'
        ? { ...request, path: next }
        : {
            ...request,
            path: next.path,
            headers: { ...request.headers, ...next.headers, host: next.host },
          };
    },
  }));
  const result = await autocannon({
    url: plan.origin,
    connections: plan.connections,
    duration: plan.durationSeconds,
    requests,
  });
  return {
    tool: 'autocannon',
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function withFetchLoop(plan: LoadPlan): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + plan.durationSeconds * 1000;
  const more = () => performance.now() < deadline && latencies.length + failures < plan.maxRequests;

  async function client() {
    while (more()) {
      for (const step of plan.visit()) {
        if (!more()) return;
        const start = performance.now();
        try {
          const [path, headers] =
            typeof step === 'string'
              ? [step, {}]
              : [step.path, { ...step.headers, host: step.host }];
          const response = await fetch(`${plan.origin}${path}`, { headers });
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - start);
          else failures++;
        } catch {
          failures++;
        }
      }
    }
  }
  await Promise.all(Array.from({ length: plan.connections }, client));

  const seconds = (performance.now() - started) / 1000;
  return {
    tool: 'fetch loop',
    requests: latencies.length + failures,
    seconds,
    requestsPerSecond: (latencies.length + failures) / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    failures,
  };
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
