import { useCallback, useEffect, useState } from 'react';
import { useConfig, useTeamCode } from '../lib/app-context';
import { useAuth } from '../lib/auth-state';
import {
  currentSubscription,
  optedOut,
  pushPermission,
  pushSupported,
  registerSubscription,
  setOptedOut,
  subscribe,
  type PushPermission,
} from './push';

/** 'refused': the user said no (or closed the question); 'failed': the browser or server did. */
export type EnableOutcome = 'enabled' | 'refused' | 'failed';

export interface PushNotifications {
  /** This browser can receive push (on iOS: only once started from the home screen). */
  supported: boolean;
  permission: PushPermission;
  /** This browser is subscribed and registered with the team. */
  enabled: boolean;
  busy: boolean;
  /** Asks permission if needed, subscribes and registers with the team. */
  enable(): Promise<EnableOutcome>;
  disable(): Promise<void>;
}

/** The drawer's "Meldingen" switch. */
export function usePushNotifications(): PushNotifications {
  const { vapidPublicKey } = useConfig();
  const teamCode = useTeamCode();
  const { loginState } = useAuth();
  const supported = Boolean(teamCode && vapidPublicKey) && pushSupported();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription().then((subscription) => {
      if (live) setEnabled(subscription !== null && !optedOut());
    });
    // The user may allow or block notifications in the browser's settings while the app is open.
    let status: PermissionStatus | null = null;
    const update = () => setPermission(pushPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        if (!live) return;
        status = result;
        result.addEventListener('change', update);
      })
      // Older Safari cannot query this permission: the state is then read at each use.
      .catch(() => undefined);
    return () => {
      live = false;
      status?.removeEventListener('change', update);
    };
  }, [supported]);

  const enable = useCallback(async () => {
    if (!supported || !teamCode) return 'failed';
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(pushPermission());
      if (answer !== 'granted') return 'refused';
      const subscription = await subscribe(vapidPublicKey);
      await registerSubscription(teamCode, subscription, loginState === 'user');
      setOptedOut(false);
      setEnabled(true);
      return 'enabled';
    } catch {
      return 'failed';
    } finally {
      setBusy(false);
    }
  }, [supported, teamCode, vapidPublicKey, loginState]);

  const disable = useCallback(async () => {
    setBusy(true);
    try {
      setOptedOut(true);
      // The server forgets the endpoint the next time the push service answers it is gone (410).
      await (await currentSubscription())?.unsubscribe();
      setEnabled(false);
    } finally {
      setBusy(false);
    }
  }, []);

  return { supported, permission, enabled, busy, enable, disable };
}
