import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { createDatabase, migrateToLatest } from '../server/db/database.js';
import { loadEnv } from '../server/env.js';

/**
 * docs/api.md's route table, made from the running app: every route its OpenAPI document
 * lists, with the file under server/modules that writes its path. A module writes each path
 * whole (server/app.ts), so each one is found in exactly one file; a path found in none or in
 * two is an error here, and the test that keeps docs/api.md current (tests/api/route-table.test.ts)
 * fails on it. `npm run docs:api` writes the table into docs/api.md.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = join(root, 'server/modules');
const START = '<!-- routes: written by `npm run docs:api` -->';
const END = '<!-- /routes -->';

interface Operation {
  summary?: string;
  description?: string;
}

/** Every route file of the modules with its text. */
function routeFiles(): { file: string; text: string }[] {
  return readdirSync(modulesDir).flatMap((module) =>
    readdirSync(join(modulesDir, module))
      .filter((name) => name.endsWith('.routes.ts'))
      .map((name) => {
        const file = `server/modules/${module}/${name}`;
        return { file, text: readFileSync(join(root, file), 'utf8') };
      }),
  );
}

/** The path as its module writes it: `/fine/:id/paid` under `/api/:team`, else whole. */
function writtenPath(openApiPath: string): string {
  const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
  return path.startsWith('/api/:team/') ? path.slice('/api/:team'.length) : path;
}

export function routeTable(app: FastifyInstance): string {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const files = routeFiles();
  // The API's routes: the SPA's own `/` (served when a build is present) is no module's.
  const apiPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/'));
  const rows = apiPaths.flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const written = `'${writtenPath(path)}'`;
      const found = files.filter(({ text }) => text.includes(written)).map(({ file }) => file);
      const folders = new Set(found.map((file) => file.split('/').slice(0, 3).join('/')));
      if (folders.size !== 1) {
        throw new Error(
          `${method.toUpperCase()} ${path}: written in ${found.join(', ') || 'no module'}`,
        );
      }
      const what = (operation.summary ?? operation.description ?? '').replaceAll('|', '\\|');
      return { method: method.toUpperCase(), path, file: found[0]!, what };
    }),
  );
  rows.sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));
  const lines = [
    '| method | path | file | what |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.method} | \`${row.path}\` | \`${row.file}\` | ${row.what} |`),
  ];
  return `${START}\n\n${lines.join('\n')}\n\n${END}`;
}

/** docs/api.md with its route table replaced by `table`. */
export function withRouteTable(doc: string, table: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${START} … ${END} section`);
  return doc.slice(0, start) + table + doc.slice(end + END.length);
}

/** The app on an empty SQLite file, only to list its routes. */
export async function appForRouteTable(): Promise<FastifyInstance> {
  const database = createDatabase(join(mkdtempSync(join(tmpdir(), 'teampot-routes-')), 'r.db'));
  await migrateToLatest(database);
  const app = await buildApp({ env: loadEnv({}), database, logger: false });
  await app.ready();
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const app = await appForRouteTable();
  const file = join(root, 'docs/api.md');
  writeFileSync(file, withRouteTable(readFileSync(file, 'utf8'), routeTable(app)));
  await app.close();
  console.log('docs/api.md: route table written');
}
