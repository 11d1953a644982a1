import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Server configuration from the environment, validated once at start-up.
 * A wrong value stops the server with a message that names the variable.
 */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Default: http://localhost:PORT (see withAddressDefaults). */
    APP_URL: z.url().optional(),
    /** Default: http://{TEAMCODE}.localhost:PORT. */
    TEAM_APP_URL: z
      .string()
      .refine((v) => v.includes('{TEAMCODE}'), 'must contain {TEAMCODE}')
      .optional(),
    WEBSITE_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).default('./data/teampot.db'),
    /** PostgreSQL only: the schema to use, created when missing (one database, several installs or test runs). */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lowercase letters, digits and _')
      .optional(),
    COOKIE_DOMAIN: z.string().default(''),
    /** Extra origins allowed to make state-changing calls (comma separated), besides the app's own. */
    ALLOWED_ORIGINS: z.string().default(''),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Teampot <noreply@teampot.local>'),
    MAIL_OUTBOX: z.string().default('./data/outbox'),
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z.string().default('mailto:beheer@teampot.local'),
    /**
     * Behind a reverse proxy (TLS terminator, load balancer): how many proxies stand
     * before the app (`1`), or their addresses (comma separated, CIDR ranges and
     * proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too). The client address
     * is then the X-Forwarded-For entry those proxies added, so the throttles count per
     * real visitor. Not `true`: that trusts the leftmost entry, which the client chooses.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((v) => v !== 'true', {
        message:
          "'true' would trust the client's own X-Forwarded-For: give the number of proxies (e.g. 1) or their addresses",
      })
      .transform((value, ctx) => {
        const proxies = trustedProxies(value);
        if (proxies !== null) return proxies;
        ctx.addIssue({
          code: 'custom',
          message: 'a number of proxies (e.g. 1) or addresses, comma separated',
        });
        return z.NEVER;
      }),
    /** The internal listener (server/ops/internal-listener.ts): off unless a port is given. */
    INTERNAL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    INTERNAL_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * On SIGTERM, how long /health answers 503 while requests are still served, before
     * the listener closes: longer than the load balancer's health-check interval, so it
     * has stopped sending requests here by then. 0 without a load balancer.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    STATIC_DIR: z.string().default('./dist'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .transform(withAddressDefaults);

/** On this machine without a proxy, the addresses are localhost on the port the server listens on. */
function withAddressDefaults<T extends { PORT: number; APP_URL?: string; TEAM_APP_URL?: string }>(
  env: T,
) {
  return {
    ...env,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    TEAM_APP_URL: env.TEAM_APP_URL ?? `http://{TEAMCODE}.localhost:${env.PORT}`,
  };
}

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `false` / `0`: no proxy; a hop count; or a list of addresses. Null when it is none of these. */
function trustedProxies(value: string): false | number | string[] | null {
  if (value === 'false' || value === '0') return false;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const isProxy = (entry: string) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    if (PROXY_ADDRESS_NAMES.has(entry)) return true;
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return (
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
    );
  };
  return entries.every(isProxy) ? entries : null;
}

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
