import type { PushSubscriptionInput } from '../../domain/push/push-subscription.schema';
import { apiFetch } from '../lib/api-client';
import { teamKey } from '../lib/swr';
import { readDeviceHolder } from '../lib/device-holder';

/** Spec §4: the push permission is unknown, granted or denied. */
export type PushPermission = 'unknown' | 'granted' | 'denied';

/** Set when the user turns notifications off here, so start-up does not subscribe again. */
const OPTED_OUT_KEY = 'teampot.pushOff';

/** iOS offers Web Push only to an app started from the home screen; there PushManager is missing. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushPermission(): PushPermission {
  if (!pushSupported()) return 'unknown';
  const permission = Notification.permission;
  return permission === 'default' ? 'unknown' : permission;
}

export function optedOut(): boolean {
  return localStorage.getItem(OPTED_OUT_KEY) === '1';
}

export function setOptedOut(value: boolean): void {
  if (value) localStorage.setItem(OPTED_OUT_KEY, '1');
  else localStorage.removeItem(OPTED_OUT_KEY);
}

/** The registered worker, or null (development, or registration failed): never waits for one that will not come. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration?.active ? registration : null;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await activeRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The VAPID public key is base64url text; `subscribe` wants its bytes (Safari and Firefox insist). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return bytes.every((byte, index) => view[index] === byte);
}

/** The existing subscription, or a new one made with the server's VAPID key. */
export async function subscribe(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  if (!registration) throw new Error('Geen service worker actief');
  const key = keyBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  // Made with keys the server no longer has (VAPID keys replaced): its pushes would be refused.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

function payloadOf(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    p256dh: keys?.p256dh ?? '',
    auth: keys?.auth ?? '',
  };
}

/**
 * Tells the team's server about this browser (spec §7): as a follower of the
 * team, or, with a user login, linked to that user. Both are upserts. Then who
 * holds the device ("Wie ben jij?"), which may have been set before it subscribed.
 */
export async function registerSubscription(
  teamCode: string,
  subscription: PushSubscription,
  asUser: boolean,
): Promise<void> {
  const call = asUser ? '/auth/setUserOfPushSubscription' : '/auth/registerPushSubscription';
  // Upkeep in the background: a failure is the caller's to report, never a logout or a redirect.
  await apiFetch(teamKey(teamCode, call), {
    method: 'POST',
    body: payloadOf(subscription),
    skipErrorPolicy: true,
  });
  await linkHolder(teamCode, subscription, readDeviceHolder(teamCode));
}

/** Links this browser's subscription to the device's holder, or forgets him (null). */
export async function linkHolder(
  teamCode: string,
  subscription: PushSubscription,
  playerId: number | null,
): Promise<void> {
  await apiFetch(teamKey(teamCode, '/auth/setPlayerOfPushSubscription'), {
    method: 'POST',
    body: { endpoint: subscription.endpoint, playerId },
    skipErrorPolicy: true,
  });
}
