// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { match, seasons } from '../../testing/fixtures';
import { expectLoadError, expectLoadingBar } from '../../testing/page-states';
import { failing, pending, renderPage, teamApi } from '../../testing/render-page';
import MatchListPage from './MatchListPage';

const path = teamPaths.input.matches.path;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 8, 20, 12, 0));
});
afterEach(() => vi.useRealTimers());

describe('the matches page', () => {
  it('shows what is to come soonest first, then what was played, each with its action', async () => {
    renderPage(<MatchListPage />, {
      path,
      login: 'team',
      api: [
        teamApi.get('/season', seasons),
        teamApi.get('/match', [
          match({
            id: 31,
            date: '2026-09-12',
            opponent: 'VV Noord',
            filled: true,
            scoreFor: 3,
            scoreAgainst: 1,
          }),
          match({ id: 32, date: '2026-09-19', opponent: 'Blauw', kickOff: null, home: false }),
          match({ id: 33, date: '2026-09-26', opponent: 'Rood' }),
          match({ id: 34, date: '2026-10-03', opponent: 'Geel', cancelled: true }),
        ]),
      ],
    });
    const coming = await screen.findByRole('list', { name: 'Komende wedstrijden' });
    expect(within(coming).getByText('14:30 · Rood')).toBeTruthy();
    expect(within(coming).getByText('Afgelast')).toBeTruthy();
    const played = screen.getByRole('list', { name: 'Gespeeld' });
    expect(
      within(played)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'za19sepBlauw (uit)CompetitieGespeeld',
      'Invullen',
      'za12sep14:30 · VV Noord 3–1CompetitieIngevuld',
      'Bekijken',
    ]);
    expect(within(played).getByRole('link', { name: 'Blauw invullen' }).getAttribute('href')).toBe(
      teamPaths.input.matchFill.href(32),
    );
    expect(screen.getByText('Seizoen 2026-2027')).toBeTruthy();
  });

  it('says so when the season has no matches, and asks for a season when there is none', async () => {
    const { unmount } = renderPage(<MatchListPage />, {
      path,
      login: 'team',
      api: [teamApi.get('/season', seasons), teamApi.get('/match', [])],
    });
    expect(await screen.findByText('Geen wedstrijden gevonden.')).toBeTruthy();
    unmount();
    renderPage(<MatchListPage />, {
      path,
      login: 'team',
      api: [teamApi.get('/season', []), teamApi.get('/match', [])],
    });
    expect(
      await screen.findByText('Er is nog geen seizoen. Start eerst een seizoen.'),
    ).toBeTruthy();
  });

  it('waits for the matches, and says when they could not be loaded', async () => {
    const { unmount } = renderPage(<MatchListPage />, {
      path,
      login: 'team',
      api: [teamApi.get('/season', seasons), pending('get', '/match')],
    });
    expectLoadingBar();
    unmount();
    renderPage(<MatchListPage />, {
      path,
      login: 'team',
      api: [teamApi.get('/season', seasons), failing('get', '/match')],
    });
    await expectLoadError('de wedstrijden');
  });
});
