// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SeasonDetail } from '../../../domain/seasons/season.schema';
import { teamPaths } from '../../lib/paths';
import { eva, jan, piet } from '../../testing/fixtures';
import { conflictTests, inputValue } from '../../testing/edit-conflict';
import { expectLoadError, expectLoadingBar } from '../../testing/page-states';
import { failing, pending, renderTeamPageAt, teamApi } from '../../testing/render-page';
import SeasonEditPage from './SeasonEditPage';

const paths = teamPaths.input;
const current: SeasonDetail = { id: 2, description: '2026-2027', locked: false, playerIds: [3] };

function openSeason(
  season: SeasonDetail | 'fails' | 'loads',
  put = teamApi.put('/season/2', current),
) {
  return renderTeamPageAt(<SeasonEditPage />, paths.season, 2, [
    season === 'fails'
      ? failing('get', '/season/2')
      : season === 'loads'
        ? pending('get', '/season/2')
        : teamApi.get('/season/2', season),
    teamApi.get('/player', [eva, jan, piet]),
    put,
  ]);
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
  conflictTests(
    {
      readPath: '/season/2',
      initial: current,
      apply: (now, body) => ({ ...now, ...body }),
      open: (recordApi) =>
        renderTeamPageAt(<SeasonEditPage />, paths.season, 2, [
          ...recordApi,
          teamApi.get('/player', [eva, jan, piet]),
        ]),
    },
    {
      theirs: { ...current, description: 'Seizoen 2026-2027', playerIds: [3, 4] },
      savedText: 'Seizoen opgeslagen',
      overwrite: { label: 'Omschrijving', replace: '26/27' },
      dialogShows: ['Seizoen 2026-2027', /Jantje/],
      overwritten: (saved) => expect(saved).toEqual({ ...current, description: '26/27' }),
      keep: {
        change: { label: 'Omschrijving', type: '!' },
        formShows: () => {
          expect(inputValue('Omschrijving')).toBe('Seizoen 2026-2027');
          const jantje = screen.getByRole('checkbox', { name: /Jantje/ }) as HTMLInputElement;
          expect(jantje.checked).toBe(true);
        },
      },
    },
  );
});
