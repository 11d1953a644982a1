// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { teamPaths } from '../../lib/paths';
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
