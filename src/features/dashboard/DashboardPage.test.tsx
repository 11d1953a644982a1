// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FilledMatch } from '../../../domain/fill/fill.schema';
import { teamKey } from '../../lib/swr';
import {
  drawPage,
  eva,
  evasFine,
  finePage,
  hallRent,
  jan,
  lateFine,
  match,
  seasons,
  showsAll,
  team,
  transactionPage,
} from '../../testing/fixtures';
import {
  apiServer,
  failing,
  pending,
  renderPage,
  teamApi,
  TEST_TEAM,
  type Api,
} from '../../testing/render-page';
import { currentMatchesKey } from '../../resources/matches';
import { visibilityKey } from '../../resources/visibility';
import { dashboardKeys as k } from './api';
import { dashboardLoader } from './dashboard-loader';
import DashboardPage from './DashboardPage';

const visible = showsAll;
const noord = match({ id: 31, filled: true, scoreFor: 3, scoreAgainst: 1 });
const filled: FilledMatch = {
  absentPlayers: [jan],
  goals: [{ player: eva, goals: 2 }],
  fines: [{ id: 11, player: eva, type: lateFine, paid: false, card: null }],
  cards: [],
  draws: [],
};

function openDashboard(search: string, api: Api = []) {
  return renderPage(<DashboardPage nextMatch={<p>Volgende wedstrijd</p>} />, {
    path: `/${search}`,
    route: '/',
    api: [
      teamApi.get('/season', seasons),
      teamApi.get('/settings/visibility', visible),
      teamApi.get('/team', team),
      ...api,
    ],
  });
}

