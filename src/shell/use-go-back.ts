import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Leaves a detail page the way a native app does: back to where the user came
 * from, or — opened directly from a link — replaced by `fallback` (its list),
 * so "back" never leads into the page that was just left.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}
