// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TaskDraw } from '../../../domain/task-lists/draw.schema';
import { teamPaths } from '../../lib/paths';
import { drawPage, eva, jan } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderTeamPageAt, teamApi } from '../../testing/render-page';
import DrawHistoryPage from './DrawHistoryPage';

const paths = teamPaths.input;
const washing = { id: 41, name: 'Wassen', obsolete: false, season: null };
const draw: TaskDraw = {
  id: 51,
  taskListId: 41,
  player: eva,
  data: { matchId: 31, date: '2027-03-12', opponent: 'VV Noord' },
};

type Answer = TaskDraw[] | 'fails' | 'two pages';

/** The second page: Jan's draw, after `cursor=volgende`. */
const jansDraw: TaskDraw = {
  id: 52,
  taskListId: 41,
  player: jan,
  data: { date: '2027-03-01', description: 'Training' },
};

function drawsAnswer(draws: Answer) {
  if (draws === 'fails') return failing('get', '/task/41/draws');
  if (draws === 'two pages')
    return teamApi.get('/task/41/draws', ({ url }) =>
      url.searchParams.get('cursor') === 'volgende'
        ? drawPage([jansDraw], { count: 2 })
        : drawPage([draw], { count: 2, nextCursor: 'volgende' }),
    );
  return teamApi.get('/task/41/draws', drawPage(draws));
}

function openHistory(draws: Answer, extra = [teamApi.get('/task/41', washing)]) {
  return renderTeamPageAt(<DrawHistoryPage />, paths.draws, 41, [
    ...extra,
    drawsAnswer(draws),
    teamApi.delete('/task/draws/51', { ok: true }),
    teamApi.delete('/task/draws/52', { ok: true }),
    teamApi.post('/task/draws/52/restore', jansDraw),
  ]);
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

  it('loads the next page on request; a draw deleted there goes, and comes back on undo', async () => {
    const view = openHistory('two pages');
    const list = await screen.findByRole('list', { name: 'Lotingen' });
    expect(within(list).queryByText(/^Jan/)).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Meer laden' }));
    const jans = await within(list).findByText(/^Jan/);
    const name = jans.textContent ?? '';
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: `Loting van ${name} verwijderen` }));
    await view.user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Loting verwijderd')).toBeTruthy();
    await expect.poll(() => within(list).queryByText(/^Jan/)).toBeNull();
    await view.user.click(await screen.findByRole('button', { name: 'Ongedaan maken' }));
    expect(await within(list).findByText(/^Jan/)).toBeTruthy();
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(names[0]).toContain('Eva Mulder');
    expect(names[1]).toContain('Jan');
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
