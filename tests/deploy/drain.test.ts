import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from '../../server/db/database.js';
import { seedTeamWorld } from '../helpers/tenant-world.js';
import { Child, freePort, waitFor } from './processes.js';
import { assertBuilt, repositoryRoot } from './throwaway-build.js';

/**
 * SIGTERM (systemd's stop, a rolling restart) on the compiled server: /health
 * says 503 at once while requests are still answered, then the port closes, and
 * a request that was under way all along (its body still arriving) is answered
 * and its write kept before the process exits; a connection that never sent a
 * request does not hold the stop up.
 */
describe('an instance stopping', () => {
  const children: Child[] = [];
  afterAll(async () => {
    for (const child of children) await child.stop('SIGKILL');
  });

  /** The compiled server on a new, migrated SQLite file; `health()`: its /health (0: closed). */
  async function startInstance(drainMs: number) {
    assertBuilt();
    const dir = mkdtempSync(join(tmpdir(), 'teampot-drain-'));
    const file = join(dir, 'teampot.db');
    const database = createDatabase(file);
    await migrateToLatest(database);
    const port = await freePort();
    const server = new Child(process.execPath, ['dist-server/server/main.js'], {
      cwd: repositoryRoot,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: file,
        PORT: String(port),
        SHUTDOWN_DRAIN_MS: String(drainMs),
        MAIL_OUTBOX: join(dir, 'outbox'),
      },
    });
    children.push(server);
    const health = async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/health`)).status;
      } catch {
        return 0; // refused: the port is closed
      }
    };
    await waitFor(async () => (await health()) === 200, 'the server up');
    return { database, port, server, health };
  }

  it('drains: health 503 first, requests still served, the one under way finished', async () => {
    const { database, port, server, health } = await startInstance(1500);
    const world = await seedTeamWorld(database.db, { code: 'rust', pin: '161803' });

    // A write whose body is still on its way when the stop comes.
    let closed = false;
    const body = JSON.stringify({
      amount: 7.5,
      reason: 'Onderweg',
      transactionType: 'Income',
      date: '2025-02-01',
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/${world.code}/transaction`,
          headers: {
            cookie: world.pinCookie,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.once('error', reject);
      request.write(body.slice(0, 10));
      void waitFor(() => !server.running || closed, 'the port closed', 30_000).then(() =>
        request.end(body.slice(10)),
      );
    });

    server.process.kill('SIGTERM');
    await waitFor(async () => (await health()) === 503, '/health saying 503');
    // Draining, not closed: a new request is still answered.
    const during = await fetch(`http://127.0.0.1:${port}/api/${world.code}/season`);
    expect(during.status).toBe(200);
    await waitFor(async () => (await health()) === 0, 'the port closed');
    closed = true;

    const { status, text } = await answer;
    expect(status, text).toBe(200);
    expect(await server.exited()).toBe(0);
    const stored = await database.db
      .selectFrom('transactions')
      .select(['reason', 'amount_cents'])
      .where('team_id', '=', world.teamId)
      .where('reason', '=', 'Onderweg')
      .execute();
    expect(stored).toEqual([{ reason: 'Onderweg', amount_cents: 750 }]);
    await database.destroy();
  }, 60_000);

  it('stops cleanly while a client holds a connection open and sends nothing', async () => {
    const { database, server, port } = await startInstance(0);
    // A browser's preconnect, a TCP health check: a connection without a request.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const closedByServer = new Promise((resolve) => socket.once('close', resolve));

    server.process.kill('SIGTERM');
    // Before, the stop waited for that socket until close-with-grace gave up: exit 1.
    expect(await server.exited(), server.output).toBe(0);
    await closedByServer;
    await database.destroy();
  }, 60_000);
});
