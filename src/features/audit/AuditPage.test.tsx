// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AuditEntry } from '../../../domain/audit/audit.schema';
import { teamPaths } from '../../lib/paths';
import { eva, jan } from '../../testing/fixtures';
import { expectLoadError, expectLoadingBar } from '../../testing/page-states';
import {
  failing,
  pending,
  renderPage,
  teamApi,
  TEST_TEAM,
  type Api,
} from '../../testing/render-page';
import AuditPage from './AuditPage';

const path = teamPaths.input.audit.path;
const fine = {
  playerId: 3,
  player: 'Eva Mulder',
  fineTypeId: 21,
  type: 'Te laat',
  amount: 2.5,
  task: null,
  matchId: null,
  date: '2026-09-14',
  description: 'Training',
  paid: false,
};
const paid: AuditEntry = {
  id: 71,
  at: new Date(2026, 8, 15, 20, 5).toISOString(),
  actor: 'pin',
  actorEmail: null,
  sessionId: 1,
  entity: 'fine',
  entityId: 11,
  playerId: 3,
  action: 'paid',
  before: fine,
  after: { ...fine, paid: true },
};

function openLog(answer: Api) {
  return renderPage(<AuditPage />, {
    path,
    login: 'team',
    api: [teamApi.get('/player', [eva, jan]), ...(answer ?? [])],
  });
}

/** A page of the log as the API answers it. */
const logPage = (items: AuditEntry[], nextCursor: string | null = null) => ({
  items,
  nextCursor,
  totals: {},
});

describe('the audit log', () => {
  it('shows each change with what it was, who made it and when', async () => {
    openLog([teamApi.get('/audit', logPage([paid]))]);
    const log = await screen.findByRole('list', { name: 'Logboek' });
    expect(within(log).getByText('Boete betaald')).toBeTruthy();
    expect(within(log).getByText('Eva Mulder · Te laat · € 2,50')).toBeTruthy();
    expect(within(log).getByText('15-09-2026 20:05 · Teampin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('asks the server again with the filters chosen', async () => {
    const asked: string[] = [];
    const view = openLog([
      teamApi.get('/audit', ({ url }) => {
        asked.push(url.search);
        return logPage(url.searchParams.get('entity') === 'fine' ? [paid] : []);
      }),
    ]);
    expect(await screen.findByText('Geen gegevens gevonden')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Filteren' }));
    await view.user.selectOptions(screen.getByLabelText('Soort'), 'fine');
    expect(await screen.findByText('Boete betaald')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    expect(asked.at(-1)).toBe('?entity=fine&limit=100');
  });

  it('loads the next page on request, following the cursor', async () => {
    const older: AuditEntry = { ...paid, id: paid.id - 1, action: 'created' };
    const asked: string[] = [];
    const view = openLog([
      teamApi.get('/audit', ({ url }) => {
        asked.push(url.search);
        return url.searchParams.get('cursor') === 'ouder'
          ? logPage([older])
          : logPage([paid], 'ouder');
      }),
    ]);
    const log = await screen.findByRole('list', { name: 'Logboek' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    await view.user.click(screen.getByRole('button', { name: 'Meer laden' }));
    await expect.poll(() => within(log).getAllByRole('listitem').length).toBe(2);
    expect(asked.at(-1)).toBe('?limit=100&cursor=ouder');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('keeps the rows when the next page could not be loaded, and loads it on a retry', async () => {
    const older: AuditEntry = { ...paid, id: paid.id - 1, action: 'created' };
    let nextPageAsked = 0;
    const view = openLog([
      http.get(`/api/${TEST_TEAM}/audit`, ({ request }) => {
        if (new URL(request.url).searchParams.get('cursor') !== 'ouder') {
          return HttpResponse.json(logPage([paid], 'ouder'));
        }
        nextPageAsked++;
        return nextPageAsked === 1
          ? HttpResponse.json({ error: 'InternalServerError' }, { status: 500 })
          : HttpResponse.json(logPage([older]));
      }),
    ]);
    const log = await screen.findByRole('list', { name: 'Logboek' });
    await view.user.click(screen.getByRole('button', { name: 'Meer laden' }));
    await expectLoadError('het logboek');
    expect(within(log).getByText('Boete betaald')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await expect.poll(() => within(log).getAllByRole('listitem').length).toBe(2);
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('waits for the log, and says when it could not be loaded', async () => {
    const { unmount } = openLog([pending('get', '/audit')]);
    expectLoadingBar();
    unmount();
    openLog([failing('get', '/audit')]);
    await expectLoadError('het logboek');
  });
});
