import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * A local stand-in for a push service and the browser's side of a subscription
 * (RFC 8291 decryption), for tests of what the server really sends.
 */

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A self-signed certificate for 127.0.0.1, made by openssl for this run only. */
export function selfSignedCertificate(): { key: string; cert: string } {
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

export function startPushService(
  tls: { key: string; cert: string },
  received: ReceivedPush[],
  /** While it returns a promise, the stand-in holds its answers until it settles (a slow push service). */
  held: () => Promise<void> | null = () => null,
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
      // A held answer that fails becomes a 500 to the sender, not an unhandled rejection.
      Promise.resolve(held())
        .then(() => response.writeHead(status).end())
        .catch(() => response.writeHead(500).end());
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export interface Browser {
  ecdh: ECDH;
  authSecret: Buffer;
  p256dh: string;
  auth: string;
}

export function newBrowser(): Browser {
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
export function decrypt(browser: Browser, body: Buffer): string {
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
