import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Leaves a detail page the way a native app does: back to where the user came
 * from, or — opened directly from a link — replaced by `fallback` (its list),
 * so "back" never leads into the page that was just left.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  // Read when called, not when the caller's closure was made: a confirm dialog's
  // action starts on the dialog's own entry and finishes on the page's.
  const entryKey = useRef(key);
  entryKey.current = key;
  return useCallback(() => {
    if (entryKey.current !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
