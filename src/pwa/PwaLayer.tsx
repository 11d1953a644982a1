import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { apiAddress } from '../lib/api-client';
import { useAuth } from '../lib/auth-state';
import { HydratedLoadContext } from '../lib/page-load';
import { answersOf } from '../lib/route-reads';
import { currentInstallPlatform, isStandalone } from './device';
import { closedRecently } from './install-popup-memory';
import { usePushSubscriptionUpkeep } from './push-upkeep';
import { registerServiceWorker } from './service-worker';

// Only phones that can install download the popup.
const InstallPopup = lazy(() => import('./InstallPopup'));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * True from the visitor's first tap, key, or scroll. The install offer waits
 * for it: someone who opens the app to look up the figures sees them first,
 * and the offer comes once they use the page (Chrome's advice for install
 * promotion; it also keeps the popup out of the first screen's loading).
 */
function useEngaged(listen: boolean): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged || !listen) return;
    const engage = () => setEngaged(true);
    const options = { capture: true, passive: true, once: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, engage, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, engage, options);
    };
  }, [engaged, listen]);
  return engaged;
}

/**
 * The installable-app parts that live above the pages: the service worker, the install
 * popup and the push upkeep.
 */
export function PwaLayer() {
  const renderedLoad = useContext(HydratedLoadContext);
  const member = useAuth().loginState !== false;
  // After the first render committed (a rendered page: after its hydration), not at start-up.
  // A member's rendered page hands its answers to the worker, for offline (a visitor's
  // dashboard does not: the worker keeps the page itself, and visitors are the many).
  useEffect(() => {
    const answers = member && renderedLoad ? Object.keys(answersOf(renderedLoad)) : [];
    registerServiceWorker(answers.map(apiAddress));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the page load
  }, []);
  usePushSubscriptionUpkeep();
  // Decided once per start: installing or closing hides the popup from then on by itself.
  const [platform] = useState(() => {
    const current = currentInstallPlatform();
    const offer =
      current !== 'other' && !isStandalone() && !closedRecently(localStorage, Date.now());
    return offer ? current : null;
  });
  // Only where the popup may come: elsewhere nothing listens.
  const engaged = useEngaged(platform !== null);
  if (!platform || !engaged) return null;
  return (
    <Suspense fallback={null}>
      <InstallPopup platform={platform} />
    </Suspense>
  );
}
