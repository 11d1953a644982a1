import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Sent as is; a browser (Accept-Encoding) picks one. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** An HTML page as bytes, and those bytes compressed once, ahead of the requests for them. */
export type EncodedPage = Readonly<Record<Encoding | 'identity', Buffer>>;

/**
 * The page and its compressed variants, at the highest levels: they are sent
 * many times (the page cache, index.html), so compressing them once at the best
 * ratio costs less than compressing every response. zlib's async calls run on
 * libuv's thread pool, so the event loop keeps serving meanwhile.
 */
export async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip };
}

/** The bytes an encoded page takes in memory. */
export const bytesOf = (page: EncodedPage): number =>
  page.identity.length + page.br.length + page.gzip.length;

/**
 * Sends the variant the request accepts (brotli before gzip), marked so
 * @fastify/compress leaves it alone and caches keep the variants apart.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  page: EncodedPage,
): FastifyReply {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', [
    ...ENCODINGS,
  ]) as Encoding | null;
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding === null) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
