// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { seasons } from '../../testing/fixtures';
import { expectReadStates } from '../../testing/page-states';
import { renderPage, teamApi } from '../../testing/render-page';
import ExportsPage from './ExportsPage';

const path = teamPaths.input.exports.path;

describe('the exports page', () => {
  it("offers each season's report and CSV files", async () => {
    renderPage(<ExportsPage />, { path, login: 'team', api: [teamApi.get('/season', seasons)] });
    const current = await screen.findByRole('region', { name: 'Seizoen 2026-2027' });
    expect(within(current).getByText('Huidig')).toBeTruthy();
    expect(
      within(current)
        .getByRole('link', { name: /Kasverslag/ })
        .getAttribute('href'),
    ).toBe('http://localhost:3000/api/demo/export/2/report.html');
    expect(
      within(current)
        .getByRole('link', { name: /Transacties/ })
        .getAttribute('href'),
    ).toBe('http://localhost:3000/api/demo/export/2/transactions.csv');
    expect(screen.getByRole('region', { name: 'Seizoen 2025-2026' })).toBeTruthy();
  });

  it('says so when there is no season yet', async () => {
    renderPage(<ExportsPage />, { path, login: 'team', api: [teamApi.get('/season', [])] });
    expect(await screen.findByText('Geen gegevens gevonden')).toBeTruthy();
  });

  it('waits for the seasons, and says when they could not be loaded', async () => {
    await expectReadStates(<ExportsPage />, { path, login: 'team' }, '/season', 'de seizoenen');
  });
});
