import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets compressed ahead of time (.br/.gz from the
 * build) and cached forever; everything else revalidated. Any other GET that is
 * not an API call gets index.html (history fallback), so deep links work.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const indexFile = join(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, path) {
        const immutable = path.includes(`${root}/assets/`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (request.method === 'GET' && !isApi && indexHtml !== null) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ error: 'NotFound', message: 'Niet gevonden' });
  });
}
