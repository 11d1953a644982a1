import type { Kysely } from 'kysely';
import type { Auth } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { Env } from '../env.js';
import type { Mailer } from '../mail/mailer.js';
import type { PushSender } from '../push/push-sender.js';

/** What every route handler can reach through `request.server.deps`. */
export interface Deps {
  database: Database;
  db: Kysely<DB>;
  env: Env;
  mailer: Mailer;
  push: PushSender;
  /** The clock: the one edge of the world tests may move. */
  now(): Date;
  /** Random floats in [0,1) from a cryptographic source (tests may seed it). */
  random(): number;
}

/** The team resolved from `/api/:team/…`. */
export interface TeamContext {
  id: number;
  code: string;
  name: string;
  /** The team's `data_version` when the request started: read caches key on it. */
  dataVersion: number;
  /** What the team shows visitors (issue 9), read with the team so public reads need no second query. */
  showNames: 'full' | 'nickname' | 'initials';
  hideMoneyForVisitors: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    /** The session behind the request's cookie, if any and still valid. */
    auth: Auth | null;
    /** Set on every route under `/api/:team`; see `teamOf()`. */
    team: TeamContext | null;
  }
}
