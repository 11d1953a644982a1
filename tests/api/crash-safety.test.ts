import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newTestSchemaName } from '../helpers/pg-global-setup.js';
import { eurosToCents } from '../../domain/money.js';
import { createDatabase, migrateToLatest, type Database } from '../../server/db/database.js';
import { seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';
import { testDatabases } from '../helpers/test-app.js';

/**
 * The real server, as a child process, takes fines, transactions and "paid"
 * marks as fast as four clients can send them, and is killed with SIGKILL at
 * random moments — no shutdown, no flush — then started again. Every write it
 * acknowledged with a 2xx must still be there afterwards, as acknowledged, and
 * the season balance the API reports must equal the sum of the rows.
 */

const KILLS = 4;
const WRITERS = 4;

interface Acknowledged {
  fines: Map<number, { playerId: number; typeId: number; description: string }>;
  paid: Set<number>;
  transactions: Map<
    number,
    { amount: number; reason: string; transactionType: 'Income' | 'Expense' }
  >;
}

describe.each(testDatabases)('crash safety on $name', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged write through SIGKILLs, and the balance adds up', async () => {
    const storage = await prepareStorage(database);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = new ServerProcess(storage.env(port));
    cleanups.push(() => server.stop());
    const { world } = storage;

    await server.start(base);
    const acknowledged: Acknowledged = {
      fines: new Map(),
      paid: new Set(),
      transactions: new Map(),
    };
    let stopWriting = false;
    let attempts = 0;
    const api = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${base}/api/${world.code}${path}`, {
        method,
        headers: {
          cookie: world.pinCookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    /** One client: write, and remember what the server confirmed; a refused connection is no confirmation. */
    const writer = async (n: number) => {
      for (let i = 0; !stopWriting; i++) {
        attempts++;
        try {
          const step = (i + n) % 3;
          const paidCandidate = [...acknowledged.fines.keys()].find(
            (id) => !acknowledged.paid.has(id),
          );
          if (step === 2 && paidCandidate !== undefined) {
            const response = await api(`/fine/${paidCandidate}/paid`, 'PUT', { paid: true });
            if (response.ok) acknowledged.paid.add(paidCandidate);
          } else if (step === 1) {
            const fine = {
              playerId: pickOf(world.ids.player, i),
              typeId: pickOf(world.ids.fineType.slice(0, 2), i),
              description: `Boete ${n}-${i}`,
            };
            const response = await api('/fine', 'POST', {
              playerId: fine.playerId,
              typeId: fine.typeId,
              data: { date: '2025-02-01', description: fine.description },
            });
            if (response.ok) acknowledged.fines.set((await response.json()).id, fine);
          } else {
            const transaction = {
              amount: Number(`${(i % 90) + 1}.${String((n * 17 + i) % 100).padStart(2, '0')}`),
              reason: `Kas ${n}-${i}`,
              transactionType: i % 4 === 0 ? ('Expense' as const) : ('Income' as const),
            };
            const response = await api('/transaction', 'POST', {
              ...transaction,
              date: '2025-02-01',
            });
            if (response.ok) acknowledged.transactions.set((await response.json()).id, transaction);
          }
        } catch {
          await sleep(50); // the server is down: wait for it to come back
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));

    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(300 + Math.random() * 900);
      await server.kill();
      await server.start(base);
    }
    await sleep(300);
    stopWriting = true;
    await Promise.all(writers);

    const seasonId = world.ids.season[0] as number;
    const fines: ApiFine[] = await (await api(`/fine?seasonId=${seasonId}`)).json();
    const transactions: ApiTransaction[] = await (
      await api(`/transaction?seasonId=${seasonId}`)
    ).json();
    const finesById = new Map(fines.map((f) => [f.id, f]));
    const transactionsById = new Map(transactions.map((tx) => [tx.id, tx]));

    const lost: string[] = [];
    for (const [id, fine] of acknowledged.fines) {
      const stored = finesById.get(id);
      const same =
        stored?.player.id === fine.playerId &&
        stored.type.id === fine.typeId &&
        'description' in stored.data &&
        stored.data.description === fine.description;
      if (!same) lost.push(`fine ${id}`);
      if (acknowledged.paid.has(id) && stored?.paid !== true) lost.push(`paid mark of fine ${id}`);
    }
    for (const [id, transaction] of acknowledged.transactions) {
      const stored = transactionsById.get(id);
      const same =
        stored?.amount === transaction.amount &&
        stored.reason === transaction.reason &&
        stored.transactionType === transaction.transactionType;
      if (!same) lost.push(`transaction ${id}`);
    }

    const sumCents = (rows: { cents: number }[]) => rows.reduce((total, r) => total + r.cents, 0);
    const fineCents = fines.map((f) => ({ cents: eurosToCents(f.type.amount ?? 0), paid: f.paid }));
    const expected = {
      unpaidFines: sumCents(fineCents.filter((f) => !f.paid)),
      paidFines: sumCents(fineCents.filter((f) => f.paid)),
      transactions: sumCents(
        transactions.map((tx) => ({
          cents: eurosToCents(tx.amount) * (tx.transactionType === 'Expense' ? -1 : 1),
        })),
      ),
    };
    const balance: Record<string, number> = await (await api(`/season/${seasonId}/balance`)).json();
    const reported = {
      unpaidFines: eurosToCents(balance.unpaidFines ?? NaN),
      paidFines: eurosToCents(balance.paidFines ?? NaN),
      transactions: eurosToCents(balance.transactions ?? NaN),
    };

    console.log(
      `[crash safety, ${database.name}] ${KILLS} SIGKILLs, ${attempts} writes tried, ` +
        `${acknowledged.fines.size} fines + ${acknowledged.transactions.size} transactions + ` +
        `${acknowledged.paid.size} paid marks acknowledged, lost: ${lost.length}`,
    );
    expect(acknowledged.fines.size + acknowledged.transactions.size).toBeGreaterThan(20);
    expect(server.starts).toBe(KILLS + 1);
    expect(lost).toEqual([]);
    expect(reported).toEqual(expected);
    expect(eurosToCents(balance.balance ?? NaN)).toBe(expected.paidFines + expected.transactions);
  }, 120_000);
});

interface ApiFine {
  id: number;
  player: { id: number };
  type: { id: number; amount: number | null };
  data: { description: string } | { matchId: number };
  paid: boolean;
}
interface ApiTransaction {
  id: number;
  amount: number;
  reason: string;
  transactionType: 'Income' | 'Expense';
}

/**
 * A fresh database for the child server, seeded with one team: a SQLite file
 * in a temp folder, or a new PostgreSQL schema (DATABASE_SCHEMA), cleared by the next run.
 */
async function prepareStorage(kind: { name: 'sqlite' | 'postgres'; url: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'teampot-crash-'));
  const schema = kind.name === 'postgres' ? newTestSchemaName('crash') : undefined;
  const url = kind.name === 'sqlite' ? join(dir, 'teampot.db') : kind.url;
  const database: Database = createDatabase(url, schema ? { schema } : {});
  await migrateToLatest(database);
  const world: TeamWorld = await seedTeamWorld(database.db, { code: 'kas', pin: '111111' });
  await database.destroy();
  return {
    world,
    env: (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${port}`,
      TEAM_APP_URL: `http://{TEAMCODE}.localhost:${port}`,
      DATABASE_URL: url,
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      STATIC_DIR: join(dir, 'no-build'),
      MAIL_OUTBOX: join(dir, 'outbox'),
      LOG_LEVEL: 'warn',
    }),
  };
}

/** `node --import tsx server/main.ts`, started, awaited until healthy, and killed without mercy. */
class ServerProcess {
  private child: ChildProcess | null = null;
  private output = '';
  starts = 0;

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  async start(base: string): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on(
      'data',
      (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000)),
    );
    child.stderr?.on(
      'data',
      (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000)),
    );
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with ${child.exitCode}:\n${this.output}`);
      try {
        if ((await fetch(`${base}/health`)).ok) {
          this.starts++;
          return;
        }
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not come up in 30 s:\n${this.output}`);
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  stop(): Promise<void> {
    return this.kill();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function pickOf(ids: number[], i: number): number {
  return ids[i % ids.length] as number;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
