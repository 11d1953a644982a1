// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { seasons } from '../../testing/fixtures';
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
