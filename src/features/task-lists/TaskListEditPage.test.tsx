// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { teamPaths } from '../../lib/paths';
import { seasons } from '../../testing/fixtures';
import {
  editedElsewhere,
  keepTheirs,
  overwrite,
  saveIntoConflict,
} from '../../testing/edit-conflict';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi } from '../../testing/render-page';
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
    const view = renderPage(<TaskListEditPage />, {
      path: paths.taskList.href(99),
      route: paths.taskList.path,
      login: 'team',
      api: [failing('get', '/task/99', 404, { error: 'NotFound' })],
    });
    expect(await screen.findByText('Taaklijst niet gevonden')).toBeTruthy();
    await expect.poll(() => view.location().pathname).toBe(paths.taskLists.path);
  });

  it('says when the list could not be loaded', async () => {
    renderPage(<TaskListEditPage />, {
      path: paths.taskList.href(41),
      route: paths.taskList.path,
      login: 'team',
      api: [failing('get', '/task/41'), teamApi.get('/season', seasons)],
    });
    await expectLoadError('de taaklijst');
  });
});

describe('two people editing the same task list', () => {
  const washing: TaskList = { id: 41, name: 'Wassen', obsolete: false, season: null };
  const taskList = editedElsewhere({
    readPath: '/task/41',
    writePath: '/task/41',
    initial: washing,
    apply: (current, body) => ({
      ...current,
      name: body.name as string,
      obsolete: body.obsolete as boolean,
      season: seasons.find((season) => season.id === body.forSeason) ?? null,
    }),
    open: (recordApi) =>
      renderPage(<TaskListEditPage />, {
        path: paths.taskList.href(41),
        route: paths.taskList.path,
        login: 'team',
        api: [...recordApi, teamApi.get('/season', seasons)],
      }),
  });
  const theirs = { ...washing, name: 'Shirts wassen', season: { id: 2, description: '2026-2027' } };

  it('says someone else changed it, shows what it says now, and overwrites on request', async () => {
    const { server, view } = await taskList.edit(theirs, {
      label: 'Naam',
      replace: 'Wassen en drogen',
    });

    const dialog = await saveIntoConflict(view);
    expect(within(dialog).getByText('Shirts wassen')).toBeTruthy();
    expect(within(dialog).getByText('2026-2027')).toBeTruthy();

    await overwrite(view, dialog);
    expect(await screen.findByText('Taaklijst opgeslagen')).toBeTruthy();
    expect(server.current).toEqual({ ...washing, name: 'Wassen en drogen' });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });

  it('keeps their version on request: the form shows it, and nothing is sent', async () => {
    const { server, view } = await taskList.edit(theirs, { label: 'Naam', type: ' en drogen' });

    await keepTheirs(view, await saveIntoConflict(view));
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('Shirts wassen');
    expect(screen.getByRole('combobox', { name: 'Seizoen' }).textContent).toBe('2026-2027');
    expect(server.current).toEqual(theirs);
    expect(server.ifMatches).toEqual(['"v1"']);
  });
});
