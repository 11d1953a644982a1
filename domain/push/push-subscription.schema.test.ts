import { describe, expect, it } from 'vitest';
import { issuesOf } from '../validation.js';
import { pushSubscriptionInputSchema } from './push-subscription.schema.js';

// A real Chrome subscription's shape: a 65-byte uncompressed point and a 16-byte secret.
const P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';
const FCM = 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O';

const messages = (input: unknown) => {
  const result = pushSubscriptionInputSchema.safeParse(input);
  return result.success ? [] : issuesOf(result.error);
};

describe('pushSubscriptionInputSchema', () => {
  it('takes the subscription of each browser family', () => {
    for (const endpoint of [
      FCM,
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABh',
      'https://web.push.apple.com/QGuQyavXutnMH8',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      expect(messages({ endpoint, p256dh: P256DH, auth: AUTH })).toEqual([]);
    }
  });

  it('accepts padded base64url keys', () => {
    expect(messages({ endpoint: FCM, p256dh: `${P256DH}=`, auth: `${AUTH}==` })).toEqual([]);
  });

  it('says what is missing, in Dutch', () => {
    expect(messages({})).toEqual([
      { path: 'endpoint', message: 'Endpoint is verplicht' },
      { path: 'p256dh', message: 'Sleutel p256dh is verplicht' },
      { path: 'auth', message: 'Sleutel auth is verplicht' },
    ]);
    expect(messages({ endpoint: '  ', p256dh: '', auth: '' })).toEqual([
      { path: 'endpoint', message: 'Endpoint is verplicht' },
      { path: 'p256dh', message: 'Sleutel p256dh is verplicht' },
      { path: 'auth', message: 'Sleutel auth is verplicht' },
    ]);
  });

  it('wants an https address of a known push service, of bounded length', () => {
    const endpointMessage = (endpoint: string) =>
      messages({ endpoint, p256dh: P256DH, auth: AUTH });
    expect(endpointMessage('http://fcm.googleapis.com/fcm/send/x')).toEqual([
      { path: 'endpoint', message: 'Endpoint moet een https-adres zijn' },
    ]);
    expect(endpointMessage('geen adres')).toEqual([
      { path: 'endpoint', message: 'Endpoint moet een https-adres zijn' },
    ]);
    for (const elsewhere of [
      'https://127.0.0.1/admin',
      'https://intranet.example.nl/push',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      expect(endpointMessage(elsewhere)).toEqual([
        { path: 'endpoint', message: 'Endpoint hoort niet bij een bekende pushdienst' },
      ]);
    }
    expect(endpointMessage(`${FCM}/${'a'.repeat(2048)}`)).toEqual([
      { path: 'endpoint', message: 'Endpoint mag maximaal 2048 tekens lang zijn' },
    ]);
  });

  it('refuses keys that cannot be a P-256 point or a 16-byte secret', () => {
    expect(messages({ endpoint: FCM, p256dh: P256DH.slice(0, 60), auth: `${AUTH}AAAA` })).toEqual([
      { path: 'p256dh', message: 'Sleutel p256dh is geen geldige openbare sleutel' },
      { path: 'auth', message: 'Sleutel auth is geen geldig geheim' },
    ]);
    // Standard base64 ('+' and '/') is not what browsers send.
    expect(messages({ endpoint: FCM, p256dh: P256DH.replace('_', '/'), auth: AUTH })).toEqual([
      { path: 'p256dh', message: 'Sleutel p256dh is geen geldige openbare sleutel' },
    ]);
  });
});
