// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Availability } from '../../../domain/availability/availability.schema';
import type { AvailabilityCounts } from '../../../domain/availability/availability';
import { eva, jan, match } from '../../testing/fixtures';
import { renderPage, teamApi } from '../../testing/render-page';
import NextMatchCard from './NextMatchCard';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 8, 20, 12, 0));
});
afterEach(() => vi.useRealTimers());

const team = { id: 1, name: 'VV Demo', teamCode: 'demo' };
const matches = [
  match({ id: 31, date: '2026-09-12', filled: true }),
  match({ id: 32, date: '2026-09-26', opponent: 'Blauw', location: 'Sportpark Noord' }),
];

function openCard(
  showNames: 'full' | 'initials',
  answers: Availability[] | AvailabilityCounts,
  path = '/',
) {
  return renderPage(<NextMatchCard />, {
    path,
    api: [
      teamApi.get('/team', team),
      teamApi.get('/match', matches),
      teamApi.get('/settings/visibility', { showNames, moneyVisible: true, payByQr: false }),
      showNames === 'full'
        ? teamApi.get('/match/32/availability', answers)
        : teamApi.get('/match/32/availability/counts', answers),
    ],
  });
}

describe('the next match on the dashboard', () => {
  it('says when and where, and who is coming by name', async () => {
    openCard('full', [
      { player: eva, status: 'Yes', note: null },
      { player: jan, status: null, note: null },
    ]);
    const card = await screen.findByRole('region', { name: 'Volgende wedstrijd' });
    expect(within(card).getByRole('heading').textContent).toBe('VV Demo – Blauw');
    expect(within(card).getByText(/zaterdag 26 september 2026/)).toBeTruthy();
    expect(await within(card).findByText('1 ja · 0 nee · 0 misschien · 1 nog niet')).toBeTruthy();
    expect(within(card).getByText('Eva Mulder')).toBeTruthy();
  });

  it('gives visitors of a team that hides names the counts only', async () => {
    openCard('initials', { yes: 9, no: 2, maybe: 0, open: 5 });
    const card = await screen.findByRole('region', { name: 'Volgende wedstrijd' });
    expect(await within(card).findByText('9 ja · 2 nee · 0 misschien · 5 nog niet')).toBeTruthy();
    expect(within(card).queryByText('Eva Mulder')).toBeNull();
  });

  it('keeps to the counts above another section, the names one tap away', async () => {
    openCard(
      'full',
      [
        { player: eva, status: 'Yes', note: null },
        { player: jan, status: null, note: null },
      ],
      '/?section=fines',
    );
    const card = await screen.findByRole('region', { name: 'Volgende wedstrijd' });
    expect(await within(card).findByText('1 ja · 0 nee · 0 misschien · 1 nog niet')).toBeTruthy();
    expect(within(card).queryByText('Eva Mulder')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Wie er komen' }));
    expect(await within(card).findByText('Eva Mulder')).toBeTruthy();
  });
});
