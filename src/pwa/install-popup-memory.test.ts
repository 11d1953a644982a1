import { describe, expect, it } from 'vitest';
import {
  closedRecently,
  INSTALL_POPUP_CLOSED_KEY,
  INSTALL_POPUP_HIDE_MS,
  rememberClosed,
} from './install-popup-memory';

const DAY = 24 * 60 * 60 * 1000;

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('install popup memory', () => {
  const closedAt = Date.UTC(2026, 10, 1, 12);

  it('hides the popup for 7 days after it was closed', () => {
    expect(INSTALL_POPUP_HIDE_MS).toBe(7 * DAY);
    const store = memoryStore();
    expect(closedRecently(store, closedAt)).toBe(false);
    rememberClosed(store, closedAt);
    expect(closedRecently(store, closedAt)).toBe(true);
    expect(closedRecently(store, closedAt + 6 * DAY)).toBe(true);
    expect(closedRecently(store, closedAt + 7 * DAY - 1)).toBe(true);
    expect(closedRecently(store, closedAt + 7 * DAY)).toBe(false);
    expect(closedRecently(store, closedAt + 8 * DAY)).toBe(false);
  });

  it('does not let a damaged or future value hide it for good', () => {
    for (const value of ['', 'gisteren', '-5', String(closedAt + DAY)]) {
      expect(closedRecently(memoryStore({ [INSTALL_POPUP_CLOSED_KEY]: value }), closedAt)).toBe(
        false,
      );
    }
  });
});
