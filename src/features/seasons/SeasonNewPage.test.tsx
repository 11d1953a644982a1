// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { NewSeasonCheck } from '../../../domain/seasons/season.schema';
import { teamPaths } from '../../lib/paths';
import { eva, jan, piet, seasons } from '../../testing/fixtures';
import { expectLoadingBar } from '../../testing/page-states';
import { pending, renderPage, teamApi } from '../../testing/render-page';
import SeasonNewPage from './SeasonNewPage';

const clear: NewSeasonCheck = {
  current: { id: 2, description: '2026-2027' },
  unfilledMatches: [],
  unpaidFines: 0,
  futureMatches: [],
};

function openWizard(check: NewSeasonCheck | 'loads' = clear) {
  return renderPage(<SeasonNewPage />, {
    path: teamPaths.input.seasonNew.path,
    login: 'team',
    api: [
      teamApi.get('/player', [eva, jan, piet]),
      teamApi.get('/season', seasons),
      check === 'loads'
        ? pending('get', '/season/new-season-check')
        : teamApi.get('/season/new-season-check', check),
    ],
  });
}

describe('the new-season wizard', () => {
  it('asks for a name that is not taken, then offers the active players', async () => {
    const view = openWizard();
    const name = await screen.findByLabelText('Seizoen');
    await view.user.clear(name);
    await view.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Seizoen is verplicht')).toBeTruthy();

    await view.user.type(name, '2026-2027');
    await view.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText('Seizoen bestaat al')).toBeTruthy();

    await view.user.clear(name);
    await view.user.type(name, '2027-2028');
    await view.user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(
      ((await screen.findByRole('checkbox', { name: /Eva Mulder/ })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: /Piet Bakker/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('says what keeps the current season open, with a way to finish it', async () => {
    openWizard({
      ...clear,
      unfilledMatches: [{ id: 31, date: '2026-09-12', opponent: 'VV Noord' }],
      unpaidFines: 2,
    });
    expect(await screen.findByText('Seizoen heeft nog niet ingevulde wedstrijden')).toBeTruthy();
    expect(screen.getByText('Seizoen heeft nog niet betaalde boetes')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('waits for what it needs', () => {
    openWizard('loads');
    expectLoadingBar();
  });
});
