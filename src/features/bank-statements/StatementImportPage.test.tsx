// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StatementResult } from '../../../domain/bank-statements/statement.schema';
import { teamPaths } from '../../lib/paths';
import { eva } from '../../testing/fixtures';
import { failing, renderPage, teamApi, type Api } from '../../testing/render-page';
import StatementImportPage from './StatementImportPage';

const result: StatementResult = {
  matched: [
    {
      reference: 'RF18ABCD1234EFGH',
      amount: 12.5,
      date: '2026-09-14',
      playerId: 3,
      fineIds: [11, 12],
    },
  ],
  unmatched: [
    {
      statementEntry: 'e1',
      amount: 20.25,
      date: '2026-09-15',
      name: 'Sporthal BV',
      description: 'Zaalhuur',
      transactionType: 'Expense',
      reason: 'debit',
      reference: null,
      playerId: null,
    },
  ],
  alreadyImported: 1,
};

function openImport(upload: Api) {
  return renderPage(<StatementImportPage />, {
    path: teamPaths.statement.path,
    login: 'user',
    api: [teamApi.get('/player', [eva]), ...(upload ?? [])],
  });
}

async function uploadFile(view: ReturnType<typeof openImport>) {
  const file = new File(['<?xml version="1.0"?><Document/>'], 'afschrift.xml', {
    type: 'text/xml',
  });
  await view.user.upload(await screen.findByTestId('statement-file'), file);
  expect(await screen.findByText('afschrift.xml')).toBeTruthy();
  await view.user.click(screen.getByRole('button', { name: 'Inlezen' }));
}

describe('reading in a bank statement', () => {
  it('reports the fines it marked paid and lists the rest to book, each with its signed amount', async () => {
    let sent: unknown = null;
    const view = openImport([
      teamApi.post('/payments/statement', ({ body }) => {
        sent = body;
        return result;
      }),
      teamApi.post('/payments/statement/book', {
        id: 61,
        seasonId: 2,
        transactionType: 'Expense',
        date: '2026-09-15',
        amount: 20.25,
        reason: 'Sporthal BV: Zaalhuur',
      }),
    ]);
    // Nothing to read in before a file is chosen.
    expect((await screen.findByText('Inlezen')).closest('button')?.disabled).toBe(true);
    // No format to choose: the server reads it from the content.
    expect(screen.queryByRole('group', { name: 'Formaat' })).toBeNull();
    await uploadFile(view);
    expect(
      await screen.findByText('1 betaling verwerkt, 1 nog te beoordelen, 1 al eerder ingelezen.'),
    ).toBeTruthy();
    expect(sent).toEqual({ content: '<?xml version="1.0"?><Document/>' });
    const paid = screen.getByRole('list', { name: 'Betaald' });
    expect(within(paid).getByText('Eva Mulder')).toBeTruthy();
    expect(within(paid).getByText('€ 12,50')).toBeTruthy();
    const open = screen.getByRole('list', { name: 'Nog te beoordelen' });
    expect(within(open).getByText('− € 20,25')).toBeTruthy();
    expect(within(open).getByText('Afschrijving')).toBeTruthy();
    await view.user.click(within(open).getByRole('button', { name: 'Boek als uitgave' }));
    expect(await within(open).findByText('Geboekt')).toBeTruthy();
  });

  it('says plainly that nothing was new when the same statement comes again', async () => {
    const view = openImport([
      teamApi.post('/payments/statement', { matched: [], unmatched: [], alreadyImported: 4 }),
    ]);
    await uploadFile(view);
    expect(
      await screen.findByText('Niets nieuws: alle regels van dit bankafschrift waren al verwerkt.'),
    ).toBeTruthy();
    // No empty cards under it.
    expect(screen.queryByText('Betaald')).toBeNull();
    expect(screen.queryByText('Nog te beoordelen')).toBeNull();
  });

  it('says when the file is no bank statement', async () => {
    const view = openImport([
      failing('post', '/payments/statement', 400, {
        error: 'ValidationError',
        issues: [{ path: 'content', message: 'Dit bestand is geen CAMT.053-/MT940-bankafschrift' }],
      }),
    ]);
    await uploadFile(view);
    expect(
      await screen.findByText('Dit bestand is geen CAMT.053-/MT940-bankafschrift'),
    ).toBeTruthy();
  });
});
