// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { match, seasons } from '../../testing/fixtures';
import { expectLoadError, expectLoadingBar } from '../../testing/page-states';
import {
  editedElsewhere,
  keepTheirs,
  overwrite,
  saveIntoConflict,
} from '../../testing/edit-conflict';
import {
  failing,
  pending,
  renderPage,
  renderTeamPageAt,
  teamApi,
  type Api,
} from '../../testing/render-page';
import MatchEditPage from './MatchEditPage';

const paths = teamPaths.input;
const page = <MatchEditPage availability={(id) => <p>Wie komt er bij wedstrijd {id}</p>} />;

function openMatch(api: Api) {
  return renderTeamPageAt(page, paths.match, 31, [teamApi.get('/season', seasons), ...(api ?? [])]);
}

describe('the match form', () => {
  it('adds a match and goes back to the list', async () => {
    let sent: unknown;
    const view = renderPage(page, {
      path: paths.matchNew.path,
      login: 'team',
      api: [
        teamApi.get('/season', seasons),
        teamApi.post('/match', ({ body }) => {
          sent = body;
          return match();
        }),
      ],
    });
    expect(view.title()).toBe('Nieuwe wedstrijd');
    await view.user.type(await screen.findByLabelText('Tegenstander'), 'VV Noord');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wedstrijd toegevoegd')).toBeTruthy();
    expect(sent).toMatchObject({ opponent: 'VV Noord', matchType: 'League', home: true });
    expect(view.location().pathname).toBe(paths.matches.path);
  });

  it('asks for the opponent', async () => {
    const view = renderPage(page, {
      path: paths.matchNew.path,
      login: 'team',
      api: [teamApi.get('/season', seasons)],
    });
    await view.user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Tegenstander is verplicht')).toBeTruthy();
    expect(view.location().pathname).toBe(paths.matchNew.path);
  });

  it('shows a match with who is coming, and a filled one read-only', async () => {
    // Who's coming is asked until the match is played.
    const { unmount } = openMatch([teamApi.get('/match/31', match({ date: '2099-05-02' }))]);
    expect(((await screen.findByLabelText('Tegenstander')) as HTMLInputElement).value).toBe(
      'VV Noord',
    );
    expect(screen.getByText('Wie komt er bij wedstrijd 31')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afgelast' })).toBeTruthy();
    unmount();
    openMatch([teamApi.get('/match/31', match({ filled: true }))]);
    expect(await screen.findByRole('link', { name: 'Bekijk invulling' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
  });

  it('asks for a season first when there is none', async () => {
    renderPage(page, {
      path: paths.matchNew.path,
      login: 'team',
      api: [teamApi.get('/season', [])],
    });
    expect(
      await screen.findByText('Er is nog geen seizoen. Start eerst een seizoen.'),
    ).toBeTruthy();
  });

  it('says "Wedstrijd niet gevonden" and goes back, waits, and says when loading failed', async () => {
    const first = openMatch([failing('get', '/match/31', 404, { error: 'NotFound' })]);
    expect(await screen.findByText('Wedstrijd niet gevonden')).toBeTruthy();
    await expect.poll(() => first.location().pathname).toBe(paths.matches.path);
    first.unmount();
    const second = openMatch([pending('get', '/match/31')]);
    expectLoadingBar();
    second.unmount();
    openMatch([failing('get', '/match/31')]);
    await expectLoadError('de wedstrijd');
  });
});

describe('two people changing the same match', () => {
  const theMatch = editedElsewhere({
    readPath: '/match/31',
    initial: match({ date: '2099-05-02' }),
    apply: (current, body) => ({ ...current, ...body }),
    open: openMatch,
  });

  it('repeats the cancel that met a conflict when the user overwrites', async () => {
    const { server, view } = await theMatch.open(
      match({ date: '2099-05-02', opponent: 'VV Zuid', kickOff: '15:00' }),
      'Tegenstander',
    );

    const dialog = await saveIntoConflict(view, 'Afgelast');
    expect(within(dialog).getByText('VV Zuid')).toBeTruthy();
    expect(within(dialog).getByText('15:00')).toBeTruthy();
    expect(server.current.cancelled).toBe(false);

    await overwrite(view, dialog);
    expect(await screen.findByText('Wedstrijd afgelast')).toBeTruthy();
    expect(server.current).toMatchObject({ cancelled: true, opponent: 'VV Noord' });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });

  it('keeps their version on request: the form shows it, and a save keeps their cancel', async () => {
    const { server, view } = await theMatch.edit(
      match({ date: '2099-05-02', opponent: 'VV Zuid', cancelled: true }),
      { label: 'Tegenstander', type: ' 2' },
    );

    await keepTheirs(view, await saveIntoConflict(view));
    await waitFor(() =>
      expect((screen.getByLabelText('Tegenstander') as HTMLInputElement).value).toBe('VV Zuid'),
    );
    await view.user.type(screen.getByLabelText('Tegenstander'), '!');
    await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Wedstrijd opgeslagen')).toBeTruthy();
    expect(server.current).toMatchObject({ opponent: 'VV Zuid!', cancelled: true });
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });
});
