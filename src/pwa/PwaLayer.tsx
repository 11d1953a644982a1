import { lazy, Suspense, useState } from 'react';
import { currentInstallPlatform, isStandalone } from './device';
import { closedRecently } from './install-popup-memory';
import { usePushSubscriptionUpkeep } from './use-push-notifications';

// Only phones that can install download the popup.
const InstallPopup = lazy(() => import('./InstallPopup'));

/** The installable-app parts that live above the pages: the install popup and the push upkeep. */
export function PwaLayer() {
  usePushSubscriptionUpkeep();
  // Decided once per start: installing or closing hides the popup from then on by itself.
  const [platform] = useState(() => {
    const current = currentInstallPlatform();
    const offer =
      current !== 'other' && !isStandalone() && !closedRecently(localStorage, Date.now());
    return offer ? current : null;
  });
  if (!platform) return null;
  return (
    <Suspense fallback={null}>
      <InstallPopup platform={platform} />
    </Suspense>
  );
}
