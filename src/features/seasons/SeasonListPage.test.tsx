// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { seasons } from '../../testing/fixtures';
import { expectReadStates } from '../../testing/page-states';
import { renderPage, teamApi } from '../../testing/render-page';
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
    await expectReadStates(<SeasonListPage />, { path, login: 'team' }, '/season', 'de seizoenen');
  });
});
