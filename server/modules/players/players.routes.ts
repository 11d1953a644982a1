import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playerCreateSchema,
  playerInputSchema,
  playerSchema,
} from '../../../domain/players/player.schema.js';
import { z } from '../../../domain/validation.js';
import { teamOf } from '../../auth/guards.js';
import { recordRoutes } from '../../http/record-routes.js';
import { booleanQuery } from '../../http/schemas.js';
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

  const player = recordRoutes(app, { tags, schema: playerSchema, read: getPlayer });
  player.get('/player/:id');
  player.create('/player', { body: playerCreateSchema }, (teamId, body) =>
    createPlayer(db, teamId, body),
  );
  player.update('/player/:id', { body: playerInputSchema }, (teamId, id, body) =>
    updatePlayer(db, teamId, id, body),
  );
};
