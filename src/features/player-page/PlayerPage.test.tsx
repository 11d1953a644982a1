// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Fine } from '../../../domain/fines/fine.schema';
import type { PlayerPage as PlayerPageData } from '../../../domain/player-page/player-page.schema';
import { teamPaths } from '../../lib/paths';
import { finePage, lateFine } from '../../testing/fixtures';
import { apiServer, failing, pending, renderPage, teamApi } from '../../testing/render-page';
import PlayerPage from './PlayerPage';

const eva = { id: 3, firstName: 'Eva', lastName: 'Mulder', nickName: null, active: true };

const page = (changes: Partial<PlayerPageData> = {}): PlayerPageData => ({
  player: eva,
  seasonId: 2,
  goals: 4,
  cards: { yellow: 0, red: 0 },
  titles: 0,
  attendance: { present: 9, absent: 3 },
  fineTotals: { count: 2, total: 2.5, outstanding: 2.5 },
  openAmount: 2.5,
  draws: [{ id: 5, taskList: 'Wassen', date: '2026-09-21', description: 'vs Voorschoten 97' }],
  ...changes,
});

const matchFine: Fine = {
  id: 11,
  player: eva,
  seasonId: 2,
  type: { ...lateFine, matchRelated: true },
  data: { matchId: 31, date: '2026-09-14', opponent: 'VV Noord' },
  paid: false,
};
const taskFine: Fine = {
  id: 12,
  player: eva,
  seasonId: 2,
  type: { ...lateFine, id: 22, description: 'Kleedkamer', amount: null, task: 'Shirts wassen' },
  data: { date: '2026-09-21', description: '' },
  paid: true,
};
/** His fines, a page of the paged fine list each, the second after `cursor=volgende`. */
const fines = teamApi.get('/fine', ({ url }) =>
  url.searchParams.get('playerId') !== '3' || url.searchParams.get('seasonId') !== '2'
    ? finePage([])
    : url.searchParams.get('cursor') === 'volgende'
      ? finePage([taskFine], { count: 2 })
      : finePage([matchFine], { count: 2, nextCursor: 'volgende' }),
);

const visibility = { names: 'Full', money: true, payByQr: false };

function openPlayerPage(answer: PlayerPageData | 'fails' | 'loads', login?: 'user') {
  return renderPage(<PlayerPage />, {
    path: teamPaths.player.href(3),
    route: teamPaths.player.path,
    login,
    api: [
      answer === 'fails'
        ? failing('get', '/player/3/page')
        : answer === 'loads'
          ? pending('get', '/player/3/page')
          : teamApi.get('/player/3/page', answer),
      teamApi.get('/settings/visibility', visibility),
      fines,
    ],
  });
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('the player page', () => {
  it('shows the season of the player: goals, attendance, fines and tasks', async () => {
    const view = openPlayerPage(page());
    expect(await screen.findByRole('heading', { name: 'Eva Mulder' })).toBeTruthy();
    expect(view.title()).toBe('Eva Mulder');
    expect(within(row('Doelpunten')).getByText('4')).toBeTruthy();
    expect(within(row('Aanwezig')).getByText('9 van 12')).toBeTruthy();
    expect(within(row('Aanwezig')).getByText('75,00%')).toBeTruthy();
    expect(screen.getByText(/^Open:/).textContent).toBe('Open: € 2,50');
    expect(within(row('Wassen')).getByText('vs Voorschoten 97, 21-09-2026')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Boetes van de speler' });
    expect(within(row('Te laat')).getByText('tegen VV Noord, 14-09-2026')).toBeTruthy();
    expect(within(row('Te laat')).getByText('€ 2,50')).toBeTruthy();
    expect(within(list).queryByText('Kleedkamer')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await within(list).findByText('Kleedkamer')).toBeTruthy();
    expect(within(row('Kleedkamer')).getByText('Shirts wassen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('rounds attendance as the dashboard does (23 of 160 is 14,38%)', async () => {
    openPlayerPage(page({ attendance: { present: 23, absent: 137 } }));
    await screen.findByRole('heading', { name: 'Eva Mulder' });
    expect(within(row('Aanwezig')).getByText('23 van 160')).toBeTruthy();
    expect(within(row('Aanwezig')).getByText('14,38%')).toBeTruthy();
  });

  it('says when there is nothing yet, and hides money a visitor may not see', async () => {
    openPlayerPage(page({ attendance: null, fineTotals: null, openAmount: null, draws: [] }));
    await screen.findByRole('heading', { name: 'Eva Mulder' });
    expect(within(row('Aanwezig')).getByText('–')).toBeTruthy();
    expect(screen.getByText('Boetes zijn alleen zichtbaar voor teamleden')).toBeTruthy();
    expect(screen.getByText('Geen gegevens bekend')).toBeTruthy();
  });

  it('says so when the player has no fines', async () => {
    openPlayerPage(page({ fineTotals: { count: 0, total: 0, outstanding: 0 }, openAmount: 0 }));
    expect(await screen.findByText('Geen boetes gevonden')).toBeTruthy();
    expect(screen.getByText(/^Open:/).textContent).toBe('Open: € 0,-');
  });

  it('offers a team admin the payment request on WhatsApp', async () => {
    openPlayerPage(page(), 'user');
    const share = await screen.findByRole('link', { name: 'Betaalverzoek delen via WhatsApp' });
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toContain(
      'Hoi Eva Mulder, je hebt nog € 2,50 aan boetes openstaan.',
    );
  });

  it('tells a team admin the pay button waits for an IBAN, and where to set it', async () => {
    openPlayerPage(page(), 'user');
    const missing = await screen.findByText(
      /Betalen met een QR-code kan zodra het team een IBAN heeft/,
    );
    expect(within(missing).getByRole('link', { name: 'IBAN instellen' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(screen.queryByRole('button', { name: /betalen$/ })).toBeNull();
  });

  it('shows a visitor no word of a missing IBAN', async () => {
    openPlayerPage(page());
    await screen.findByRole('heading', { name: 'Eva Mulder' });
    expect(screen.queryByText(/IBAN/)).toBeNull();
  });

  it('shows placeholders while it loads', () => {
    openPlayerPage('loads');
    expect(screen.getByRole('progressbar', { name: 'Boetes van de speler laden' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Taken van de speler laden' })).toBeTruthy();
    expect(screen.queryByText('Geen boetes gevonden')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the page could not be loaded, and tries again', async () => {
    const view = openPlayerPage('fails');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Er is iets misgegaan');
    apiServer.use(teamApi.get('/player/3/page', page()));
    await view.user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Eva Mulder' })).toBeTruthy();
  });
});
