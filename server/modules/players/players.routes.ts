import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playerCreateSchema,
  playerInputSchema,
  playerSchema,
} from '../../../domain/players/player.schema.js';
import { z } from '../../../domain/validation.js';
import { teamMemberOnly, teamOf } from '../../auth/guards.js';
import { booleanQuery, idParams } from '../../http/schemas.js';
import { versionedGet, versionedPut } from '../../http/versioned-write.js';
import { createPlayer, getPlayer, listPlayers, updatePlayer } from './players.repository.js';

const tags = ['players'];

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/player',
    {
      schema: {
        tags,
        summary: 'Players of the team: active ones, or all with ?all=true',
        querystring: z.object({ all: booleanQuery.optional() }),
        response: { 200: z.array(playerSchema) },
      },
    },
    async (request) => listPlayers(db, teamOf(request).id, { all: request.query.all ?? false }),
  );

  app.get(
    '/player/:id',
    { schema: { tags, params: idParams, response: { 200: playerSchema } } },
    versionedGet(db, getPlayer),
  );

  app.post(
    '/player',
    {
      onRequest: teamMemberOnly,
      schema: { tags, body: playerCreateSchema, response: { 200: playerSchema } },
    },
    async (request) => createPlayer(db, teamOf(request).id, request.body),
  );

  app.put(
    '/player/:id',
    {
      onRequest: teamMemberOnly,
      schema: { tags, params: idParams, body: playerInputSchema, response: { 200: playerSchema } },
    },
    versionedPut(getPlayer, (teamId, id, request) => updatePlayer(db, teamId, id, request.body)),
  );
};
