import { MAX_ID, z } from '../validation.js';

/** Long enough for every push service seen in the wild (FCM's are ~200), short enough to keep rows small. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * The push services of the browsers that support Web Push. The server POSTs to
 * whatever endpoint is stored, so an open list would let anyone on a team's
 * site make it call arbitrary https addresses (SSRF). A new browser's service
 * is added here.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Android, Samsung Internet, Opera
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari (macOS 13+, iOS 16.4+ from the home screen)
];
/** Microsoft (Edge) and Apple hand out regional hosts under these domains. */
const PUSH_SERVICE_DOMAINS = ['.notify.windows.com', '.push.apple.com'];

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export function isPushServiceHost(hostname: string): boolean {
  return (
    PUSH_SERVICE_HOSTS.includes(hostname) ||
    PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(domain))
  );
}

const endpointSchema = z
  .string({ error: 'Endpoint is verplicht' })
  .trim()
  .min(1, { error: 'Endpoint is verplicht', abort: true })
  .max(PUSH_ENDPOINT_MAX_LENGTH, {
    error: `Endpoint mag maximaal ${PUSH_ENDPOINT_MAX_LENGTH} tekens lang zijn`,
    abort: true,
  })
  .refine((text) => parseUrl(text)?.protocol === 'https:', {
    error: 'Endpoint moet een https-adres zijn',
    abort: true,
  })
  .refine(
    (text) => isPushServiceHost(new URL(text).hostname),
    'Endpoint hoort niet bij een bekende pushdienst',
  );

/**
 * The browser's `subscription.toJSON().keys` are base64url (RFC 8291): p256dh an
 * uncompressed P-256 point (65 bytes, first byte 0x04, so it starts with 'B'),
 * auth a 16-byte secret. Some browsers pad with '='.
 */
const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/;

/** POST /api/{team}/auth/registerPushSubscription and /setUserOfPushSubscription (spec §7). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  p256dh: z
    .string({ error: 'Sleutel p256dh is verplicht' })
    .min(1, { error: 'Sleutel p256dh is verplicht', abort: true })
    .regex(P256DH_PATTERN, 'Sleutel p256dh is geen geldige openbare sleutel'),
  auth: z
    .string({ error: 'Sleutel auth is verplicht' })
    .min(1, { error: 'Sleutel auth is verplicht', abort: true })
    .regex(AUTH_PATTERN, 'Sleutel auth is geen geldig geheim'),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/**
 * POST /api/{team}/auth/setPlayerOfPushSubscription: the device's "Wie ben jij?"
 * (issue 17/19) on its subscription, so personal pushes reach it; null forgets it.
 */
export const pushSubscriptionPlayerSchema = z.object({
  endpoint: endpointSchema,
  playerId: z
    .number({ error: 'Speler moet een nummer zijn' })
    .int({ error: 'Speler moet een nummer zijn' })
    .positive({ error: 'Speler moet een nummer zijn' })
    .max(MAX_ID, { error: 'Speler moet een nummer zijn' })
    .nullable(),
});
export type PushSubscriptionPlayer = z.infer<typeof pushSubscriptionPlayerSchema>;
