import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { isValidTeamCode } from '../../domain/team-code.js';
import type { Env } from '../env.js';
import { teamLookupOf } from '../http/team-lookup.js';
import { metricsRegistry } from './metrics.js';

/**
 * The internal listener (INTERNAL_PORT, on 127.0.0.1 unless INTERNAL_HOST says
 * otherwise): what only the machine's own services may ask. `/metrics` for
 * Prometheus, and `/internal/tls-allowed?domain=HOST` for Caddy, which asks it
 * before it gets a certificate for a host: 200 for the main domain and an
 * existing team's host, 404 for anything else. The public port answers neither.
 */
export async function buildInternalApp(app: FastifyInstance): Promise<FastifyInstance> {
  const internal = Fastify({
    loggerInstance: app.log.child({ listener: 'internal' }),
    // Scrapes and Caddy's questions come every few seconds: no line each.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const allowed = tlsAllowed(app);

  internal.get('/metrics', async (_request, reply) => {
    reply.type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });

  internal.get('/internal/tls-allowed', async (request, reply) => {
    const { domain } = request.query as { domain?: unknown };
    const yes = typeof domain === 'string' && (await allowed(domain));
    return reply.code(yes ? 200 : 404).send(yes ? 'ok' : 'unknown host');
  });

  await internal.ready();
  return internal;
}

/**
 * Whether a host name is one of Teampot's: the main domain (APP_URL's host), or
 * TEAM_APP_URL's host with the code of a team that exists, found by the same
 * lookup the API's team scope uses, so a team the API no longer serves gets no
 * certificate either.
 */
function tlsAllowed(app: FastifyInstance): (domain: string) => Promise<boolean> {
  const { env } = app.deps;
  const mainHost = new URL(env.APP_URL).hostname;
  const [before, after] = teamHostTemplate(env);
  const findTeam = teamLookupOf(app.deps);
  return async (domain) => {
    const host = domain.trim().toLowerCase().replace(/\.$/, '');
    if (host === mainHost) return true;
    if (!host.startsWith(before) || !host.endsWith(after)) return false;
    const code = host.slice(before.length, host.length - after.length);
    return isValidTeamCode(code) && (await findTeam(code)) !== undefined;
  };
}

/** TEAM_APP_URL's host name around its team code: `{TEAMCODE}.teampot.nl` → ['', '.teampot.nl']. */
function teamHostTemplate(env: Env): [string, string] {
  const marker = 'teamcodemarker';
  const host = new URL(env.TEAM_APP_URL.replace('{TEAMCODE}', marker)).hostname;
  const at = host.indexOf(marker);
  return [host.slice(0, at), host.slice(at + marker.length)];
}

/** Listens when INTERNAL_PORT is set; null otherwise. */
export async function startInternalListener(app: FastifyInstance): Promise<FastifyInstance | null> {
  const { INTERNAL_PORT, INTERNAL_HOST } = app.deps.env;
  if (INTERNAL_PORT === undefined) return null;
  const internal = await buildInternalApp(app);
  await internal.listen({ port: INTERNAL_PORT, host: INTERNAL_HOST });
  return internal;
}
