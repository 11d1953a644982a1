// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { seasons } from '../../testing/fixtures';
import { failing, pending, renderPage, teamApi } from '../../testing/render-page';
import SeasonListPage from './SeasonListPage';

const path = teamPaths.input.seasons.path;

describe('the seasons page', () => {
  it('lists the seasons newest first, the current one open', async () => {
    renderPage(<SeasonListPage />, { path, login: 'team', api: [teamApi.get('/season', seasons)] });
    const list = await screen.findByRole('list', { name: 'Seizoenen' });
    const [current, old] = within(list).getAllByRole('link');
    expect(current?.textContent).toBe('2026-2027Open voor invoerHuidig');
    expect(old?.textContent).toBe('2025-2026Afgesloten');
    expect(old?.getAttribute('href')).toBe(teamPaths.input.season.href(1));
  });

  it('invites the first season when there is none', async () => {
    renderPage(<SeasonListPage />, { path, login: 'team', api: [teamApi.get('/season', [])] });
    expect(await screen.findByText(/Nog geen seizoenen\. Start het eerste seizoen/)).toBeTruthy();
  });

  it('shows the loading bar, and says when the seasons could not be loaded', async () => {
    const { unmount } = renderPage(<SeasonListPage />, {
      path,
      login: 'team',
      api: [pending('get', '/season')],
    });
    expect(screen.getByRole('progressbar', { name: 'Laden' })).toBeTruthy();
    unmount();
    renderPage(<SeasonListPage />, { path, login: 'team', api: [failing('get', '/season')] });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Er is iets misgegaan bij het ophalen van de seizoenen.',
    );
  });
});
