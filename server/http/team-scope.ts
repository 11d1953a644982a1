import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isValidTeamCode } from '../../domain/team-code.js';
import { registerCachedReadShortcut } from '../cache/team-read-cache.js';
import { TeamNotFoundError } from './errors.js';
import { teamContextOf, teamLookupOf } from './team-lookup.js';
import { registerVisitorView } from './visitor-view.js';

/** Where a team's API lives: a team module's paths are written relative to it (`/fine/:id`). */
export const TEAM_PREFIX = '/api/:team';

/**
 * A module's routes under `/api/:team`, inside the team scope (below) with the visitor view
 * and the read cache's shortcut: what `server/modules/<feature>/module.ts` registers for its
 * team-scoped routes.
 */
export function teamModule(...plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    await app.register(
      teamScope(async (team) => {
        registerVisitorView(team);
        registerCachedReadShortcut(team);
        for (const plugin of plugins) await team.register(plugin);
      }),
      { prefix: TEAM_PREFIX },
    );
  };
}

/** So that an unknown team is a 998 on any path under `/api/:team`, not only on the paths that exist. */
export const unknownTeamPaths: FastifyPluginAsync = async (app) => {
  await app.register(
    teamScope(async (team) => {
      team.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).send({ error: 'NotFound', message: 'Niet gevonden' }),
      );
    }),
    { prefix: TEAM_PREFIX },
  );
};

/**
 * Every route under `/api/:team` runs inside this plugin: the team code in the
 * path is resolved once (unknown → 998) and every write that succeeds bumps the
 * team's data version, so caches keyed on it can never show older data.
 * Handlers take the team from `teamOf(request)` and filter every query on its id.
 */
function teamScope(register: (app: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async (app) => {
    const findTeam = teamLookupOf(app.deps);

    // Callback style, as the other hooks on every request: no promise of its own.
    app.addHook('onRequest', (request, _reply, done) => {
      const code = ((request.params as { team?: string }).team ?? '').toLowerCase();
      // No team can have this code; PostgreSQL would even refuse some (a NUL byte) with an error.
      if (!isValidTeamCode(code)) return done(new TeamNotFoundError());
      findTeam(code).then((team) => {
        if (!team) return done(new TeamNotFoundError());
        request.team = teamContextOf(team);
        done();
      }, done);
    });

    // Not async: a read (nearly every request) passes straight through without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const isWrite = !SAFE_METHODS.has(request.method);
      // Logins and push subscriptions change no team data: they must not empty the caches.
      const isAuthCall = request.routeOptions.url?.startsWith('/api/:team/auth/') ?? false;
      if (
        !isWrite ||
        isAuthCall ||
        !request.team ||
        reply.statusCode >= 400 ||
        changedNothing.has(request)
      ) {
        done(null, payload);
        return;
      }
      bumpDataVersion(app, request.team.id).then(() => done(null, payload), done);
    });

    await register(app);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const changedNothing = new WeakSet<object>();

/**
 * A write request that wrote nothing after all (an import's dry run): the team's
 * data version stays, so no cache is emptied and nothing in the database moves.
 */
export function markChangedNothing(request: object): void {
  changedNothing.add(request);
}

export async function bumpDataVersion(app: FastifyInstance, teamId: number): Promise<void> {
  await app.deps.db
    .updateTable('teams')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('id', '=', teamId)
    .execute();
}
