import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyAutoload from '@fastify/autoload';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import helmet from 'helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import '../domain/validation.js';
import { SESSION_COOKIE, findSession } from './auth/sessions.js';
import type { Database } from './db/database.js';
import type { Env } from './env.js';
import type { Deps } from './http/context.js';
import { errorHandler, ForbiddenError, ValidationError } from './http/errors.js';
import { configurationOf } from './http/configuration.js';
import { allowedOrigins, teamCodeOfOrigin } from './http/public-urls.js';
import { registerSpa } from './http/spa.js';
import { unknownTeamPaths } from './http/team-scope.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerPublicOps } from './ops/health.js';
import { closeSilentConnections } from './ops/silent-connections.js';
import { loggerOptions, requestLogController } from './ops/logging.js';
import { createPushSender, type PushSender } from './push/push-sender.js';
import { loadVapidKeys } from './push/vapid.js';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Tests move the clock and seed the randomness; both default to the real thing. */
  now?: () => Date;
  random?: () => number;
  mailer?: Mailer;
  push?: PushSender;
  logger?: boolean;
  /** Where the log lines go (tests read them); standard output by default. */
  logStream?: { write(line: string): void };
}

/**
 * Cryptographically random float in [0,1): 48 random bits. (Not `randomInt(0, 2 ** 48)`:
 * its range must stay below 2^48, so that call threw on every lottery draw.)
 */
function cryptoRandom(): number {
  return randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
}

/** Builds the whole app without listening: `main.ts` listens, tests use `app.inject()`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const trustProxy = env.TRUST_PROXY;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(env.LOG_LEVEL, options.logStream),
    logController: requestLogController(),
    bodyLimit: 256 * 1024,
    // Autoload imports every module within one plugin; run as TypeScript on a busy machine
    // that took longer than Fastify's 10 s default and the server refused to start. A start
    // that truly hangs is still caught: /health stays unready and the unit is restarted.
    pluginTimeout: 120_000,
    // A hop count as the function Fastify itself makes of a number (its types omit numbers).
    trustProxy: typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy,
    // Teams live on subdomains: the host (and so the team) is in every URL.
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot even read (broken %-encoding, a segment over 100
    // characters) gets the API's 400 instead of Fastify's text echoing the path.
    // The reply is thenable (it settles once sent); nothing here waits for it.
    frameworkErrors: (_error, _request, reply) => {
      const message = 'Ongeldig adres';
      void (reply as FastifyReply)
        .code(400)
        .send({ error: 'BadRequest', message, issues: [{ path: '', message }] });
    },
  }).withTypeProvider<ZodTypeProvider>();

  const vapidKeys = await loadVapidKeys(database.db, env);
  const deps: Deps = {
    database,
    db: database.db,
    env,
    mailer: options.mailer ?? createMailer(env, app.log),
    push: options.push ?? createPushSender(database.db, vapidKeys, env.VAPID_SUBJECT, app.log),
    now: options.now ?? (() => new Date()),
    random: options.random ?? cryptoRandom,
  };
  // Fastify takes request.host from X-Forwarded-Host when the proxy is trusted; the
  // client chooses that header unless the proxy overwrites it. Teampot's addresses come
  // from configuration (server/http/public-urls.ts), so the header is dropped first thing.
  app.addHook('onRequest', (request, _reply, done) => {
    delete request.headers['x-forwarded-host'];
    done();
  });
  app.decorate('deps', deps);
  app.decorateRequest('auth', null);
  app.decorateRequest('team', null);
  const stopHearingLostConnections = database.onConnectionLost?.((err) =>
    app.log.warn({ err }, 'database connection lost'),
  );
  app.addHook('onClose', async () => {
    stopHearingLostConnections?.();
    // Queued pushes still read and delete subscriptions: let them finish first.
    await deps.push.idle();
    await database.destroy();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const https = new URL(env.APP_URL).protocol === 'https:';
  await app.register(fastifyCookie);
  // Helmet's middleware, built once and run for every request. @fastify/helmet wraps the
  // same middleware but builds it anew for every request (for its per-route options,
  // which Teampot does not use): a seventh of a cached page's time went to that.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...allowedOrigins(env)],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws rather than passing errors on, and only for bad options (at start).
    securityHeaders(request.raw, reply.raw, () => done());
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Teampot API', version: '1.0.0', description: 'The calls of spec §7.' },
    },
    transform: jsonSchemaTransform,
  });

  // Callback style: a request without a session cookie (every visitor) needs no promise.
  // Decided on the route the router matched (after it decoded the path), not on the raw
  // URL: `/%61pi/auth/logout` reaches the logout route too, and must be checked like it.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return done();
    checkOrigin(request.method, request.headers.origin, env);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    findSession(deps.db, token, deps.now()).then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });

  // PostgreSQL refuses a NUL character in text with an error (a 500); no Teampot text needs one.
  app.addHook('preValidation', (request, _reply, done) => {
    const path = nulCharacterAt(request.body) ?? nulCharacterAt(request.query);
    done(
      path === null
        ? undefined
        : new ValidationError([{ path, message: 'Tekst mag geen nul-teken bevatten' }]),
    );
  });

  registerPublicOps(app);
  closeSilentConnections(app);

  app.get('/config/configuration.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return configurationOf(deps, request.headers.host);
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Every folder of server/modules is a feature; its module.ts registers the routes it serves,
  // each written with its whole path (under `/api/:team` for a team's routes), so a URL leads
  // to one folder (docs/api.md lists them all).
  // Run as TypeScript (tsx, Vitest), the modules are TypeScript too. Autoload's documented switch
  // says so: it recognises tsx only when tsx is preloaded with --require, not with --import.
  if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(fastifyAutoload, {
    dir: fileURLToPath(new URL('./modules', import.meta.url)),
    indexPattern: /^module\.(ts|js)$/,
    dirNameRoutePrefix: false,
    forceESM: true,
  });
  await app.register(unknownTeamPaths);

  await registerSpa(app, env.STATIC_DIR, { appDomain: new URL(env.APP_URL).hostname });
  return app;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a browser always sends Origin on a
 * state-changing fetch; it must be the app itself or one of its team hosts.
 * Requests without Origin (curl, server-to-server) carry no ambient cookie risk.
 */
function checkOrigin(method: string, origin: string | undefined, env: Env): void {
  if (SAFE_METHODS.has(method) || origin === undefined) return;
  if (allowedOrigins(env).includes(origin) || teamCodeOfOrigin(env, origin) !== null) return;
  throw new ForbiddenError('Verzoek van een onbekende herkomst');
}

/**
 * The path of the first string in a JSON value that holds a NUL character, or null.
 * A loop over an explicit stack, not recursion: a body of 10 KB `[[[…]]]` nests
 * thousands deep, and recursing through it overflowed the call stack (a 500).
 */
function nulCharacterAt(root: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      // Pushed in reverse, so the first child is checked first.
      for (const [key, child] of Object.entries(value).reverse()) {
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}
