import { z } from 'zod';

/**
 * Server configuration from the environment, validated once at start-up.
 * A wrong value stops the server with a message that names the variable.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().default('http://localhost:3000'),
  TEAM_APP_URL: z
    .string()
    .default('http://{TEAMCODE}.localhost:3000')
    .refine((v) => v.includes('{TEAMCODE}'), 'must contain {TEAMCODE}'),
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
   * Behind a reverse proxy (TLS terminator, load balancer) set this to `true` (or the
   * proxy's addresses, comma separated): the client address then
   * comes from X-Forwarded-For, and the guessing throttle counts per real visitor.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
