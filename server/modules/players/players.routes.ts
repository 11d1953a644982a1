import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  playerCreateSchema,
  playerInputSchema,
  playerSchema,
} from '../../../domain/players/player.schema.js';
import { z } from '../../../domain/validation.js';
import { registerRead } from '../../http/public-read.js';
import { recordRoutes } from '../../http/record-routes.js';
import { booleanQuery } from '../../http/schemas.js';
import { createPlayer, getPlayer, listPlayers, updatePlayer } from './players.repository.js';

const tags = ['players'];

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // A read (public-read.ts): a member's fines page is rendered with it (src/features/fines/fines-loader.ts).
  registerRead(
    app,
    {
      path: '/player',
      query: z.object({ all: booleanQuery.optional() }),
      response: z.array(playerSchema),
      cache: { query: ['all'] },
      load: ({ team }, { query }) => listPlayers(db, team.id, { all: query.all ?? false }),
    },
    { tags, summary: 'Players of the team: active ones, or all with ?all=true' },
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
