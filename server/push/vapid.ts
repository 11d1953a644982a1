import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Env } from '../env.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** VAPID keys from env, or generated once and kept in server_settings so every instance shares them. */
export async function loadVapidKeys(db: Kysely<DB>, env: Env): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const stored = await db
    .selectFrom('server_settings')
    .select('value')
    .where('key', '=', 'vapid_keys')
    .executeTakeFirst();
  if (stored) return JSON.parse(stored.value) as VapidKeys;
  // Loaded here only: a server that has its keys sends no push until one is subscribed.
  const { default: webpush } = await import('web-push');
  const keys = webpush.generateVAPIDKeys();
  await db
    .insertInto('server_settings')
    .values({ key: 'vapid_keys', value: JSON.stringify(keys) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // Another instance may have won the race: use whatever is stored now.
  const row = await db
    .selectFrom('server_settings')
    .select('value')
    .where('key', '=', 'vapid_keys')
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}
