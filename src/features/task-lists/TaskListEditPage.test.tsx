// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { teamPaths } from '../../lib/paths';
import { seasons } from '../../testing/fixtures';
import { conflictTests, inputValue } from '../../testing/edit-conflict';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, renderTeamPageAt, teamApi } from '../../testing/render-page';
import TaskListEditPage from './TaskListEditPage';

const paths = teamPaths.input;

describe('the task list form', () => {
  it('creates a list and goes back', async () => {
    let sent: unknown;
    const view = renderPage(<TaskListEditPage />, {
      path: paths.taskListNew.path,
      login: 'team',
      api: [
        teamApi.get('/season', seasons),
        teamApi.post('/task', ({ body }) => {
          sent = body;
          return { id: 42, name: 'Fluiten', obsolete: false, season: null };
        }),
      ],
    });
    await view.user.type(await screen.findByLabelText('Naam'), 'Fluiten');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Taaklijst toegevoegd')).toBeTruthy();
    expect(sent).toMatchObject({ name: 'Fluiten', forSeason: null });
    expect(view.location().pathname).toBe(paths.taskLists.path);
  });

  it('asks for a name, and puts a name in use on the field', async () => {
    const view = renderPage(<TaskListEditPage />, {
      path: paths.taskListNew.path,
      login: 'team',
      api: [
        teamApi.get('/season', seasons),
        failing('post', '/task', 999, { error: 'NameAlreadyExists' }),
      ],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    await view.user.type(screen.getByLabelText('Naam'), 'Wassen');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Naam bestaat al')).toBeTruthy();
  });

  it('says "Taaklijst niet gevonden" for a list the team does not have, and goes back', async () => {
    const view = renderTeamPageAt(<TaskListEditPage />, paths.taskList, 99, [
      failing('get', '/task/99', 404, { error: 'NotFound' }),
    ]);
    expect(await screen.findByText('Taaklijst niet gevonden')).toBeTruthy();
    await expect.poll(() => view.location().pathname).toBe(paths.taskLists.path);
  });

  it('says when the list could not be loaded', async () => {
    renderTeamPageAt(<TaskListEditPage />, paths.taskList, 41, [
      failing('get', '/task/41'),
      teamApi.get('/season', seasons),
    ]);
    await expectLoadError('de taaklijst');
  });
});

describe('two people editing the same task list', () => {
  const washing: TaskList = { id: 41, name: 'Wassen', obsolete: false, season: null };
  conflictTests(
    {
      readPath: '/task/41',
      initial: washing,
      apply: (current, body) => ({
        ...current,
        name: body.name as string,
        obsolete: body.obsolete as boolean,
        season: seasons.find((season) => season.id === body.forSeason) ?? null,
      }),
      open: (recordApi) =>
        renderTeamPageAt(<TaskListEditPage />, paths.taskList, 41, [
          ...recordApi,
          teamApi.get('/season', seasons),
        ]),
    },
    {
      theirs: { ...washing, name: 'Shirts wassen', season: { id: 2, description: '2026-2027' } },
      savedText: 'Taaklijst opgeslagen',
      overwrite: { label: 'Naam', replace: 'Wassen en drogen' },
      dialogShows: ['Shirts wassen', '2026-2027'],
      overwritten: (current) => expect(current).toEqual({ ...washing, name: 'Wassen en drogen' }),
      keep: {
        change: { label: 'Naam', type: ' en drogen' },
        formShows: () => {
          expect(inputValue('Naam')).toBe('Shirts wassen');
          expect(screen.getByRole('combobox', { name: 'Seizoen' }).textContent).toBe('2026-2027');
        },
      },
    },
  );
});
