/**
 * Every route of spec §2, in one place: `path` is the router pattern,
 * `href(...)` builds a link. Pages link with these instead of string literals,
 * so a moved route is one edit.
 */

import { generatePath, type PathParam } from 'react-router-dom';
import { invitationPath } from '../../domain/account/next-path';

type Id = number | string;

const route = <A extends unknown[]>(path: string, href: (...args: A) => string) => ({ path, href });

/**
 * A route with one `:name` in its path: `href(id)` fills it in with React
 * Router's `generatePath` (which encodes it). The name is checked against the path.
 */
function withParam<Path extends string>(path: Path, name: PathParam<Path>) {
  return {
    path,
    // Widened to string: a computed key is no literal key; `name` is checked against the path above.
    href: (value: Id) => generatePath(path as string, { [name]: String(value) }),
  };
}
const fixed = (path: string) => ({ path, href: () => path });

/** Routes on a team subdomain. */
export const teamPaths = {
  dashboard: route('/', (matchId?: Id) => (matchId === undefined ? '/' : `/?matchId=${matchId}`)),
  login: fixed('/login'),
  userLogin: fixed('/user/login'),
  settings: fixed('/settings'),
  /** Issue 30: what Teampot keeps, how long, and how to have it removed. */
  privacy: fixed('/privacy'),
  /** Where the main domain hands a login over to the team's host; the token travels in the hash. */
  handover: route('/handover', (token: string) => `/handover#${encodeURIComponent(token)}`),
  /** Issue 19: one player's page (his fines, tasks, goals and attendance). */
  player: withParam('/speler/:playerId', 'playerId'),
  /** Issue 32: the menu's way to one's own page, asking "Wie ben jij?" first when needed. */
  myFines: fixed('/mijn-boetes'),
  /** Issue 19: the link of a co-admin invitation mail. */
  invitation: route('/uitnodiging', invitationPath),
  /** Issue 19: a team admin reads in the bank's statement. */
  statement: fixed('/settings/bankafschrift'),
  /** Issue 31: a season's summary to share (its preview tags come from the server). */
  seasonRecap: withParam('/seizoen/:seasonId', 'seasonId'),

  /** Issue 30: a team admin brings players and fines from a spreadsheet. */
  sheetImport: fixed('/settings/sheet-import'),
  input: {
    root: fixed('/input'),
    matches: fixed('/input/matches'),
    matchNew: fixed('/input/matches/new'),
    /** Spec §2 lists it; the edit page reads the match from `?matchId=` here. */
    matchEditByQuery: route(
      '/input/matches/edit',
      (matchId: Id) => `/input/matches/edit?matchId=${matchId}`,
    ),
    match: withParam('/input/matches/:matchId', 'matchId'),
    matchFill: withParam('/input/matches/:matchId/fill', 'matchId'),
    fines: route('/input/fines', (tab?: 'types', showObsolete?: boolean) => {
      const query = new URLSearchParams();
      if (tab) query.set('tab', tab);
      if (showObsolete) query.set('showObsolete', 'true');
      const text = query.toString();
      return text ? `/input/fines?${text}` : '/input/fines';
    }),
    fineNew: fixed('/input/fines/new'),
    fine: withParam('/input/fines/:fineId', 'fineId'),
    fineTypeNew: fixed('/input/fines/types/new'),
    fineType: withParam('/input/fines/types/:fineTypeId', 'fineTypeId'),
    transactions: fixed('/input/transactions'),
    transactionNew: fixed('/input/transactions/new'),
    transaction: withParam('/input/transactions/:transactionId', 'transactionId'),
    players: fixed('/input/players'),
    playerNew: fixed('/input/players/new'),
    player: withParam('/input/players/:playerId', 'playerId'),
    seasons: fixed('/input/seasons'),
    seasonNew: fixed('/input/seasons/new'),
    season: withParam('/input/seasons/:seasonId', 'seasonId'),
    /** Issue 31: who still owes what at the season's end, and the pot beside the bank. */
    settlement: withParam('/input/seasons/:seasonId/settlement', 'seasonId'),
    taskLists: fixed('/input/task-lists'),
    taskListNew: fixed('/input/task-lists/new'),
    taskList: withParam('/input/task-lists/:taskListId', 'taskListId'),
    draws: withParam('/input/task-lists/:taskListId/draws', 'taskListId'),
    drawNew: withParam('/input/task-lists/:taskListId/draws/new', 'taskListId'),
    /** Issue 9: the money log and the season exports. */
    audit: fixed('/input/audit'),
    exports: fixed('/input/exports'),
    /** Issue 30: the season's fixtures from a calendar file or CSV. */
    fixtureImport: fixed('/input/fixture-import'),
  },
} as const;

/** Routes on the main domain (no team in the hostname). */
export const mainPaths = {
  /** The profile with the team list when logged in as a user, else the login. */
  home: fixed('/'),
  register: fixed('/register'),
  login: fixed('/login'),
  userLogin: fixed('/user/login'),
  verifyEmail: route(
    '/verify-email',
    (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  ),
  forgotPassword: route('/forgot-password', (email?: string) =>
    email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password',
  ),
  resetPassword: route(
    '/reset-password',
    (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  ),
  newTeam: fixed('/new-team'),
  /** Issue 32: the invitation link on the main domain, where registering leads back to it. */
  invitation: route('/uitnodiging', invitationPath),
  /** Deleting one's own account (issue 30). */
  deleteAccount: fixed('/account/delete'),
  /** Issue 30: what Teampot keeps, how long, and how to have it removed. */
  privacy: fixed('/privacy'),
  awaitingEmailVerification: fixed('/awaiting-email-verification'),
  admin: {
    root: fixed('/admin'),
    login: fixed('/admin/login'),
  },
} as const;

/**
 * An account page's address carrying `next` (the invitation it leads back to, issue 32)
 * and any other query values; empty values are left out.
 */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The address of a team's app, from `teamAppUrl` (`https://{TEAMCODE}.teampot.nl`). */
export function teamAppHref(teamAppUrl: string, teamCode: string, path = '/'): string {
  return `${teamAppUrl.replace('{TEAMCODE}', teamCode).replace(/\/+$/, '')}${path}`;
}

/** A team's address as people write it: `vv-demo.teampot.nl` (no scheme, no closing slash). */
export function teamAddressText(teamAppUrl: string, teamCode: string): string {
  return teamAppHref(teamAppUrl, teamCode)
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');
}
