import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { createDatabase, migrateToLatest, type Database } from '../../server/db/database.js';
import { withTeamScopeGuard } from '../../server/db/team-scope-guard.js';
import { loadEnv } from '../../server/env.js';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  port: number;
  /** `http://{team}.localhost:PORT` — Chromium resolves *.localhost itself. */
  teamUrl(team: string, path?: string): string;
  /** The main domain: `http://localhost:PORT`. */
  mainUrl(path?: string): string;
  /** The mails written to the outbox so far, as raw .eml text, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

/**
 * The real server, built SPA included (run `npm run build` first), on a fresh
 * SQLite file and a free port, mail going to a temp outbox. Used by the
 * end-to-end tests in Chromium. As in the API tests, the app's queries run under
 * the team scope guard; `database` (the tests' seed and checks) is the plain one.
 */
export async function startTestServer(
  options: {
    seed?: (database: Database) => Promise<void>;
    /** Collects the server's log lines (JSON) at level info here, instead of warnings only. */
    logLines?: string[];
    /** The server's clock, for a test that moves time; the real one when left out. */
    now?: () => Date;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'teampot-e2e-'));
  const outboxDir = join(dir, 'outbox');
  const database = createDatabase(join(dir, 'teampot.db'));
  await migrateToLatest(database);
  if (options.seed) await options.seed(database);

  // The port is only known after listen; URLs in env are fixed up right after.
  const { logLines } = options;
  const env = loadEnv({
    LOG_LEVEL: logLines ? 'info' : 'warn',
    MAIL_OUTBOX: outboxDir,
    STATIC_DIR: 'dist',
    PORT: '0',
  });
  const app = await buildApp({
    env,
    database: withTeamScopeGuard(database),
    ...(options.now ? { now: options.now } : {}),
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  env.APP_URL = `http://localhost:${port}`;
  env.TEAM_APP_URL = `http://{TEAMCODE}.localhost:${port}`;

  return {
    app,
    database,
    port,
    teamUrl: (team, path = '/') => `http://${team}.localhost:${port}${path}`,
    mainUrl: (path = '/') => `http://localhost:${port}${path}`,
    outbox() {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((f) => readFileSync(join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    // The app's own close: it also drops the sockets Chromium opened ahead of a request
    // (server/ops/silent-connections.ts), which held a test's close past its 120 s before.
    close: () => app.close(),
  };
}
