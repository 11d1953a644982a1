/**
 * The first step of `npm test`: what the suites need from the machine, checked
 * before minutes of type checks and API tests, and everything missing named in
 * one line with the command that provides it. (The tests themselves would fail far
 * later: deep inside the e2e run with Playwright's launch error, or in every
 * PostgreSQL test file with a connection error.)
 */
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';

const missing: string[] = [];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  missing.push(
    `Chromium at ${chromium} for the end-to-end tests ('apt-get install -y chromium', or set CHROMIUM_PATH)`,
  );
}

// tests/deploy runs deploy/Caddyfile with Debian's Caddy (`caddy` on PATH).
if (!(process.env.PATH ?? '').split(':').some((dir) => isExecutable(`${dir}/caddy`))) {
  missing.push(`Caddy for the deploy recipe test ('apt-get install -y caddy')`);
}

try {
  createRequire(import.meta.url)('better-sqlite3');
} catch {
  missing.push(`better-sqlite3's native addon for this Node ('npm rebuild better-sqlite3')`);
}

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    missing.push(
      `PostgreSQL at TEST_DATABASE_URL ${withoutPassword(postgresUrl)} (${reason}; start it and create the database, or unset TEST_DATABASE_URL to test on SQLite only)`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (missing.length > 0) {
  console.error(`Missing for the tests: ${missing.join('; ')}.`);
  process.exit(1);
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return '(not a URL)';
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
