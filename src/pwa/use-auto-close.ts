import { useCallback, useEffect, useState } from 'react';

/** Spec §9: help pop-ups close by themselves after 4 seconds. */
export const HELP_AUTO_CLOSE_MS = 4000;

/** Open/closed state that falls back to closed `ms` after each opening. */
export function useAutoClose(ms: number = HELP_AUTO_CLOSE_MS) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setOpen(false), ms);
    return () => window.clearTimeout(timer);
  }, [open, ms]);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, show, close, toggle };
}
