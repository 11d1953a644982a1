// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
import { evasFine, lateFine } from '../../testing/fixtures';
import { expectLoadError } from '../../testing/page-states';
import { failing, renderPage, teamApi, type Api } from '../../testing/render-page';
import FinesPage from './FinesPage';

// The fines list is being reworked: a few checks of what a user sees, not of how.

function openFines(search: string, api: Api) {
  return renderPage(<FinesPage />, {
    path: `${teamPaths.input.fines.path}${search}`,
    route: teamPaths.input.fines.path,
    login: 'team',
    api,
  });
}

describe('the fines page', () => {
  it('lists the fines with what they add up to', async () => {
    openFines('', [teamApi.get('/fine', [evasFine])]);
    const list = await screen.findByRole('list', { name: 'Boetes' });
    expect(within(list).getByText('Eva Mulder')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bedragen' }).textContent).toContain('€ 2,50');
  });

  it('says when the fines could not be loaded', async () => {
    openFines('', [failing('get', '/fine')]);
    await expectLoadError('de boetes');
  });

  it('lists the fine types on their tab', async () => {
    openFines('?tab=types', [
      teamApi.get('/fine/types-with-has-fines', [{ ...lateFine, hasFines: true }]),
    ]);
    const list = await screen.findByRole('list', { name: 'Boetetypes' });
    expect(within(list).getByText('Te laat')).toBeTruthy();
  });
});
