import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { migrationsFor, type Database } from '../../server/db/database.js';
import { loadEnv } from '../../server/env.js';
import { startDraining } from '../../server/ops/health.js';
import { buildInternalApp, startInternalListener } from '../../server/ops/internal-listener.js';
import { startProcessMetrics } from '../../server/ops/metrics.js';
import { insertTeam } from '../helpers/fixtures.js';
import { seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';
import {
  createTestApp,
  createTestDatabase,
  testDatabases,
  type TestApp,
} from '../helpers/test-app.js';

/**
 * What the person running Teampot looks at: the internal listener (metrics, Caddy's
 * certificate question), /health, and the log.
 */
describe.each(testDatabases)('operations on $name', (kind) => {
  const env = {
    APP_URL: 'https://teampot.example',
    TEAM_APP_URL: 'https://{TEAMCODE}.teampot.example',
  };
  let t: TestApp;
  let internal: FastifyInstance;
  let world: TeamWorld;
  beforeAll(async () => {
    t = await createTestApp(kind, { envOverrides: env });
    world = await seedTeamWorld(t.database.db, { code: 'ops', pin: '424242' });
    startProcessMetrics(t.database.poolStats);
    internal = await buildInternalApp(t.app);
  });
  afterAll(async () => {
    await internal?.close();
    await t?.close();
  });

  const metrics = async () => (await internal.inject({ url: '/metrics' })).body;
  /** A metric's value in Prometheus' text, 0 when it is not there yet. */
  const valueOf = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  it('serves /metrics in Prometheus text: requests by route, caches, rendered pages, reminders, process', async () => {
    const seasonId = world.ids.season[0];
    const fineList = `/api/ops/fine?seasonId=${seasonId}`;
    const series = {
      requests: `http_request_duration_seconds_count{method="GET",route="/api/:team/fine",status_code="200"}`,
      readHit: `teampot_cache_total{cache="read",result="hit"}`,
      readMiss: `teampot_cache_total{cache="read",result="miss"}`,
    };
    const before = await metrics();
    for (let i = 0; i < 3; i++) expect((await t.inject({ url: fineList })).statusCode).toBe(200);
    await t.inject({ url: '/api/nosuchteam/fine' });
    const after = await metrics();

    expect(valueOf(after, series.requests) - valueOf(before, series.requests)).toBe(3);
    // The first read computes the answer, the next two come from the cache.
    expect(valueOf(after, series.readMiss) - valueOf(before, series.readMiss)).toBe(1);
    expect(valueOf(after, series.readHit) - valueOf(before, series.readHit)).toBe(2);
    // Prometheus' histogram: cumulative buckets, +Inf equal to the count, and the sum.
    const bucket = (le: string) =>
      valueOf(
        after,
        `http_request_duration_seconds_bucket{method="GET",route="/api/:team/fine",status_code="200",le="${le}"}`,
      );
    expect(bucket('0.001')).toBeLessThanOrEqual(bucket('0.1'));
    expect(bucket('0.1')).toBeLessThanOrEqual(bucket('+Inf'));
    expect(bucket('+Inf')).toBe(valueOf(after, series.requests));
    expect(
      valueOf(
        after,
        'http_request_duration_seconds_sum{method="GET",route="/api/:team/fine",status_code="200"}',
      ),
    ).toBeGreaterThan(0);
    for (const name of [
      'teampot_pages_rendered_total',
      'teampot_reminders_sent_total',
      'teampot_cache_total{cache="page",result="miss"}',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(after).toContain(name);
    }
    if (kind.name === 'postgres') {
      expect(after).toMatch(/teampot_db_pool_connections\{state="total"\} [1-9]/);
    }
    // The route's pattern, never the address asked for (ids and codes would make series without end).
    expect(after).not.toContain('nosuchteam');
  });

  it('answers Caddy whether a host may get a certificate: the main domain and existing teams only', async () => {
    const doomed = await insertTeam(t.database.db, { code: 'weg' });
    const ask = async (domain: string) =>
      (
        await internal.inject({
          url: `/internal/tls-allowed?domain=${encodeURIComponent(domain)}`,
        })
      ).statusCode;
    expect(await ask('teampot.example')).toBe(200);
    expect(await ask('ops.teampot.example')).toBe(200);
    expect(await ask('OPS.teampot.example.')).toBe(200);
    expect(await ask('weg.teampot.example')).toBe(200);
    expect(await ask('niemand.teampot.example')).toBe(404);
    expect(await ask('www.teampot.example')).toBe(404);
    expect(await ask('ops.ops.teampot.example')).toBe(404);
    expect(await ask('ops.elders.example')).toBe(404);
    expect(await ask('teampot.example.evil.org')).toBe(404);
    expect((await internal.inject({ url: '/internal/tls-allowed' })).statusCode).toBe(404);

    // A team that is gone gets no new certificate: the question goes to the API's own team lookup.
    await t.database.db.deleteFrom('teams').where('id', '=', doomed.id).execute();
    expect(await ask('weg.teampot.example')).toBe(404);
  });

  it('serves neither /metrics nor /internal/… on the public port', async () => {
    for (const url of [
      '/metrics',
      '/internal/tls-allowed?domain=teampot.example',
      '/internal/tls-allowed?domain=ops.teampot.example',
    ]) {
      const response = await t.inject({ url, headers: { host: 'teampot.example' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('says /health is ready once the database answers and has every migration; 503 while draining', async () => {
    const health = await t.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    // A database one migration behind this build: not ready.
    const database = await createTestDatabase(kind);
    const names = Object.keys(migrationsFor(database.dialect)).sort();
    await sql`delete from kysely_migration where name = ${names[names.length - 1]}`.execute(
      database.db,
    );
    const behind = await createTestApp(kind, { database });
    try {
      const response = await behind.inject({ url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'migrating' });
    } finally {
      await behind.close();
    }

    const draining = await createTestApp(kind);
    try {
      startDraining(draining.app);
      const response = await draining.inject({ url: '/health' });
      expect(response.statusCode).toBe(503);
      // Still serving: requests the load balancer sent before it noticed are answered.
      expect((await draining.inject({ url: '/api/nosuchteam/fine' })).statusCode).toBe(998);
    } finally {
      await draining.close();
    }
  });
});

describe('the internal listener', () => {
  it('is off unless INTERNAL_PORT is set, and listens on 127.0.0.1 by default', async () => {
    const off = await createTestApp(testDatabases[0]!);
    expect(await startInternalListener(off.app)).toBeNull();
    await off.close();

    const on = await createTestApp(testDatabases[0]!, { envOverrides: { INTERNAL_PORT: '0' } });
    const internal = await startInternalListener(on.app);
    try {
      const address = internal?.server.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await internal?.close();
      await on.close();
    }
  });
});

describe.each(testDatabases)('the log on $name', (kind) => {
  /** The app as production builds it (its own mailer), its log lines collected. */
  async function loggedApp(database: Database, envOverrides: Record<string, string>) {
    const lines: string[] = [];
    const app = await buildApp({
      env: loadEnv({ LOG_LEVEL: 'info', STATIC_DIR: '/nonexistent', ...envOverrides }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
    const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return { app, lines, entries };
  }

  async function until(condition: () => boolean, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`waited 10 s for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('writes one JSON line per request when it is answered, with secrets taken out', async () => {
    const database = await createTestDatabase(kind);
    const team = await insertTeam(database.db, { code: 'logs', pin: '271828' });
    const { app, lines, entries } = await loggedApp(database, { MAIL_OUTBOX: '/tmp/unused' });
    try {
      const secrets = ['271828', 'geheimwachtwoord', 'abcTOKEN123', 'sessie-xyz', 'Bearer q9'];
      await app.inject({
        method: 'POST',
        url: `/api/${team.code}/auth/login`,
        payload: { pin: '271828' },
        headers: { cookie: 'teampot_session=sessie-xyz', authorization: 'Bearer q9' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.nl', password: 'geheimwachtwoord', stayLoggedIn: false },
      });
      await app.inject({ url: '/reset-password?token=abcTOKEN123&x=1' });
      await app.inject({ url: '/uitnodiging?token=abcTOKEN123' });
      await app.inject({
        method: 'POST',
        url: `/api/${team.code}/match/1/availability/1/by-token`,
        payload: { token: 'abcTOKEN123', status: 'Yes' },
      });

      await until(() => entries().length >= 5, 'five request lines');
      const requests = entries().filter((entry) => entry.msg === 'request completed');
      expect(requests.map((entry) => (entry.req as { url: string }).url)).toEqual([
        `/api/${team.code}/auth/login`,
        '/api/auth/login',
        '/reset-password?token=[redacted]&x=1',
        '/uitnodiging?token=[redacted]',
        `/api/${team.code}/match/1/availability/1/by-token`,
      ]);
      for (const entry of requests) {
        expect(entry.level).toBe(30); // info
        expect(typeof (entry.res as { statusCode: number }).statusCode).toBe('number');
        expect(typeof entry.responseTime).toBe('number');
      }
      expect(entries().some((entry) => entry.msg === 'incoming request')).toBe(false);
      const log = lines.join('');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });

  it('logs a mail link only when mail goes to the outbox, then on a line of its own', async () => {
    const outbox = await loggedApp(await createTestDatabase(kind), {
      MAIL_OUTBOX: `/tmp/teampot-log-test-${process.pid}`,
    });
    const smtp = await loggedApp(await createTestDatabase(kind), {
      // Nothing listens there: the mail fails, and the failure is logged without the link.
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    try {
      for (const { app } of [outbox, smtp]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: 'nieuw@example.nl', password: 'lang-genoeg-wachtwoord' },
        });
        expect(response.statusCode).toBe(200);
      }
      await until(
        () => outbox.entries().some((e) => e.msg === 'mail written to outbox'),
        'the outbox line',
      );
      await until(
        () => smtp.entries().some((e) => e.msg === 'sending mail failed'),
        'the SMTP failure',
      );
      const mailLine = outbox.entries().find((e) => e.msg === 'mail written to outbox');
      expect(mailLine?.level).toBe(30);
      expect(String(mailLine?.link)).toMatch(/\/verify-email\?token=[\w-]{20,}/);
      expect(smtp.lines.join('')).not.toContain('verify-email');
      expect(smtp.lines.join('')).not.toContain('token=');
    } finally {
      await outbox.app.close();
      await smtp.app.close();
    }
  });

  if (kind.name === 'postgres') {
    it('logs a connection PostgreSQL closed, and goes on serving', async () => {
      const database = await createTestDatabase(kind);
      const { app, entries } = await loggedApp(database, { MAIL_OUTBOX: '/tmp/unused' });
      try {
        expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
        // What a PostgreSQL restart does to idle connections, done to this app's alone.
        const admin = new pg.Client({ connectionString: kind.url });
        await admin.connect();
        const { rowCount } = await admin
          .query(
            'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
            [`teampot ${database.schema}`],
          )
          .finally(() => admin.end());
        expect(rowCount).toBeGreaterThan(0);
        // Each closed connection is logged once the pool has dropped it. (A request that
        // takes a closed one before pg has read PostgreSQL's goodbye fails: pg does not check
        // an idle connection before it hands it out.)
        const lost = () =>
          entries().filter((e) => e.msg === 'database connection lost' && e.level === 40);
        await until(() => lost().length === rowCount, 'every lost connection in the log');
        expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  }
});
