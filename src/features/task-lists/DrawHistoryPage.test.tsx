// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TaskDraw } from '../../../domain/task-lists/draw.schema';
import { teamPaths } from '../../lib/paths';
import { eva } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi } from '../../testing/render-page';
import DrawHistoryPage from './DrawHistoryPage';

const paths = teamPaths.input;
const washing = { id: 41, name: 'Wassen', obsolete: false, season: null };
const draw: TaskDraw = {
  id: 51,
  taskListId: 41,
  player: eva,
  data: { matchId: 31, date: '2027-03-12', opponent: 'VV Noord' },
};

function openHistory(draws: TaskDraw[] | 'fails', extra = [teamApi.get('/task/41', washing)]) {
  return renderPage(<DrawHistoryPage />, {
    path: paths.draws.href(41),
    route: paths.draws.path,
    login: 'team',
    api: [
      ...extra,
      draws === 'fails' ? failing('get', '/task/41/draws') : teamApi.get('/task/41/draws', draws),
      teamApi.delete('/task/draws/51', { ok: true }),
    ],
  });
}

describe('the lotteries of a task list', () => {
  it('lists who was drawn, and deletes a draw after asking', async () => {
    const view = openHistory([draw]);
    const list = await screen.findByRole('list', { name: 'Lotingen' });
    expect(within(list).getByText('Eva Mulder')).toBeTruthy();
    expect(within(list).getByText('vr 12 mrt 2027 · tegen VV Noord')).toBeTruthy();
    expect(view.title()).toBe('Lotingen Wassen');
    await view.user.click(
      screen.getByRole('button', { name: 'Loting van Eva Mulder verwijderen' }),
    );
    expect(
      await screen.findByText(
        'Eva Mulder (vr 12 mrt 2027 · tegen VV Noord) telt dan niet meer mee.',
      ),
    ).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Loting verwijderd')).toBeTruthy();
  });

  it('says so when nothing was drawn yet', async () => {
    openHistory([]);
    expect(await screen.findByText('Geen gegevens gevonden')).toBeTruthy();
  });

  it('says when the lotteries could not be loaded', async () => {
    openHistory('fails');
    await expectLoadError('de lotingen');
  });

  it('says "Taaklijst niet gevonden" and goes back for a list the team does not have', async () => {
    const view = openHistory([], [failing('get', '/task/41', 404, { error: 'NotFound' })]);
    expect(await screen.findByText('Taaklijst niet gevonden')).toBeTruthy();
    await expect.poll(() => view.location().pathname).toBe(paths.taskLists.path);
  });
});
