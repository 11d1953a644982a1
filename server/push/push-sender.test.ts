import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertTeam } from '../../tests/helpers/fixtures.js';
import { createTestDatabase, testDatabases } from '../../tests/helpers/test-app.js';
import type { Database } from '../db/database.js';
import { createPushSender, type PushMessage, type PushSender } from './push-sender.js';
import { listTeamSubscriptions, upsertSubscription } from './subscriptions.repository.js';

/**
 * The real sender (web-push over HTTPS) against a local stand-in for a push
 * service, which checks what a real one checks: the VAPID signature and claims,
 * and that the browser, and only it, can decrypt the body (RFC 8291).
 */

const SUBJECT = 'mailto:beheer@teampot.local';

interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A self-signed certificate for 127.0.0.1, made by openssl for this run only. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'teampot-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(join(dir, 'key.pem'), 'utf8'),
    cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
  };
}

/** The push service answers with the status in the endpoint's path: `/push/410/…` says "gone". */
function startPushService(
  tls: { key: string; cert: string },
  received: ReceivedPush[],
): Promise<Server> {
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      const status = Number(/^\/push\/(\d{3})\//.exec(request.url ?? '')?.[1] ?? 201);
      response.writeHead(status).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
interface Browser {
  ecdh: ECDH;
  authSecret: Buffer;
  p256dh: string;
  auth: string;
}

function newBrowser(): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}

/** RFC 8291 + RFC 8188 (aes128gcm), the receiving side: what the browser does with a push. */
function decrypt(browser: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(record.length).toBeLessThanOrEqual(recordSize);

  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  const delimiter = padded.findLastIndex((byte) => byte !== 0);
  expect(padded[delimiter]).toBe(2);
  return padded.subarray(0, delimiter).toString('utf8');
}

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
    pushService = await startPushService(tls, received);
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
      { now: new Date() },
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

    await sender.sendToTeam(team.id, message);

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

    await sender.sendToTeam(team.id, {
      title: 'Loting',
      body: 'Piet moet de ballen halen',
      url: '/',
    });

    expect(received).toHaveLength(4);
    expect((await endpointsOf(team.id)).sort()).toEqual([hiccup.endpoint, fine.endpoint].sort());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ status: 500, host: new URL(origin).host });
    // The endpoint is a secret capability: it stays out of the log.
    expect(JSON.stringify(warnings)).not.toContain(hiccup.path);
  });

  it('never throws, and keeps the subscription, when the push service cannot be reached', async () => {
    const team = await insertTeam(db.db, { code: 'geel' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await subscribe(team.id, 201, `https://127.0.0.1:${port}`);

    await expect(
      sender.sendToTeam(team.id, { title: 't', body: 'b', url: '/' }),
    ).resolves.toBeUndefined();

    expect(await endpointsOf(team.id)).toEqual([unreachable.endpoint]);
    expect(warnings).toHaveLength(1);
  });
});
