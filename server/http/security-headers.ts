import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * Helmet's security headers (content security policy, HSTS, nosniff, frame
 * options, …) on every answer. @fastify/helmet builds helmet's middleware anew
 * on every request, parsing the whole policy each time; the headers depend only
 * on the options, so they are asked of @fastify/helmet once, on a throwaway
 * instance, and then set as they are.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers @fastify/helmet adds to an answer: those of a probe with it less those of one without. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const plain = await probeHeaders(async () => {});
  const withHelmet = await probeHeaders(async (probe) => {
    await probe.register(fastifyHelmet, options);
  });
  return Object.fromEntries(Object.entries(withHelmet).filter(([name]) => !(name in plain)));
}

async function probeHeaders(
  setUp: (probe: FastifyInstance) => Promise<void>,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await setUp(probe);
    probe.get('/', async () => 'probe');
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
    );
  } finally {
    await probe.close();
  }
}
