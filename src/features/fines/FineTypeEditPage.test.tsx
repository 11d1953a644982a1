// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import {
  conflictTests,
  inputValue,
  keepTheirs,
  saveIntoConflict,
} from '../../testing/edit-conflict';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, renderTeamPageAt, teamApi } from '../../testing/render-page';
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
    renderTeamPageAt(<FineTypeEditPage />, paths.fineType, 21, [
      failing('get', '/fine/types-with-has-fines/21'),
    ]);
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
  const theirs = { ...late, description: 'Te laat (training)', amount: 5 };
  const fineType = conflictTests(
    {
      readPath: '/fine/types-with-has-fines/21',
      writePath: '/fine/types/21',
      initial: late,
      apply: (current, body) => ({ ...current, ...body }),
      open: (recordApi) => renderTeamPageAt(<FineTypeEditPage />, paths.fineType, 21, recordApi),
    },
    {
      theirs,
      savedText: 'Boetetype opgeslagen',
      overwrite: { label: 'Bedrag', replace: '3' },
      dialogShows: ['Te laat (training)', '€ 5,-'],
      overwritten: (current) =>
        expect(current).toMatchObject({ description: 'Te laat', amount: 3 }),
    },
  );

  it('keeps their version on request: the form shows their amount, and saves over it', async () => {
    const { server, view } = await fineType.edit(theirs, { label: 'Bedrag', replace: '3' });

    await keepTheirs(view, await saveIntoConflict(view));
    expect(inputValue('Omschrijving')).toBe('Te laat (training)');
    expect(inputValue('Bedrag')).toBe('5,00');
    expect(server.current).toEqual(theirs);

    await view.user.type(screen.getByLabelText('Omschrijving'), '!');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Boetetype opgeslagen')).toBeTruthy();
    expect(server.current).toMatchObject({ description: 'Te laat (training)!', amount: 5 });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });
});
