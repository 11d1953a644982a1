/**
 * The first step of `npm test`: what the suites need from the machine, checked
 * before minutes of type checks and API tests, each missing piece named in one
 * line with the command that provides it. (The tests themselves would fail far
 * later, deep inside the e2e run, with Playwright's launch error.)
 */
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';

const missing: string[] = [];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(chromium, constants.X_OK);
} catch {
  missing.push(
    `Missing: Chromium at ${chromium}, for the end-to-end tests. Install it with 'apt-get install -y chromium', or set CHROMIUM_PATH.`,
  );
}

try {
  createRequire(import.meta.url)('better-sqlite3');
} catch {
  missing.push(
    "Missing: better-sqlite3's native addon for this Node, for the API tests. Build it with 'npm rebuild better-sqlite3'.",
  );
}

if (missing.length > 0) {
  for (const line of missing) console.error(line);
  process.exit(1);
}
