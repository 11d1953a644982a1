// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlayerPage as PlayerPageData } from '../../../domain/player-page/player-page.schema';
import { teamPaths } from '../../lib/paths';
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
  fines: [
    {
      id: 11,
      date: '2026-09-14',
      type: 'Te laat',
      description: 'vs VV Noord',
      amount: 2.5,
      task: null,
      paid: false,
    },
    {
      id: 12,
      date: '2026-09-21',
      type: 'Kleedkamer',
      description: '',
      amount: null,
      task: 'Shirts wassen',
      paid: true,
    },
  ],
  openAmount: 2.5,
  draws: [{ id: 5, taskList: 'Wassen', date: '2026-09-21', description: 'vs Voorschoten 97' }],
  ...changes,
});

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
    expect(within(row('Te laat')).getByText('vs VV Noord, 14-09-2026')).toBeTruthy();
    expect(within(row('Kleedkamer')).getByText('Shirts wassen')).toBeTruthy();
    expect(within(row('Wassen')).getByText('vs Voorschoten 97, 21-09-2026')).toBeTruthy();
  });

  it('rounds attendance as the dashboard does (23 of 160 is 14,38%)', async () => {
    openPlayerPage(page({ attendance: { present: 23, absent: 137 } }));
    await screen.findByRole('heading', { name: 'Eva Mulder' });
    expect(within(row('Aanwezig')).getByText('23 van 160')).toBeTruthy();
    expect(within(row('Aanwezig')).getByText('14,38%')).toBeTruthy();
  });

  it('says when there is nothing yet, and hides money a visitor may not see', async () => {
    openPlayerPage(page({ attendance: null, fines: null, openAmount: null, draws: [] }));
    await screen.findByRole('heading', { name: 'Eva Mulder' });
    expect(within(row('Aanwezig')).getByText('–')).toBeTruthy();
    expect(screen.getByText('Boetes zijn alleen zichtbaar voor teamleden')).toBeTruthy();
    expect(screen.getByText('Geen gegevens bekend')).toBeTruthy();
  });

  it('says so when the player has no fines', async () => {
    openPlayerPage(page({ fines: [], openAmount: 0 }));
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
