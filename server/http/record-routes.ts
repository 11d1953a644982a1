import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from '../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../auth/guards.js';
import type { DB } from '../db/schema.js';
import { idParams, okSchema } from './schemas.js';
import { versionedGet, versionedPut } from './versioned-write.js';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a route's OpenAPI entry says besides its schemas. */
interface RouteDoc {
  summary?: string;
  description?: string;
}

/** A record's own path (`/player/:id`). */
type RecordPath = `/${string}/:id`;

/**
 * The routes of a record the team edits: `get` its versioned read, `create` its `POST`,
 * `update` its versioned `PUT`, `remove` its `DELETE`, each at its whole path (server/app.ts).
 * Writes are the team's members' (`teamMemberOnly`); `read` is the record's own read, whose
 * answer is its version (versioned-write.ts).
 */
export function recordRoutes<T>(
  app: RouteApp,
  record: {
    tags: string[];
    schema: z.ZodType<T>;
    read: (db: Kysely<DB>, teamId: number, id: number) => Promise<unknown>;
  },
) {
  const { db } = app.deps;
  const { tags, read } = record;
  // Widened: a route's types follow its schemas, which are any record's here.
  const answer = { 200: record.schema as z.ZodType };
  return {
    /** The record's read; `schema` when it answers a wider record than the writes. */
    get(path: RecordPath, schema: z.ZodType = record.schema) {
      app.get(
        path,
        { schema: { tags, params: idParams, response: { 200: schema } } },
        versionedGet(db, read),
      );
    },

    create<B extends z.ZodType>(
      path: `/${string}`,
      doc: RouteDoc & { body: B },
      write: (teamId: number, body: z.output<B>, request: FastifyRequest) => Promise<T>,
    ) {
      app.post(
        path,
        {
          onRequest: teamMemberOnly,
          schema: { tags, ...doc, body: doc.body as z.ZodType, response: answer },
        },
        async (request) => write(teamOf(request).id, request.body as z.output<B>, request),
      );
    },

    update<B extends z.ZodType>(
      path: RecordPath,
      doc: RouteDoc & { body: B },
      write: (teamId: number, id: number, body: z.output<B>, request: FastifyRequest) => Promise<T>,
    ) {
      app.put(
        path,
        {
          onRequest: teamMemberOnly,
          schema: { tags, ...doc, params: idParams, body: doc.body as z.ZodType, response: answer },
        },
        versionedPut(read, (teamId, id, request) =>
          write(teamId, id, request.body as z.output<B>, request),
        ),
      );
    },

    remove(
      path: RecordPath,
      doc: RouteDoc,
      write: (teamId: number, id: number, request: FastifyRequest) => Promise<unknown>,
    ) {
      app.delete(
        path,
        {
          onRequest: teamMemberOnly,
          schema: { tags, ...doc, params: idParams, response: { 200: okSchema } },
        },
        async (request) => {
          await write(teamOf(request).id, request.params.id, request);
          return { ok: true as const };
        },
      );
    },
  };
}
