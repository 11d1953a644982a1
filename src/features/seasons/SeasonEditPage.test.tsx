// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SeasonDetail } from '../../../domain/seasons/season.schema';
import { teamPaths } from '../../lib/paths';
import { eva, jan, piet } from '../../testing/fixtures';
import {
  editedElsewhere,
  keepTheirs,
  overwrite,
  saveIntoConflict,
} from '../../testing/edit-conflict';
import { expectLoadError, expectLoadingBar } from '../../testing/page-states';
import { failing, pending, renderPage, teamApi } from '../../testing/render-page';
import SeasonEditPage from './SeasonEditPage';

const paths = teamPaths.input;
const current: SeasonDetail = { id: 2, description: '2026-2027', locked: false, playerIds: [3] };

function openSeason(
  season: SeasonDetail | 'fails' | 'loads',
  put = teamApi.put('/season/2', current),
) {
  return renderPage(<SeasonEditPage />, {
    path: paths.season.href(2),
    route: paths.season.path,
    login: 'team',
    api: [
      season === 'fails'
        ? failing('get', '/season/2')
        : season === 'loads'
          ? pending('get', '/season/2')
          : teamApi.get('/season/2', season),
      teamApi.get('/player', [eva, jan, piet]),
      put,
    ],
  });
}

describe('the season page', () => {
  it('saves the description and the players of the open season', async () => {
    let sent: unknown;
    const view = openSeason(
      current,
      teamApi.put('/season/2', ({ body }) => {
        sent = body;
        return current;
      }),
    );
    const jantje = await screen.findByRole('checkbox', { name: /Jantje/ });
    await view.user.click(jantje);
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Seizoen opgeslagen')).toBeTruthy();
    expect(sent).toEqual({ description: '2026-2027', playerIds: [3, 4] });
    expect(view.location().pathname).toBe(paths.seasons.path);
  });

  it('asks for a description', async () => {
    const view = openSeason(current);
    await view.user.clear(await screen.findByLabelText('Omschrijving'));
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Omschrijving is verplicht')).toBeTruthy();
  });

  it("shows a locked season's players without letting them change", async () => {
    openSeason({ id: 1, description: '2025-2026', locked: true, playerIds: [3, 5] });
    expect(
      await screen.findByText(
        'Dit seizoen is afgesloten. Alleen de omschrijving kan nog worden aangepast.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Eva Mulder')).toBeTruthy();
    expect(screen.getByText('Piet Bakker')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('waits for the season, and says when it could not be loaded', async () => {
    const { unmount } = openSeason('loads');
    expectLoadingBar();
    unmount();
    openSeason('fails');
    await expectLoadError('het seizoen');
  });
});

describe('two people editing the same season', () => {
  const season = editedElsewhere({
    readPath: '/season/2',
    writePath: '/season/2',
    initial: current,
    apply: (now, body) => ({ ...now, ...body }),
    open: (recordApi) =>
      renderPage(<SeasonEditPage />, {
        path: paths.season.href(2),
        route: paths.season.path,
        login: 'team',
        api: [...recordApi, teamApi.get('/player', [eva, jan, piet])],
      }),
  });
  const theirs = { ...current, description: 'Seizoen 2026-2027', playerIds: [3, 4] };

  it('says someone else changed it, shows what it says now, and overwrites on request', async () => {
    const { server, view } = await season.edit(theirs, { label: 'Omschrijving', replace: '26/27' });

    const dialog = await saveIntoConflict(view);
    expect(within(dialog).getByText('Seizoen 2026-2027')).toBeTruthy();
    expect(within(dialog).getByText(/Jantje/)).toBeTruthy();

    await overwrite(view, dialog);
    expect(await screen.findByText('Seizoen opgeslagen')).toBeTruthy();
    expect(server.current).toEqual({ ...current, description: '26/27' });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });

  it('keeps their version on request: the form shows it, and nothing is sent', async () => {
    const { server, view } = await season.edit(theirs, { label: 'Omschrijving', type: '!' });

    await keepTheirs(view, await saveIntoConflict(view));
    expect((screen.getByLabelText('Omschrijving') as HTMLInputElement).value).toBe(
      'Seizoen 2026-2027',
    );
    expect((screen.getByRole('checkbox', { name: /Jantje/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(server.current).toEqual(theirs);
    expect(server.ifMatches).toEqual(['"v1"']);
  });
});
