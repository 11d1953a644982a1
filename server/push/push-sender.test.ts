import { createPublicKey, verify } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTeam } from '../../tests/helpers/fixtures.js';
import {
  decrypt,
  newBrowser,
  selfSignedCertificate,
  startPushService,
  type ReceivedPush,
} from '../../tests/helpers/web-push-service.js';
import { insertMatch, insertPlayer, insertSeason } from '../../tests/helpers/match-fixtures.js';
import { addDays, formatDateLong, todayIso } from '../../domain/dates.js';
import { assertAnswerToken } from '../modules/reminders/public.js';
import { sendDueReminders } from '../modules/reminders/public.js';
import { createTestDatabase, testDatabases } from '../../tests/helpers/test-app.js';
import type { Database } from '../db/database.js';
import { createPushSender, type PushMessage, type PushSender } from './push-sender.js';
import {
  listTeamSubscriptions,
  setSubscriptionPlayer,
  upsertSubscription,
} from './subscriptions.repository.js';

/**
 * The real sender (web-push over HTTPS) against a local stand-in for a push
 * service, which checks what a real one checks: the VAPID signature and claims,
 * and that the browser, and only it, can decrypt the body (RFC 8291).
 */

const SUBJECT = 'mailto:beheer@teampot.local';

/** While set, the stand-in holds its answers until the promise settles (a slow push service). */
let answersHeld: Promise<void> | null = null;

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` as a push service does (RFC 8292). */
function verifyVapid(authorization: string | undefined, vapidPublicKey: string, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, `Authorization header: ${authorization}`).not.toBeNull();
  const [, jwt = '', key = ''] = match ?? [];
  expect(key).toBe(vapidPublicKey);

  const [header = '', claims = '', signature = ''] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
    alg: 'ES256',
    typ: 'JWT',
  });
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);

  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(aud).toBe(audience);
  expect(sub).toBe(SUBJECT);
  const nowSeconds = Date.now() / 1000;
  expect(exp).toBeGreaterThan(nowSeconds);
  expect(exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);
}

function recordingLogger(warnings: unknown[]): FastifyBaseLogger {
  const ignore = () => undefined;
  const logger = {
    level: 'warn',
    warn: (entry: unknown) => void warnings.push(entry),
    fatal: ignore,
    error: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

describe.each(testDatabases)('push sender on $name', (database) => {
  const received: ReceivedPush[] = [];
  const warnings: unknown[] = [];
  const vapid = webpush.generateVAPIDKeys();
  let db: Database;
  let pushService: Server;
  let origin: string;
  let sender: PushSender;
  let subscribers = 0;

  beforeAll(async () => {
    db = await createTestDatabase(database);
    const tls = selfSignedCertificate();
    pushService = await startPushService(tls, received, () => answersHeld);
    origin = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    // Trust exactly the stand-in's certificate, as a real deployment trusts the public CAs.
    sender = createPushSender(db.db, vapid, SUBJECT, recordingLogger(warnings), {
      agent: new Agent({ ca: tls.cert }),
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => pushService.close(resolve));
    await db.destroy();
  });
  beforeEach(() => {
    received.length = 0;
    warnings.length = 0;
  });

  /** A browser subscribed to the team; the push service will answer `status` to it. */
  async function subscribe(teamId: number, status = 201, base = origin) {
    const browser = newBrowser();
    const endpoint = `${base}/push/${status}/${++subscribers}`;
    await upsertSubscription(
      db.db,
      teamId,
      { endpoint, p256dh: browser.p256dh, auth: browser.auth },
      { now: new Date(), clientAddress: '192.0.2.1' },
    );
    return { browser, endpoint, path: new URL(endpoint).pathname };
  }
  const endpointsOf = async (teamId: number) =>
    (await listTeamSubscriptions(db.db, teamId)).map((s) => s.endpoint);

  it("delivers an encrypted, VAPID-signed notification to each of the team's browsers, and only theirs", async () => {
    const team = await insertTeam(db.db, { code: 'oranje' });
    const other = await insertTeam(db.db, { code: 'blauw' });
    const phone = await subscribe(team.id);
    const laptop = await subscribe(team.id);
    const outsider = await subscribe(other.id);
    const message: PushMessage = {
      title: 'Oranje – FC Kwiek ingevuld',
      body: 'Doelpunten: Jan (2). Boetes: 3. Klik voor de details.',
      url: '/?matchId=7',
    };

    sender.sendToTeam(team.id, message);
    await sender.idle();

    expect(received.map((r) => r.path).sort()).toEqual([phone.path, laptop.path].sort());
    expect(received.map((r) => r.path)).not.toContain(outsider.path);
    for (const { browser, path } of [phone, laptop]) {
      const push = received.find((r) => r.path === path);
      if (!push) throw new Error(`nothing arrived at ${path}`);
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBe(String(24 * 60 * 60));
      verifyVapid(push.headers.authorization as string | undefined, vapid.publicKey, origin);
      expect(JSON.parse(decrypt(browser, push.body))).toEqual(message);
    }
    // Another browser's keys cannot read it.
    const push = received.find((r) => r.path === phone.path);
    expect(() => decrypt(laptop.browser, push?.body ?? Buffer.alloc(0))).toThrow();
    expect(warnings).toEqual([]);
  });

  it('forgets a subscription the push service reports gone, and keeps one that failed for now', async () => {
    const team = await insertTeam(db.db, { code: 'groen' });
    await subscribe(team.id, 410);
    await subscribe(team.id, 404);
    const hiccup = await subscribe(team.id, 500);
    const fine = await subscribe(team.id, 201);

    sender.sendToTeam(team.id, {
      title: 'Loting',
      body: 'Piet moet de ballen halen',
      url: '/',
    });
    await sender.idle();

    expect(received).toHaveLength(4);
    expect((await endpointsOf(team.id)).sort()).toEqual([hiccup.endpoint, fine.endpoint].sort());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ status: 500, host: new URL(origin).host });
    // The endpoint is a secret capability: it stays out of the log.
    expect(JSON.stringify(warnings)).not.toContain(hiccup.path);
  });

  it('returns before the push service answers, then still sends and forgets gone subscriptions', async () => {
    const team = await insertTeam(db.db, { code: 'traag' });
    const gone = await subscribe(team.id, 410);
    const fine = await subscribe(team.id, 201);
    let release = () => undefined as void;
    answersHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      expect(
        sender.sendToTeam(team.id, { title: 'Loting', body: 'Bas', url: '/' }),
      ).toBeUndefined();
      let idle = false;
      const drained = sender.idle().then(() => {
        idle = true;
      });
      // Both requests reach the push service, which has not answered yet.
      await expect.poll(() => received.length).toBe(2);
      expect(idle).toBe(false);
      expect(await endpointsOf(team.id)).toHaveLength(2);
      release();
      await drained;
    } finally {
      answersHeld = null;
    }
    expect(received.map((r) => r.path).sort()).toEqual([gone.path, fine.path].sort());
    expect(await endpointsOf(team.id)).toEqual([fine.endpoint]);
  });

  it('never throws, and keeps the subscription, when the push service cannot be reached', async () => {
    const team = await insertTeam(db.db, { code: 'geel' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await subscribe(team.id, 201, `https://127.0.0.1:${port}`);

    expect(sender.sendToTeam(team.id, { title: 't', body: 'b', url: '/' })).toBeUndefined();
    await expect(sender.idle()).resolves.toBeUndefined();

    expect(await endpointsOf(team.id)).toEqual([unreachable.endpoint]);
    expect(warnings).toHaveLength(1);
  });

  it('sends a personal message to one device, or to the devices of one player, and forgets them when gone', async () => {
    const team = await insertTeam(db.db, { code: 'paars' });
    const jan = await insertPlayer(db.db, team.id, { firstName: 'Jan' });
    const piet = await insertPlayer(db.db, team.id, { firstName: 'Piet' });
    const jansPhone = await subscribe(team.id);
    const jansTablet = await subscribe(team.id, 410);
    const pietsPhone = await subscribe(team.id);
    const follower = await subscribe(team.id);
    await setSubscriptionPlayer(db.db, team.id, jansPhone.endpoint, jan);
    await setSubscriptionPlayer(db.db, team.id, jansTablet.endpoint, jan);
    await setSubscriptionPlayer(db.db, team.id, pietsPhone.endpoint, piet);
    const message: PushMessage = {
      title: 'Voorschoten',
      body: 'Ben je er zaterdag bij?',
      url: '/?matchId=3',
      actions: [
        { action: 'ja', title: 'Ja' },
        { action: 'nee', title: 'Nee' },
      ],
      data: { answerUrl: '/api/paars/match/3/availability/1/by-token', token: 'geheim' },
    };

    sender.sendToPlayer(team.id, jan, message);
    await sender.idle();
    expect(received.map((r) => r.path).sort()).toEqual([jansPhone.path, jansTablet.path].sort());
    const push = received.find((r) => r.path === jansPhone.path);
    expect(JSON.parse(decrypt(jansPhone.browser, push?.body ?? Buffer.alloc(0)))).toEqual(message);
    // The tablet said it is gone (410): forgotten.
    expect(await endpointsOf(team.id)).not.toContain(jansTablet.endpoint);

    received.length = 0;
    const [pietsRow] = (await listTeamSubscriptions(db.db, team.id)).filter(
      (s) => s.endpoint === pietsPhone.endpoint,
    );
    sender.sendToSubscription(team.id, pietsRow?.id ?? 0, message);
    // Another team's id for the same subscription reaches nobody.
    sender.sendToSubscription(team.id + 1000, pietsRow?.id ?? 0, message);
    await sender.idle();
    expect(received.map((r) => r.path)).toEqual([pietsPhone.path]);
    expect(received.map((r) => r.path)).not.toContain(follower.path);
  });

  it("delivers the personal reminder to the holder's device, readable only there, with a token that answers", async () => {
    const team = await insertTeam(db.db, { code: 'wit' });
    const jan = await insertPlayer(db.db, team.id, { firstName: 'Jan' });
    const season = await insertSeason(db.db, team.id, { description: 'S', playerIds: [jan] });
    const date = addDays(todayIso(), 2);
    const matchId = await insertMatch(db.db, team.id, season, { date, opponent: 'Voorschoten' });
    const phone = await subscribe(team.id);
    await setSubscriptionPlayer(db.db, team.id, phone.endpoint, jan);

    await sendDueReminders({ db: db.db, push: sender, now: new Date() });
    await sender.idle();

    const messages = received
      .filter((r) => r.path === phone.path)
      .map((r) => JSON.parse(decrypt(phone.browser, r.body)) as PushMessage);
    const personal = messages.find((m) => m.actions !== undefined);
    expect(personal).toMatchObject({
      title: 'Tegen Voorschoten',
      body: `Ben je er ${formatDateLong(date).split(' ')[0]} bij?`,
      actions: [
        { action: 'ja', title: 'Ja' },
        { action: 'nee', title: 'Nee' },
      ],
    });
    const answer = personal?.data?.answer as { path: string; token: string };
    expect(answer.path).toBe(`/api/wit/match/${matchId}/availability/${jan}/by-token`);
    await expect(
      assertAnswerToken(db.db, { teamId: team.id, matchId, playerId: jan }, answer.token),
    ).resolves.toBeUndefined();
  });
});
