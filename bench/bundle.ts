import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUNDLE_TARGET_KB = 150;

export interface Chunk {
  file: string;
  gzipBytes: number;
}

/**
 * The chunks src/boot.ts and a visitor's `/` import dynamically: the app's
 * start (`main`), the app's frame (`app`) and the team app with the dashboard
 * and its default section, the matches (`team-app`; see vite.config.ts). The
 * other sections load on intent.
 */
const DASHBOARD_ENTRIES = /^(main|app|team-app)-/;
/** Chunks a visitor must never download: the date pickers and the /input pages. */
const FORBIDDEN =
  /^(DatePicker|.*Picker|Input|Match(Edit|Fill|List)|Fine(s|Edit|TypeEdit)Page|Transaction(List|Edit)|Player(List|Edit)|Season(List|New|Edit)|TaskList|Draw)/;

const staticImport = /(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const dynamicImport = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

/**
 * Every JS chunk the dashboard's first load downloads, found from the built
 * files themselves: the entry script of dist/index.html, then each chunk's
 * static imports, following dynamic imports only into the app's start and
 * the team app (what a visitor of `/` opens). Sizes
 * are gzip -9.
 */
export function dashboardChunks(dist = 'dist'): Chunk[] {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`${indexFile} is missing: run \`npm run build\` first`);
  const html = readFileSync(indexFile, 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module entry script in dist/index.html');

  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, 'assets', file), 'utf8');
    for (const [, imported] of code.matchAll(staticImport)) if (imported) visit(imported);
    for (const [, imported] of code.matchAll(dynamicImport)) {
      if (imported && DASHBOARD_ENTRIES.test(imported)) visit(imported);
    }
  };
  visit(entry);
  return [...seen]
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function printBundleReport(chunks: Chunk[]): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('\n1. Bundle: JS chunks of the dashboard’s first load (gzip -9)');
  for (const chunk of chunks) console.log(`   ${kb(chunk.gzipBytes)} KB  ${chunk.file}`);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const verdict = total <= BUNDLE_TARGET_KB * 1024 ? 'within' : 'OVER';
  console.log(`   ${kb(total)} KB  total — ${verdict} the ${BUNDLE_TARGET_KB} KB target`);
  const forbidden = chunks.filter((chunk) => FORBIDDEN.test(chunk.file));
  console.log(
    forbidden.length === 0
      ? '   No date-picker or /input chunk among them.'
      : `   LOADED BUT SHOULD NOT BE: ${forbidden.map((chunk) => chunk.file).join(', ')}`,
  );
}
