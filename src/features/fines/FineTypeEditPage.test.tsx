// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import {
  editedElsewhere,
  keepTheirs,
  overwrite,
  saveIntoConflict,
} from '../../testing/edit-conflict';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi } from '../../testing/render-page';
import FineTypeEditPage from './FineTypeEditPage';

const paths = teamPaths.input;

describe('the fine type form', () => {
  it('asks for a description and an amount or a task', async () => {
    const view = renderPage(<FineTypeEditPage />, { path: paths.fineTypeNew.path, login: 'team' });
    await view.user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Omschrijving is verplicht')).toBeTruthy();
    expect(screen.getByText('Bedrag of taak is verplicht')).toBeTruthy();
  });

  it('says when the type could not be loaded', async () => {
    renderPage(<FineTypeEditPage />, {
      path: paths.fineType.href(21),
      route: paths.fineType.path,
      login: 'team',
      api: [failing('get', '/fine/types-with-has-fines/21')],
    });
    await expectLoadError('de boetetypes');
  });

  it('saves a new type and goes back to the types', async () => {
    let sent: unknown;
    const view = renderPage(<FineTypeEditPage />, {
      path: paths.fineTypeNew.path,
      login: 'team',
      api: [
        teamApi.post('/fine/types', ({ body }) => {
          sent = body;
          return {
            id: 22,
            description: 'Rode kaart',
            matchRelated: false,
            amount: 10,
            task: null,
            obsolete: false,
          };
        }),
      ],
    });
    await view.user.type(await screen.findByLabelText('Omschrijving'), 'Rode kaart');
    await view.user.type(screen.getByLabelText('Bedrag'), '10');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Boetetype opgeslagen')).toBeTruthy();
    expect(sent).toMatchObject({ description: 'Rode kaart', amount: 10, task: null });
  });
});

describe('two people editing the same fine type', () => {
  const late = {
    id: 21,
    description: 'Te laat',
    matchRelated: true,
    amount: 2.5,
    task: null,
    obsolete: false,
    hasFines: false,
  };
  const fineType = editedElsewhere({
    readPath: '/fine/types-with-has-fines/21',
    writePath: '/fine/types/21',
    initial: late,
    apply: (current, body) => ({ ...current, ...body }),
    open: (recordApi) =>
      renderPage(<FineTypeEditPage />, {
        path: paths.fineType.href(21),
        route: paths.fineType.path,
        login: 'team',
        api: recordApi,
      }),
  });
  const theirs = { ...late, description: 'Te laat (training)', amount: 5 };

  it('says someone else changed it, shows what it says now, and overwrites on request', async () => {
    const { server, view } = await fineType.edit(theirs, { label: 'Bedrag', replace: '3' });

    const dialog = await saveIntoConflict(view);
    expect(within(dialog).getByText('Te laat (training)')).toBeTruthy();
    expect(within(dialog).getByText('€ 5,-')).toBeTruthy();
    expect(server.current).toEqual(theirs);

    await overwrite(view, dialog);
    expect(await screen.findByText('Boetetype opgeslagen')).toBeTruthy();
    expect(server.current).toMatchObject({ description: 'Te laat', amount: 3 });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });

  it('keeps their version on request: the form shows their amount, and saves over it', async () => {
    const { server, view } = await fineType.edit(theirs, { label: 'Bedrag', replace: '3' });

    await keepTheirs(view, await saveIntoConflict(view));
    expect((screen.getByLabelText('Omschrijving') as HTMLInputElement).value).toBe(
      'Te laat (training)',
    );
    expect((screen.getByLabelText('Bedrag') as HTMLInputElement).value).toBe('5,00');
    expect(server.current).toEqual(theirs);

    await view.user.type(screen.getByLabelText('Omschrijving'), '!');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Boetetype opgeslagen')).toBeTruthy();
    expect(server.current).toMatchObject({ description: 'Te laat (training)!', amount: 5 });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });
});
