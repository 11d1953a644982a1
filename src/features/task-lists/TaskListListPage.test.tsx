// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { teamPaths } from '../../lib/paths';
import { expectReadStates } from '../../testing/page-states';
import { renderPage, teamApi } from '../../testing/render-page';
import TaskListListPage from './TaskListListPage';

const path = teamPaths.input.taskLists.path;
const washing: TaskList = { id: 41, name: 'Wassen', obsolete: false, season: null };

describe('the task lists page', () => {
  it('lists the task lists with their lotteries, and switches one off', async () => {
    let sent: unknown;
    const view = renderPage(<TaskListListPage />, {
      path,
      login: 'team',
      api: [
        teamApi.get('/task', [washing]),
        teamApi.put('/task/41', ({ body }) => {
          sent = body;
          return { ...washing, obsolete: true };
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Taaklijsten' });
    expect(
      within(list).getByRole('link', { name: 'Lotingen van Wassen' }).getAttribute('href'),
    ).toBe(teamPaths.input.draws.href(41));
    await view.user.click(within(list).getByRole('switch', { name: 'Wassen actief' }));
    await expect.poll(() => sent).toEqual({ name: 'Wassen', forSeason: null, obsolete: true });
  });

  it('says so when there are none', async () => {
    renderPage(<TaskListListPage />, { path, login: 'team', api: [teamApi.get('/task', [])] });
    expect(await screen.findByText('Geen gegevens gevonden')).toBeTruthy();
  });

  it('waits for the task lists, and says when they could not be loaded', async () => {
    await expectReadStates(
      <TaskListListPage />,
      { path, login: 'team' },
      '/task',
      'de taaklijsten',
    );
  });
});