describe('the public dashboard', () => {
  it('opens on the newest filled match: the result, goals, fines and who was absent', async () => {
    openDashboard('', [
      teamApi.get('/match', [noord]),
      teamApi.get('/match/31/filled', filled),
      teamApi.get('/match/31/votes', {
        closesAt: '2026-09-14T10:00:00.000Z',
        open: false,
        ballots: 3,
        counts: [{ playerId: eva.id, player: eva, votes: 3 }],
        winners: [eva.id],
        candidates: [eva],
      }),
    ]);
    expect(await screen.findByRole('heading', { name: /VV Noord/ })).toBeTruthy();
    expect(screen.getByText('Volgende wedstrijd')).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText('Eva Mulder').length).toBeGreaterThan(0);
    expect(within(panel).getByText('€ 2,50')).toBeTruthy();
    expect(within(panel).getByText('Jantje')).toBeTruthy();
    expect(await within(panel).findByText('Man van de wedstrijd:')).toBeTruthy();
    expect(within(panel).getByText('(3 stemmen)')).toBeTruthy();
  });

  it('says so when the season has no filled match', async () => {
    openDashboard('', [teamApi.get('/match', [])]);
    expect(await screen.findByText('Geen wedstrijden gevonden.')).toBeTruthy();
  });

  it("shows the goals and the attendance standings, with the domain's rounding", async () => {
    const { unmount } = openDashboard('?section=goals', [
      teamApi.get('/standings/2/goals', [
        [eva, 2],
        [jan, 1],
      ]),
    ]);
    const goals = await screen.findByRole('table', { name: 'Doelpunten' });
    expect(await within(goals).findByText('Eva Mulder')).toBeTruthy();
    unmount();
    openDashboard('?section=attendance', [
      teamApi.get('/standings/2/attendance', [{ player: eva, present: 23, absent: 137 }]),
    ]);
    expect(await screen.findByText('14,38%')).toBeTruthy();
  });

  it('shows the fine pot, the fines with their totals, the transactions and the fine ranking', async () => {
    const first = openDashboard('?section=fine-pot', [
      teamApi.get('/season/2/balance', {
        unpaidFines: 2.5,
        paidFines: 10,
        transactions: -20.25,
        balance: -10.25,
      }),
    ]);
    const pot = await screen.findByRole('table', { name: 'Boetepot' });
    expect(await within(pot).findByText('− € 20,25')).toBeTruthy();
    expect(within(pot).getByText('Totaal boetes').closest('tr')?.textContent).toBe(
      'Totaal boetes€ 12,50',
    );
    first.unmount();

    const second = openDashboard('?section=fines', [
      teamApi.get('/fine', finePage([evasFine], { total: 12.5, outstanding: 2.5 })),
      teamApi.get('/standings/2/fines', [{ player: eva, total: 12.5, count: 3 }]),
    ]);
    const fines = await screen.findByRole('list', { name: 'Boetes' });
    expect(within(fines).getByText('Eva Mulder')).toBeTruthy();
    expect(screen.getByText('Totaal').parentElement?.textContent).toContain('€ 12,50');
    expect(screen.getByText('Openstaand').parentElement?.textContent).toContain('€ 2,50');
    second.unmount();

    const third = openDashboard('?section=transactions', [
      teamApi.get('/transaction', transactionPage([hallRent], { expenses: 20.25 })),
    ]);
    expect(await screen.findByText('Zaalhuur')).toBeTruthy();
    expect(screen.getByText('− € 20,25')).toBeTruthy();
    third.unmount();

    openDashboard('?section=fine-rankings', [
      teamApi.get('/standings/2/fines', [{ player: eva, total: 12.5, count: 3 }]),
    ]);
    const ranking = await screen.findByRole('table', { name: 'Boeteklassement' });
    // The player's total and the 'Totaal' row.
    expect(await within(ranking).findAllByText('€ 12,50')).toHaveLength(2);
  });

  it('loads the next page of fines when asked', async () => {
    const jansFine = { ...evasFine, id: 12, player: jan };
    const view = openDashboard('?section=fines', [
      teamApi.get('/standings/2/fines', [{ player: eva, total: 12.5, count: 3 }]),
      teamApi.get('/fine', ({ url }) =>
        url.searchParams.get('cursor') === 'volgende'
          ? finePage([jansFine])
          : finePage([evasFine], { nextCursor: 'volgende' }),
      ),
    ]);
    const fines = await screen.findByRole('list', { name: 'Boetes' });
    expect(within(fines).queryByText('Jantje')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await within(fines).findByText('Jantje')).toBeTruthy();
    expect(within(fines).getByText('Eva Mulder')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('filters the fines to one player on the server', async () => {
    const jansFine = { ...evasFine, id: 12, player: jan };
    const view = openDashboard('?section=fines', [
      teamApi.get('/standings/2/fines', [
        { player: eva, total: 2.5, count: 1 },
        { player: jan, total: 2.5, count: 1 },
      ]),
      teamApi.get('/fine', ({ url }) =>
        url.searchParams.get('playerId') === String(jan.id)
          ? finePage([jansFine])
          : finePage([evasFine, jansFine], { total: 5, outstanding: 5 }),
      ),
    ]);
    const fines = await screen.findByRole('list', { name: 'Boetes' });
    expect(await within(fines).findByText('Eva Mulder')).toBeTruthy();
    await view.user.selectOptions(screen.getByLabelText('Speler'), 'Jantje');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Boetes' })).queryByText('Eva Mulder'),
      ).toBeNull(),
    );
    expect(screen.getByText('Totaal').parentElement?.textContent).toContain('€ 2,50');
  });

  it("shows a lottery's standing and its history", async () => {
    const view = openDashboard('?section=lotteries', [
      teamApi.get('/task', [{ id: 41, name: 'Wassen', obsolete: false, season: null }]),
      teamApi.get('/standings/41/tasks/2', [
        { player: eva, count: 2 },
        { player: jan, count: 0 },
      ]),
      teamApi.get(
        '/task/41/draws',
        drawPage([
          {
            id: 51,
            taskListId: 41,
            player: eva,
            data: { matchId: 31, date: '2026-09-12', opponent: 'VV Noord' },
          },
        ]),
      ),
    ]);
    const standing = await screen.findByRole('table', { name: 'Stand van de loterij' });
    expect(await within(standing).findByText('Jantje')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Geschiedenis' }));
    const history = await screen.findByRole('list', { name: 'Geschiedenis van de loterij' });
    expect(within(history).getByText('Eva Mulder')).toBeTruthy();
  });

  it('hides the money sections from visitors when the team hides money', async () => {
    renderPage(<DashboardPage nextMatch={null} />, {
      path: '/?section=fines',
      route: '/',
      api: [
        teamApi.get('/season', seasons),
        teamApi.get('/settings/visibility', { ...visible, moneyVisible: false }),
        teamApi.get('/match', []),
      ],
    });
    expect(await screen.findByText('Geen wedstrijden gevonden.')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Boetes' })).toBeNull();
  });

  it('renders from the answers a server-rendered page brings, without asking again', async () => {
    renderPage(<DashboardPage nextMatch={null} />, {
      path: '/?section=goals',
      route: '/',
      swr: {
        [teamKey(TEST_TEAM, '/season')]: seasons,
        [teamKey(TEST_TEAM, '/settings/visibility')]: visible,
        [teamKey(TEST_TEAM, '/standings/2/goals')]: [[eva, 2]],
      },
    });
    const goals = await screen.findByRole('table', { name: 'Doelpunten' });
    expect(await within(goals).findByText('Eva Mulder')).toBeTruthy();
  });

  it('waits for the seasons, and says when a read failed', async () => {
    const first = renderPage(<DashboardPage nextMatch={null} />, {
      path: '/',
      route: '/',
      api: [
        pending('get', '/season'),
        pending('get', '/settings/visibility'),
        pending('get', '/match'),
      ],
    });
    expect((await screen.findAllByRole('progressbar')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();
    const second = renderPage(<DashboardPage nextMatch={null} />, {
      path: '/',
      route: '/',
      api: [
        failing('get', '/season'),
        teamApi.get('/settings/visibility', visible),
        pending('get', '/match'),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Er is iets misgegaan...');
    second.unmount();
    openDashboard('?section=goals', [failing('get', '/standings/2/goals')]);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe("the dashboard route's loader (in the browser)", () => {
  it('asks for what the first screen starts from before the page renders, each answer once', async () => {
    const asked: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
    };
    apiServer.events.on('request:start', onStart);
    let askedAtFirstRender: string[] | null = null;
    function NextMatchProbe() {
      askedAtFirstRender ??= [...asked];
      return null;
    }
    renderPage(<DashboardPage nextMatch={<NextMatchProbe />} />, {
      path: '/',
      route: '/',
      loader: dashboardLoader,
      api: [
        teamApi.get('/season', seasons),
        teamApi.get('/settings/visibility', visible),
        teamApi.get('/team', team),
        teamApi.get('/match', [noord]),
        teamApi.get('/match/31/filled', filled),
        pending('get', '/match/31/votes'),
      ],
    });
    try {
      expect(await screen.findByRole('heading', { name: /VV Noord/ })).toBeTruthy();
      // The loader started these at the navigation (what depends on their answers waits for
      // them); without it the hooks would start them after the first render.
      expect(askedAtFirstRender).toEqual(
        expect.arrayContaining([
          k.team(TEST_TEAM),
          visibilityKey(TEST_TEAM),
          k.seasons(TEST_TEAM),
          currentMatchesKey(TEST_TEAM),
        ]),
      );
      // The page's hooks took the loader's requests over instead of asking again.
      await waitFor(() => expect(asked).toContain(k.filledMatch(TEST_TEAM, 31)));
      expect(asked.filter((key, index) => asked.indexOf(key) !== index)).toEqual([]);
    } finally {
      apiServer.events.removeListener('request:start', onStart);
    }
  });
});
