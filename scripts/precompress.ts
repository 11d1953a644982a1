import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of the build, at the highest
 * levels, once: the server sends them as they are (no compression per request).
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|ico)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const dir = process.argv[2] ?? 'dist';
let count = 0;
for (const file of walk(dir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${dir}`);
