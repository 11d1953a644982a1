import { useEffect } from 'react';
import { useConfig, useTeamCode } from '../lib/app-context';
import { useAuth } from '../lib/auth-state';

/**
 * Spec §4: with the permission granted, the browser is subscribed and known to
 * the server; after a user login the subscription is registered again, now
 * linked to the user. Runs at start-up and whenever the login changes. The
 * push code itself loads only in a browser that allowed notifications.
 */
export function usePushSubscriptionUpkeep(): void {
  const { vapidPublicKey } = useConfig();
  const teamCode = useTeamCode();
  const { loginState } = useAuth();

  useEffect(() => {
    if (!teamCode || !vapidPublicKey) return;
    if (!('Notification' in window) || Notification.permission !== 'granted') return;
    void import('./push')
      .then(async (push) => {
        if (!push.pushSupported() || push.optedOut()) return;
        const subscription = await push.subscribe(vapidPublicKey);
        await push.registerSubscription(teamCode, subscription, loginState === 'user');
      })
      // Best effort: offline or a hiccup now, another try at the next start.
      .catch(() => undefined);
  }, [teamCode, vapidPublicKey, loginState]);
}
