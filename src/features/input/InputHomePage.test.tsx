// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { match, seasons } from '../../testing/fixtures';
import { pending, renderPage, teamApi, type Api } from '../../testing/render-page';
import InputHomePage from './InputHomePage';

const paths = teamPaths.input;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 8, 20, 12, 0));
});
afterEach(() => vi.useRealTimers());

function openHome(api: Api) {
  return renderPage(<InputHomePage />, { path: paths.root.path, login: 'team', api });
}

describe('the /input home page', () => {
  it('puts the played matches to fill in first, then quick actions and the menu', async () => {
    openHome([
      teamApi.get('/season', seasons),
      teamApi.get('/match', [
        match({ id: 31, date: '2026-09-12', opponent: 'VV Noord' }),
        match({ id: 32, date: '2026-09-26', opponent: 'Blauw' }),
      ]),
    ]);
    expect(await screen.findByText('In te vullen')).toBeTruthy();
    expect(screen.getByText('VV Noord')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invullen' }).getAttribute('href')).toBe(
      paths.matchFill.href(31),
    );
    const quick = screen.getByRole('group', { name: 'Snel toevoegen' });
    expect(within(quick).getByRole('link', { name: 'Nieuwe boete' }).getAttribute('href')).toBe(
      paths.fineNew.path,
    );
    expect(screen.getByRole('link', { name: /Taaklijsten/ }).getAttribute('href')).toBe(
      paths.taskLists.path,
    );
  });

  it('shows the next match when nothing is left to fill in', async () => {
    openHome([
      teamApi.get('/season', seasons),
      teamApi.get('/match', [match({ id: 32, date: '2026-09-26', opponent: 'Blauw' })]),
    ]);
    expect(await screen.findByText('Volgende wedstrijd')).toBeTruthy();
    expect(screen.getByText('Blauw')).toBeTruthy();
  });

  it('asks for the first season on a new team', async () => {
    openHome([teamApi.get('/season', []), teamApi.get('/match', [])]);
    expect(
      await screen.findByText(
        'Start eerst een seizoen; daarna kun je wedstrijden, boetes en transacties invoeren.',
      ),
    ).toBeTruthy();
  });

  it('offers the menu while the matches load', () => {
    openHome([pending('get', '/season'), pending('get', '/match')]);
    expect(screen.getByRole('group', { name: 'Snel toevoegen' })).toBeTruthy();
    expect(screen.queryByText('In te vullen')).toBeNull();
  });
});
