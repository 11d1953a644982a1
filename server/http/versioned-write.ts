import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { teamOf } from '../auth/guards.js';
import type { DB } from '../db/schema.js';
import { underWriteGuard } from '../db/team-write.js';
import { ConflictError, ValidationError } from './errors.js';

/**
 * Optimistic concurrency for the records an edit page changes (issue #32): the read of
 * one record carries its version as a strong `ETag`, its `PUT` takes `If-Match`, and a
 * write over a version that is no longer current is refused with 412 and the record as
 * it is now. Without `If-Match` a write behaves as before (other clients send none).
 * The version is a hash of the record as its read answers it, so it needs no column.
 * docs/decisions.md ("Two people edit the same record").
 */

/** The strong ETag of a record: a hash of its read answer. */
export function versionOf(record: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(record)).digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/** Sets the record's version on the answer (and lets a SPA on another origin read it). */
export function withVersion<T>(reply: FastifyReply, record: T): T {
  reply.header('etag', versionOf(record));
  reply.header('access-control-expose-headers', 'ETag');
  return record;
}

/** `*`, or the entity tags of an `If-Match` header; null when it is not one (RFC 9110 §13.1.1). */
export function parseIfMatch(header: string): '*' | string[] | null {
  if (header.trim() === '*') return '*';
  const tag = '(?:W/)?"[\\x21\\x23-\\x7e]*"';
  if (!new RegExp(`^\\s*${tag}\\s*(?:,\\s*${tag}\\s*)*$`).test(header)) return null;
  return [...header.matchAll(new RegExp(tag, 'g'))].map((match) => match[0]);
}

/**
 * The `PUT` of a versioned record: `read` is the record's own read (the GET's), `write`
 * the repository's update. With `If-Match`, the version is compared in the update's own
 * transaction after the team's lock (`underWriteGuard`), so of two writes over the same
 * version only the first wins. The answer carries the new version.
 */
export async function versionedWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (db: Kysely<DB>) => Promise<unknown>,
  write: () => Promise<T>,
): Promise<T> {
  const header = request.headers['if-match'];
  const expected = header === undefined ? undefined : parseIfMatch(header);
  if (expected === null) {
    throw new ValidationError([
      {
        path: 'If-Match',
        message: 'Ongeldige If-Match-header: stuur de ETag die je bij het lezen kreeg',
      },
    ]);
  }
  const { result, guarded } = await underWriteGuard(
    {
      before: async (trx) => {
        if (expected === undefined) return;
        const current = await read(trx);
        if (expected !== '*' && !expected.includes(versionOf(current))) {
          withVersion(reply, current);
          throw new ConflictError(current);
        }
      },
      after: async (trx) => {
        withVersion(reply, await read(trx));
      },
    },
    write,
  );
  if (!guarded) throw new Error('versionedWrite: the write opened no teamWrite to check in');
  return result;
}

/** A request on a record's own path in the team scope (`/api/:team/<record>/:id`). */
type RecordRequest<Body> = FastifyRequest & { params: { id: number }; body: Body };

/** The handler of a versioned record's `GET /<record>/:id`: the team's record, with its version. */
export function versionedGet<T>(
  db: Kysely<DB>,
  read: (db: Kysely<DB>, teamId: number, id: number) => Promise<T>,
): (request: FastifyRequest & { params: { id: number } }, reply: FastifyReply) => Promise<T> {
  return async (request, reply) =>
    withVersion(reply, await read(db, teamOf(request).id, request.params.id));
}

/**
 * The handler of a versioned record's `PUT /<record>/:id`: `read` is the record's own read
 * (the GET's), `write` the repository's update of the team's record; see `versionedWrite`.
 */
export function versionedPut<Body, T>(
  read: (db: Kysely<DB>, teamId: number, id: number) => Promise<unknown>,
  write: (teamId: number, id: number, request: RecordRequest<Body>) => Promise<T>,
): (request: RecordRequest<Body>, reply: FastifyReply) => Promise<T> {
  return (request, reply) => {
    const teamId = teamOf(request).id;
    const { id } = request.params;
    return versionedWrite(
      request,
      reply,
      (trx) => read(trx, teamId, id),
      () => write(teamId, id, request),
    );
  };
}
