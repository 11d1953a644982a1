import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { fetch, type Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/database.js';
import { seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';
import { Caddy, Child, freePort, httpsTo127, Instance, waitFor } from './processes.js';
import {
  caddyfilePath,
  instanceCommand,
  shippedEnvironment,
  testCaddyfile,
} from './shipped-files.js';
import {
  assertBuilt,
  buildWithThrowawayMigration,
  repositoryRoot,
  THROWAWAY_MIGRATION,
} from './throwaway-build.js';

/**
 * deploy/ run for real on this machine: Caddy (its internal CA standing in for
 * Let's Encrypt) in front of two instances started as teampot@.service starts
 * them, on one database: PostgreSQL when TEST_DATABASE_URL is set (CI), else
 * one SQLite file. Figures are printed.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const DOMAIN = 'teampot.localhost';

describe(`the production recipe on ${postgresUrl ? 'PostgreSQL' : 'SQLite'}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'teampot-recipe-'));
  const schema = postgresUrl ? `deploy_${randomBytes(5).toString('hex')}` : undefined;
  const databaseUrl = postgresUrl ?? join(dir, 'teampot.db');
  let caddy: Caddy;
  let agent: Agent;
  let base: string;
  let database: Database;
  let world: TeamWorld;
  const instances: Instance[] = [];
  const children: Child[] = [];
  /** Shipped port → the one chosen here, for the Caddyfile and the units alike. */
  const ports = new Map<number, number>();

  /** /opt/teampot as docs/operations.md lays it out: a symlink to the current release. */
  const current = join(dir, 'teampot');
  function switchRelease(release: string): void {
    const next = `${current}.next`;
    symlinkSync(release, next);
    renameSync(next, current);
  }

  function startInstance(n: 1 | 2, root = current): Instance {
    const command = instanceCommand(n, root);
    // The unit's ports are the Caddyfile's upstreams: both are moved by the same map.
    const shipped = {
      public: Number(command.env.PORT),
      internal: Number(command.env.INTERNAL_PORT),
    };
    const chosen = { public: ports.get(shipped.public), internal: ports.get(shipped.internal) };
    if (!chosen.public || !chosen.internal) {
      throw new Error(
        `teampot@${n} listens on ${shipped.public}/${shipped.internal}, not a Caddy upstream`,
      );
    }
    const httpsPort = caddy.ports.https;
    command.env = {
      ...command.env,
      APP_URL: command.env.APP_URL!.replace('teampot.example', `${DOMAIN}:${httpsPort}`),
      TEAM_APP_URL: command.env.TEAM_APP_URL!.replace('teampot.example', `${DOMAIN}:${httpsPort}`),
      COOKIE_DOMAIN: command.env.COOKIE_DOMAIN!.replace('teampot.example', DOMAIN),
      DATABASE_URL: databaseUrl,
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      MAIL_OUTBOX: join(dir, 'outbox'),
    };
    const instance = new Instance(`teampot@${n}`, command, {
      public: chosen.public,
      internal: chosen.internal,
    });
    instances[n - 1] = instance;
    children.push(instance);
    return instance;
  }

  const team = (path: string) => `${base.replace('//', `//${world.code}.`)}${path}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { dispatcher: agent, headers });

  beforeAll(async () => {
    assertBuilt();
    for (const shipped of [3001, 3002, 3101, 3102, 3100]) ports.set(shipped, await freePort());
    const caddyPorts = { http: await freePort(), https: await freePort(), admin: await freePort() };
    const config = join(dir, 'Caddyfile');
    writeFileSync(config, testCaddyfile(DOMAIN, ports));
    caddy = new Caddy(dir, config, caddyPorts);
    children.push(caddy);
    agent = httpsTo127(await caddy.rootCertificate());
    base = `https://${DOMAIN}:${caddyPorts.https}`;

    // Both instances at once on an empty database: one migrates, the other waits for its lock.
    switchRelease(repositoryRoot);
    const both = [startInstance(1), startInstance(2)];
    for (const instance of both) await instance.waitUntilCaddyRoutesHere();
    database = createDatabase(databaseUrl, schema ? { schema } : {});
    world = await seedTeamWorld(database.db, { code: 'demo', pin: '515151' });
  }, 150_000);

  afterAll(async () => {
    for (const child of children.reverse()) await child.stop('SIGKILL');
    await agent?.close();
    await database?.destroy();
    if (schema && postgresUrl) {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
    }
  });

  it('passes `caddy validate` on the shipped Caddyfile', async () => {
    const { stdout, stderr } = await promisify(execFile)('caddy', [
      'validate',
      '--config',
      caddyfilePath,
      '--adapter',
      'caddyfile',
    ]);
    expect(`${stdout}${stderr}`).toContain('Valid configuration');
  });

  it("answers a team's host over HTTPS through Caddy, HTTP redirected, and gives an unknown host no certificate", async () => {
    const page = await get(team('/'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="ssr-data"');
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const api = await get(team(`/api/${world.code}/season`));
    expect(api.status).toBe(200);
    expect((await get(`${base}/health`)).status).toBe(200);

    const certificate = await peerCertificate(`${world.code}.${DOMAIN}`);
    expect(certificate.subjectaltname).toBe(`DNS:${world.code}.${DOMAIN}`);
    await expect(peerCertificate(`nobody.${DOMAIN}`)).rejects.toThrow();
    await expect(peerCertificate(`${world.code}.elsewhere.localhost`)).rejects.toThrow();

    const plain = await plainHttp(`${world.code}.${DOMAIN}`, '/input?x=1');
    expect(plain.status).toBe(308);
    // To the same host and address over HTTPS (in production on 443; Caddy leaves the test's port out).
    const location = new URL(plain.location ?? '');
    expect([
      location.protocol,
      location.hostname,
      `${location.pathname}${location.search}`,
    ]).toEqual(['https:', `${world.code}.${DOMAIN}`, '/input?x=1']);

    // Neither the metrics nor Caddy's question are on the public side.
    expect((await get(`${base}/metrics`)).status).toBe(404);
    const ask = await get(`${base}/internal/tls-allowed?domain=${world.code}.${DOMAIN}`);
    expect(ask.status).toBe(404);
    console.log(
      `[recipe] ${world.code}.${DOMAIN} over HTTPS through Caddy: certificate for ${certificate.subjectaltname} ` +
        `from "${certificate.issuer.CN}"; nobody.${DOMAIN}: no certificate`,
    );
  });

  it('keeps every acknowledged write when an instance is killed mid-stream, and the other serves on', async () => {
    const stream = writeStream('kill');
    await waitFor(() => stream.acknowledged.size >= 40, '40 acknowledged writes');
    await instances[0]!.stop('SIGKILL');
    const atKill = stream.acknowledged.size;
    await waitFor(() => stream.acknowledged.size >= atKill + 40, '40 writes after the kill');
    await stream.stop();

    const found = await storedReasons('kill');
    const missing = [...stream.acknowledged].filter((reason) => !found.has(reason));
    console.log(
      `[recipe, kill] writes sent ${stream.sent}, acknowledged ${stream.acknowledged.size} ` +
        `(${stream.acknowledged.size - atKill} after the SIGKILL), failed ${stream.failed.length}, ` +
        `found in the database ${stream.acknowledged.size - missing.length}, missing ${missing.length}`,
    );
    expect(missing).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${instances[1]!.ports.public}/health`)).status).toBe(200);

    startInstance(1);
    await instances[0]!.waitUntilCaddyRoutesHere();
  }, 120_000);

  it('restarts the instances one at a time onto a build with a new migration without failing a request; the migration runs once', async () => {
    // The upgrade as docs/operations.md does it: the new release built beside the old one,
    // the symlink switched, then each instance restarted (the old ones keep their files).
    switchRelease(buildWithThrowawayMigration(join(dir, 'next-build')));
    const stream = writeStream('rolling', { reads: true });
    await waitFor(() => stream.acknowledged.size >= 20, '20 acknowledged writes');
    for (const n of [1, 2] as const) {
      const started = Date.now();
      await instances[n - 1]!.stop('SIGTERM');
      const drained = Date.now() - started;
      const instance = startInstance(n);
      await instance.waitUntilCaddyRoutesHere();
      console.log(
        `[recipe, rolling] teampot@${n}: drained and stopped in ${drained} ms, new build in service after ${Date.now() - started} ms`,
      );
    }
    const atEnd = stream.acknowledged.size;
    await waitFor(() => stream.acknowledged.size >= atEnd + 20, '20 writes on the new build');
    await stream.stop();

    const found = await storedReasons('rolling');
    const missing = [...stream.acknowledged].filter((reason) => !found.has(reason));
    const runs = await sql<{ n: number }>`select count(*) as n from deploy_probe_runs`.execute(
      database.db,
    );
    const recorded = await sql<{ n: number }>`
      select count(*) as n from kysely_migration where name = ${THROWAWAY_MIGRATION}`.execute(
      database.db,
    );
    console.log(
      `[recipe, rolling] requests sent ${stream.sent + stream.readsSent}, failed ${stream.failed.length}; ` +
        `writes acknowledged ${stream.acknowledged.size}, found ${stream.acknowledged.size - missing.length}; ` +
        `throwaway migration runs: ${Number(runs.rows[0]?.n)}`,
    );
    expect(stream.failed).toEqual([]);
    expect(missing).toEqual([]);
    expect(Number(runs.rows[0]?.n)).toBe(1);
    expect(Number(recorded.rows[0]?.n)).toBe(1);
    // The instances log JSON lines, one per request.
    const lines = instances[1]!.output.split('\n').slice(1, -1);
    const requestLines = lines.filter((line) => line.includes('"request completed"'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) {
      expect(JSON.parse(line)).toMatchObject({ level: 30, req: { method: expect.any(String) } });
    }
  }, 150_000);

  /** The reasons of the stored transactions written by one part of this test. */
  async function storedReasons(prefix: string): Promise<Set<string>> {
    const rows = await database.db
      .selectFrom('transactions')
      .select('reason')
      .where('team_id', '=', world.teamId)
      .where('reason', 'like', `${prefix}-%`)
      .execute();
    return new Set(rows.map((row) => row.reason));
  }

  /**
   * Four clients writing transactions through Caddy as fast as they are answered
   * (and, with `reads`, two reading the team's season list): what was acknowledged,
   * and every request that failed.
   */
  function writeStream(prefix: string, { reads = false } = {}) {
    const state = {
      sent: 0,
      readsSent: 0,
      acknowledged: new Set<string>(),
      failed: [] as string[],
      running: true,
    };
    const writer = async (n: number) => {
      for (let i = 0; state.running; i++) {
        const reason = `${prefix}-${n}-${i}`;
        state.sent++;
        try {
          const response = await fetch(team(`/api/${world.code}/transaction`), {
            dispatcher: agent,
            method: 'POST',
            headers: { cookie: world.pinCookie, 'content-type': 'application/json' },
            body: JSON.stringify({
              amount: 2.5,
              reason,
              transactionType: 'Income',
              date: '2025-02-01',
            }),
          });
          if (response.status === 200) state.acknowledged.add(reason);
          else state.failed.push(`${reason}: ${response.status} ${await response.text()}`);
        } catch (error) {
          state.failed.push(`${reason}: ${(error as Error).message}`);
        }
      }
    };
    const reader = async () => {
      while (state.running) {
        state.readsSent++;
        try {
          const response = await get(team(`/api/${world.code}/season`));
          await response.arrayBuffer();
          if (response.status !== 200) state.failed.push(`read: ${response.status}`);
        } catch (error) {
          state.failed.push(`read: ${(error as Error).message}`);
        }
      }
    };
    const clients = [...[0, 1, 2, 3].map(writer), ...(reads ? [reader(), reader()] : [])];
    return {
      get sent() {
        return state.sent;
      },
      get readsSent() {
        return state.readsSent;
      },
      acknowledged: state.acknowledged,
      failed: state.failed,
      async stop() {
        state.running = false;
        await Promise.all(clients);
      },
    };
  }

  /** A plain-HTTP request to Caddy for a host (Node's fetch will not send another Host). */
  function plainHttp(host: string, path: string): Promise<{ status: number; location?: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: caddy.ports.http, path, headers: { host } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        },
      );
      request.once('error', reject);
      request.end();
    });
  }

  /** The certificate Caddy presents for a name (SNI), trusting its internal CA only. */
  async function peerCertificate(servername: string) {
    const ca = await caddy.rootCertificate();
    return new Promise<{ subjectaltname: string; issuer: { CN: string } }>((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port: caddy.ports.https, servername, ca }, () => {
        const certificate = socket.getPeerCertificate();
        socket.end();
        resolve({
          subjectaltname: certificate.subjectaltname ?? '',
          issuer: { CN: String(certificate.issuer.CN) },
        });
      });
      socket.once('error', reject);
    });
  }
});

describe('the migration lock beside `npm run admin` on SQLite', () => {
  it('lets a starting server and the admin CLI, both on the new build, run the migration once between them', async () => {
    assertBuilt();
    const dir = mkdtempSync(join(tmpdir(), 'teampot-admin-lock-'));
    const file = join(dir, 'teampot.db');
    // The database as the shipped build leaves it, with a user to grant.
    const shipped = new Child(
      process.execPath,
      ['dist-server/server/cli/admin.js', 'grant', 'x@example.nl'],
      {
        cwd: repositoryRoot,
        env: { PATH: process.env.PATH, DATABASE_URL: file },
      },
    );
    await shipped.exited();
    const database = createDatabase(file);
    try {
      await database.db
        .insertInto('users')
        .values({
          email: 'beheer@example.nl',
          password_hash: 'x',
          is_admin: 0,
          created_at: new Date().toISOString(),
        })
        .execute();

      const next = buildWithThrowawayMigration(join(dir, 'next-build'));
      const port = await freePort();
      const env = {
        ...shippedEnvironment(),
        PATH: process.env.PATH,
        DATABASE_URL: file,
        PORT: String(port),
        MAIL_OUTBOX: join(dir, 'outbox'),
      };
      const server = new Child(process.execPath, ['dist-server/server/main.js'], {
        cwd: next,
        env,
      });
      const admin = new Child(
        process.execPath,
        ['dist-server/server/cli/admin.js', 'grant', 'beheer@example.nl'],
        {
          cwd: next,
          env,
        },
      );
      try {
        expect(await admin.exited(), admin.output).toBe(0);
        await waitFor(async () => {
          if (!server.running) throw new Error(`the server exited:\n${server.output}`);
          try {
            return (await fetch(`http://127.0.0.1:${port}/health`)).status === 200;
          } catch {
            return false;
          }
        }, 'the new build healthy');
      } finally {
        await server.stop();
      }
      const runs = await sql<{ pid: number }>`select pid from deploy_probe_runs`.execute(
        database.db,
      );
      const granted = await database.db
        .selectFrom('users')
        .select('is_admin')
        .where('email', '=', 'beheer@example.nl')
        .executeTakeFirstOrThrow();
      console.log(
        `[migration lock, SQLite] server and npm run admin started together: the throwaway migration ran ${runs.rows.length} time(s), ` +
          `by ${runs.rows[0]?.pid === admin.process.pid ? 'the admin CLI' : 'the server'}`,
      );
      expect(runs.rows).toHaveLength(1);
      expect(granted.is_admin).toBe(1);
    } finally {
      await database.destroy();
    }
  }, 90_000);
});
