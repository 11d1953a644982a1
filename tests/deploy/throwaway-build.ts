import { appendFileSync, cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository: the build the recipe starts from (`npm run build` first). */
export const repositoryRoot = resolve(new URL('../..', import.meta.url).pathname);

export function assertBuilt(): void {
  for (const part of ['dist-server/server/main.js', 'dist/index.html']) {
    if (!existsSync(join(repositoryRoot, part))) {
      throw new Error(`${part} is missing: run \`npm run build\` first`);
    }
  }
}

/** The throwaway migration's name: after every real one. */
export const THROWAWAY_MIGRATION = '990-deploy-probe';

/**
 * A copy of the compiled server in `dir` with one more migration, never shipped:
 * an expand-only change (a new table, a nullable column on teams) that an older
 * instance serving beside it does not notice. It records each run in its table and
 * takes a second, so two processes running it at once would both be caught at it
 * (and the second would fail on the table that already exists).
 */
export function buildWithThrowawayMigration(dir: string): string {
  mkdirSync(dir, { recursive: true });
  cpSync(join(repositoryRoot, 'dist-server'), join(dir, 'dist-server'), { recursive: true });
  cpSync(join(repositoryRoot, 'package.json'), join(dir, 'package.json'));
  for (const shared of ['node_modules', 'dist', 'dist-ssr']) {
    symlinkSync(join(repositoryRoot, shared), join(dir, shared));
  }
  const migrations = join(dir, 'dist-server', 'server', 'db');
  writeFileSync(
    join(migrations, 'migrations', `${THROWAWAY_MIGRATION}.js`),
    `export const deployProbeMigration = () => ({
  async up(db) {
    await db.schema.createTable('deploy_probe_runs').addColumn('pid', 'integer').execute();
    await db.insertInto('deploy_probe_runs').values({ pid: process.pid }).execute();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await db.schema.alterTable('teams').addColumn('deploy_probe', 'text').execute();
  },
});
`,
  );
  // migrationsFor is a function declaration: its module may assign it anew, and every
  // caller (migrateToLatest, the health check) then sees the longer list.
  appendFileSync(
    join(migrations, 'database.js'),
    `
import { deployProbeMigration } from './migrations/${THROWAWAY_MIGRATION}.js';
const shippedMigrationsFor = migrationsFor;
migrationsFor = (dialect) => ({ ...shippedMigrationsFor(dialect), '${THROWAWAY_MIGRATION}': deployProbeMigration(dialect) });
`,
  );
  return dir;
}
