import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null) {
  deferred = next;
  for (const listener of listeners) listener();
}

/**
 * Called first thing at start-up: Chromium may fire `beforeinstallprompt`
 * before React has rendered anything, and only once per page load.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chromium's own mini-infobar away: the app shows its popup instead.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

/** The captured prompt, until it is used or the app is installed. */
export function useInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred,
  );
}

/** Shows Chromium's install dialog; a prompt event can be used only once. */
export async function promptInstall(
  event: BeforeInstallPromptEvent,
): Promise<'accepted' | 'dismissed'> {
  set(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}
