// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayerCreateInput } from '../../../domain/players/player.schema';
import { teamPaths } from '../../lib/paths';
import { eva, seasons } from '../../testing/fixtures';
import { conflictTests, inputValue } from '../../testing/edit-conflict';
import { expectLoadingBar } from '../../testing/page-states';
import { failing, pending, renderPage, renderTeamPageAt, teamApi } from '../../testing/render-page';
import PlayerEditPage from './PlayerEditPage';

const paths = teamPaths.input;

function openNew(api = [teamApi.get('/season', seasons)]) {
  return renderPage(<PlayerEditPage />, { path: paths.playerNew.path, login: 'team', api });
}

function openEva(api = [teamApi.get('/player/3', eva), teamApi.get('/season', seasons)]) {
  return renderTeamPageAt(<PlayerEditPage />, paths.player, 3, api);
}

describe('the player form', () => {
  it('adds a new player to the current season and goes back to the list', async () => {
    let sent: PlayerCreateInput | undefined;
    const view = openNew([
      teamApi.get('/season', seasons),
      teamApi.post('/player', ({ body }) => {
        sent = body as PlayerCreateInput;
        return { ...eva, id: 9 };
      }),
    ]);
    expect(view.title()).toBe('Nieuwe speler');
    await view.user.type(screen.getByLabelText('Voornaam'), 'Eva');
    await view.user.type(screen.getByLabelText('Achternaam'), 'Mulder');
    expect(
      await screen.findByText('Dan doet de speler meteen mee in seizoen 2026-2027.'),
    ).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Speler toegevoegd')).toBeTruthy();
    expect(view.location().pathname).toBe(paths.players.path);
    expect(sent).toEqual({
      firstName: 'Eva',
      lastName: 'Mulder',
      nickName: null,
      active: true,
      addToCurrentSeason: true,
    });
  });

  it('says in Dutch which field is missing or too long, and sends nothing', async () => {
    const view = openNew();
    await view.user.type(screen.getByLabelText('Bijnaam (optioneel)'), 'x'.repeat(31));
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Voornaam is verplicht')).toBeTruthy();
    expect(screen.getByText('Achternaam is verplicht')).toBeTruthy();
    expect(screen.getByText('Bijnaam mag maximaal 30 tekens lang zijn')).toBeTruthy();
    expect(view.location().pathname).toBe(paths.playerNew.path);
  });

  it('puts a name that exists already on the name fields', async () => {
    const view = openEva([
      teamApi.get('/player/3', eva),
      teamApi.get('/season', seasons),
      failing('put', '/player/3', 999, { error: 'NameAlreadyExists' }),
    ]);
    const first = await screen.findByLabelText('Voornaam');
    expect((first as HTMLInputElement).value).toBe('Eva');
    expect(screen.getByRole('switch', { name: 'Actief' })).toBeTruthy();
    await view.user.type(screen.getByLabelText('Achternaam'), 's');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Naam bestaat al')).toHaveLength(2);
    expect(view.location().pathname).toBe(paths.player.href(3));
  });

  it('says "Speler niet gevonden" and goes back for a player the team does not have', async () => {
    const view = openEva([failing('get', '/player/3', 404, { error: 'NotFound' })]);
    expect(await screen.findByText('Speler niet gevonden')).toBeTruthy();
    await waitFor(() => expect(view.location().pathname).toBe(paths.players.path));
  });

  it('waits for the player', async () => {
    openEva([pending('get', '/player/3'), teamApi.get('/season', seasons)]);
    expectLoadingBar();
  });

  it('offers to try again when the player could not be loaded', async () => {
    openEva([failing('get', '/player/3'), teamApi.get('/season', seasons)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Er is iets misgegaan bij het ophalen van de speler.');
  });
});

describe('anonymising a player who left', () => {
  const gone = { ...eva, active: false };
  function openGone(login: 'user' | 'team', api: Parameters<typeof renderPage>[1]['api'] = []) {
    return renderPage(<PlayerEditPage />, {
      path: paths.player.href(3),
      route: paths.player.path,
      login,
      api: [teamApi.get('/player/3', gone), teamApi.get('/season', seasons), ...(api ?? [])],
    });
  }

  it('asks first, then makes him "Oud-speler N" and goes back to the list', async () => {
    let called = false;
    const view = openGone('user', [
      teamApi.post('/player/3/anonymise', () => {
        called = true;
        return { ...gone, firstName: 'Oud-speler', lastName: '1' };
      }),
    ]);
    await view.user.click(await screen.findByRole('button', { name: 'Anonimiseren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Speler anonimiseren?' });
    expect(called).toBe(false);
    await view.user.click(within(dialog).getByRole('button', { name: 'Anonimiseren' }));
    expect(await screen.findByText('Speler geanonimiseerd: Oud-speler 1')).toBeTruthy();
    expect(called).toBe(true);
    expect(view.location().pathname).toBe(paths.players.path);
  });

  it('is not offered to a pin member', async () => {
    openGone('team');
    expect(await screen.findByLabelText('Voornaam')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anonimiseren' })).toBeNull();
  });
});

describe('two people editing the same player', () => {
  conflictTests(
    {
      readPath: '/player/3',
      initial: eva,
      apply: (current, body) => ({ ...current, ...body }),
      open: (recordApi) => openEva([...recordApi, teamApi.get('/season', seasons)]),
    },
    {
      theirs: { ...eva, lastName: 'Mulder-de Boer', nickName: 'Eef' },
      savedText: 'Speler opgeslagen',
      overwrite: { label: 'Voornaam', replace: 'Evi' },
      dialogShows: ['Mulder-de Boer', 'Eef'],
      overwritten: (current) =>
        expect(current).toMatchObject({ firstName: 'Evi', lastName: 'Mulder', nickName: null }),
      keep: {
        change: { label: 'Voornaam', type: 'tje' },
        formShows: () => {
          expect(inputValue('Voornaam')).toBe('Eva');
          expect(inputValue('Achternaam')).toBe('Mulder-de Boer');
          expect(inputValue('Bijnaam (optioneel)')).toBe('Eef');
        },
      },
    },
  );
});
