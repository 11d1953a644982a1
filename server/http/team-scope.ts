import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isValidTeamCode } from '../../domain/team-code.js';
import { TeamNotFoundError } from './errors.js';
import { teamLookupOf } from './team-lookup.js';

/**
 * Everything under `/api/:team` runs inside this plugin: the team code in the
 * path is resolved once (unknown → 998) and every write that succeeds bumps the
 * team's data version, so caches keyed on it can never show older data.
 * Handlers take the team from `teamOf(request)` and filter every query on its id.
 */
export function teamScope(register: (app: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async (app) => {
    const findTeam = teamLookupOf(app.deps);

    // Callback style, as the other hooks on every request: no promise of its own.
    app.addHook('onRequest', (request, _reply, done) => {
      const code = ((request.params as { team?: string }).team ?? '').toLowerCase();
      // No team can have this code; PostgreSQL would even refuse some (a NUL byte) with an error.
      if (!isValidTeamCode(code)) return done(new TeamNotFoundError());
      findTeam(code).then((team) => {
        if (!team) return done(new TeamNotFoundError());
        request.team = {
          id: team.id,
          code: team.team_code,
          name: team.name,
          dataVersion: team.data_version,
          showNames: team.show_names,
          hideMoneyForVisitors: team.hide_money_for_visitors === 1,
        };
        done();
      }, done);
    });

    // Not async: a read (nearly every request) passes straight through without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const isWrite = !SAFE_METHODS.has(request.method);
      // Logins and push subscriptions change no team data: they must not empty the caches.
      const isAuthCall = request.routeOptions.url?.startsWith('/api/:team/auth/') ?? false;
      if (!isWrite || isAuthCall || !request.team || reply.statusCode >= 400) {
        done(null, payload);
        return;
      }
      bumpDataVersion(app, request.team.id).then(() => done(null, payload), done);
    });

    await register(app);

    // So that an unknown team is a 998 on any path, not only on the paths that exist.
    app.all('/*', { schema: { hide: true } }, async (_request, reply) =>
      reply.code(404).send({ error: 'NotFound', message: 'Niet gevonden' }),
    );
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function bumpDataVersion(app: FastifyInstance, teamId: number): Promise<void> {
  await app.deps.db
    .updateTable('teams')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('id', '=', teamId)
    .execute();
}
