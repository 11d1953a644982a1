import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);

/**
 * Brotli quality of a rendered page: compressing a miss costs less than
 * rendering it, at a size close to the best (docs/decisions.md, "One encoding
 * of a cached page"). index.html, compressed once at start, gets the best.
 */
export const PAGE_QUALITY = 5;
export const BEST_QUALITY = constants.BROTLI_MAX_QUALITY;

/**
 * An HTML page kept once, compressed with brotli: every browser accepts it, and
 * one copy instead of three keeps three times the pages in the same memory.
 */
export interface EncodedPage {
  readonly br: Buffer;
}

/**
 * The page compressed, ahead of the requests for it. zlib's async calls run on
 * libuv's thread pool, so the event loop keeps serving meanwhile.
 */
export async function encodePage(html: string, quality = PAGE_QUALITY): Promise<EncodedPage> {
  const bytes = Buffer.from(html, 'utf8');
  const compressed = await brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  // Copied to its own memory: zlib's result may be a view of its 16 KB output chunk, which a
  // kept 7 KB page would hold on to whole (twice what the cache's byte bound counts).
  return { br: Buffer.from(compressed) };
}

/** The bytes an encoded page takes in memory. */
export const bytesOf = (page: EncodedPage): number => page.br.length;

/**
 * Sends the page as kept to a client that accepts brotli, marked so
 * @fastify/compress leaves it alone and caches keep the variants apart. The
 * rare client without brotli gets it decompressed, which the reply's own
 * compression (@fastify/compress) gzips when that client accepts gzip.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  page: EncodedPage,
): Promise<FastifyReply> {
  const accepted = negotiate(request.headers['accept-encoding'] ?? '', ['br']);
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (accepted === 'br') return reply.header('content-encoding', 'br').send(page.br);
  return reply.send(await unbrotli(page.br));
}
