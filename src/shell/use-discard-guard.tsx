import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * While `dirty`, leaving the page asks first: in the app (a link, the header's ←,
 * the back button past the first step) with "Wijzigingen weggooien?", and when
 * the tab is closed or reloaded with the browser's own question. Moving within
 * the page (a wizard step, a sheet) is never held. Render `dialog`; call
 * `release` right before leaving on purpose (after saving): from then on
 * nothing is held.
 */
export function useDiscardGuard(dirty: boolean, onDiscard?: () => void) {
  const holding = useRef(dirty);
  // Once released the page is on its way out: a back navigation (history.go) lands
  // after the page re-rendered with its form still dirty, and must not be held then.
  const released = useRef(false);
  useEffect(() => {
    holding.current = dirty && !released.current;
  }, [dirty]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        holding.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (holding.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
    holding.current = false;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Wijzigingen weggooien?"
      message="Wat je hebt ingevuld is dan weg."
      confirmLabel="Weggooien"
      cancelLabel="Verder bewerken"
      busy={false}
      // Not an entry of its own: it answers a navigation React Router holds (for back:
      // one it already undid), so an entry pushed now would be what "Weggooien" leaves.
      inHistory={false}
      onConfirm={() => {
        onDiscard?.();
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    />
  );
  return { dialog, release };
}
