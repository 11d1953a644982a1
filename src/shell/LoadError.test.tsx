// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LoadError } from './LoadError';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('the load-error card', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('online, says what went wrong when it was fetched', () => {
    render(<LoadError what="de spelers" onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Er is iets misgegaan bij het ophalen van de spelers.',
    );
  });

  it('offline, says it was never fetched here, and tries again once back online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = vi.fn();
    render(<LoadError what="de spelers" detail="Ververs de pagina." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Geen verbinding: dit is op dit apparaat nog niet eerder opgehaald.',
    );
    expect(alert.textContent).not.toContain('Er is iets misgegaan');
    expect(onRetry).not.toHaveBeenCalled();

    vi.useFakeTimers();
    goOnline(true);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toContain('Er is iets misgegaan');
    vi.useRealTimers();
  });

  it('tries again a few times while the connection settles, and stops once the answer is in', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // A new function every render, as a page passes it: the retries must not start over.
    const retries: number[] = [];
    const { rerender, unmount } = render(
      <LoadError onRetry={() => void retries.push(Date.now())} />,
    );
    goOnline(true);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    // The first try came too early: the card is still up.
    expect(retries).toHaveLength(1);
    rerender(<LoadError onRetry={() => void retries.push(Date.now())} />);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(retries).toHaveLength(3);
    // The answer came: the page shows it instead of the card, and nothing more is asked.
    unmount();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(retries).toHaveLength(3);
    vi.useRealTimers();
  });
});
