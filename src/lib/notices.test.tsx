// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeProvider, useCurrentNotice, useNotice } from './notices';

let notice: ReturnType<typeof useNotice>;
const timePasses = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
function Shown() {
  notice = useNotice();
  return <p>{useCurrentNotice().notice?.message ?? 'geen melding'}</p>;
}

describe('the notice on screen', () => {
  beforeEach(() => {
    // The notices' own timers: time is the edge of the world here.
    vi.useFakeTimers();
    render(
      <NoticeProvider>
        <Shown />
      </NoticeProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('goes after 4 seconds', () => {
    act(() => notice.show({ severity: 'success', message: 'Uitnodiging verstuurd' }));
    timePasses(3_999);
    expect(screen.getByText('Uitnodiging verstuurd')).toBeTruthy();
    timePasses(1);
    expect(screen.getByText('geen melding')).toBeTruthy();
  });

  it('keeps a new notice that arrives just as the one before it runs out, for its own time', () => {
    act(() => notice.show({ severity: 'success', message: 'Uitnodiging verstuurd' }));
    timePasses(3_999);
    // A save answered right then: its notice is asked for, and the first one's time runs out
    // before the page has drawn the new one.
    act(() => {
      notice.show({ severity: 'success', message: 'Herinneringen opgeslagen' });
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Herinneringen opgeslagen')).toBeTruthy();
    timePasses(3_990);
    expect(screen.getByText('Herinneringen opgeslagen')).toBeTruthy();
    timePasses(10);
    expect(screen.getByText('geen melding')).toBeTruthy();
  });
});
