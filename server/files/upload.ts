import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import { IMPORT_FILE_TOO_LARGE, MAX_IMPORT_FILE_BYTES } from '../../domain/import-table.js';
import { PayloadTooLargeError } from '../http/errors.js';

/**
 * The body of an upload of a file up to 5 MB: the file as text or base64 (a third
 * larger) inside JSON, with room for the escapes JSON adds. The app's own limit
 * (256 KB) stays for every other route.
 */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** The file's own size in bytes: of its text, or of what its base64 decodes to. */
export function fileBytes(content: string, encoding: 'text' | 'base64'): number {
  if (encoding === 'text') return Buffer.byteLength(content, 'utf8');
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.floor((content.replace(/\s/g, '').length * 3) / 4) - padding;
}

/**
 * The route options of a file upload: the larger body limit, and a file over
 * 5 MB refused with a 413 in Dutch, before its body is read when it is larger
 * than the limit, else before the body's schema is checked.
 */
export function fileUploadOptions(
  sizeOf: (body: unknown) => number,
): Pick<RouteShorthandOptions, 'bodyLimit' | 'config' | 'preValidation'> {
  return {
    bodyLimit: UPLOAD_BODY_LIMIT,
    config: { bodyTooLargeMessage: IMPORT_FILE_TOO_LARGE },
    preValidation: (request: FastifyRequest, _reply, done) => {
      done(
        sizeOf(request.body) > MAX_IMPORT_FILE_BYTES
          ? new PayloadTooLargeError(IMPORT_FILE_TOO_LARGE)
          : undefined,
      );
    },
  };
}

/** `body.content` when it is text (the schema checks the rest). */
export function contentOf(body: unknown): string {
  const content = (body as { content?: unknown } | null)?.content;
  return typeof content === 'string' ? content : '';
}
