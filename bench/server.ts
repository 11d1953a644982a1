import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../server/app.js';
import { createDatabase } from '../server/db/database.js';
import { loadEnv } from '../server/env.js';

/**
 * The servers under load, in their own process so the load generator does not
 * share their event loop: the whole Teampot app (built SPA included) on the
 * benchmark database, and a bare Fastify answering `GET /ping`, the ceiling of
 * what one Node process serves here (and `GET /memory`, the process's
 * `memoryUsage()`). Prints `{"app":port,"ping":port}` once
 * both listen; stops on SIGTERM.
 */
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');
const schema = process.env.BENCH_PG_SCHEMA;
const database = createDatabase(url, schema ? { schema } : {});

const env = loadEnv({
  LOG_LEVEL: 'error',
  STATIC_DIR: 'dist',
  PORT: '0',
  MAIL_OUTBOX: join(mkdtempSync(join(tmpdir(), 'teampot-bench-')), 'outbox'),
});
const app = await buildApp({ env, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as AddressInfo).port;
env.APP_URL = `http://localhost:${appPort}`;
env.TEAM_APP_URL = `http://{TEAMCODE}.localhost:${appPort}`;

const ping = Fastify({ logger: false });
ping.get('/ping', async () => ({ pong: true }));
// Where the process's memory is (V8's heap, buffers outside it), for the scale bench's report.
ping.get('/memory', async () => process.memoryUsage());
await ping.listen({ port: 0, host: '127.0.0.1' });
const pingPort = (ping.server.address() as AddressInfo).port;

process.stdout.write(`${JSON.stringify({ app: appPort, ping: pingPort })}\n`);
process.on('SIGTERM', () => {
  void Promise.all([app.close(), ping.close()]).finally(() => process.exit(0));
});
