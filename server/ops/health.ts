import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { migrationsFor } from '../db/database.js';
import { observeRequest } from './metrics.js';

/** Instances going down: their /health answers 503 so the load balancer stops sending them requests. */
const draining = new WeakSet<FastifyInstance>();

/** From now on /health says 503 (the instance is shutting down); requests are still served. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/**
 * What every instance answers on its public port besides the app: `/health`
 * for the load balancer, and a 404 for what only the internal listener serves
 * (internal-listener.ts), whatever the SPA's history fallback would do. Also the
 * request-duration metric, recorded once a request is answered.
 */
export function registerPublicOps(app: FastifyInstance): void {
  // The newest migration this build knows: ready once the database has it (or a newer one).
  const names = Object.keys(migrationsFor(app.deps.database.dialect)).sort();
  const newest = names[names.length - 1] ?? '';

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    if (draining.has(app)) return reply.code(503).send({ status: 'draining' });
    try {
      const { rows } = await sql<{ name: string }>`
        select name from kysely_migration where name = ${newest}`.execute(app.deps.db);
      if (rows.length === 0) return reply.code(503).send({ status: 'migrating' });
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const notHere = { error: 'NotFound', message: 'Niet gevonden' };
  app.all('/metrics', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send(notHere),
  );
  app.all('/internal/*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(404).send(notHere),
  );
}
