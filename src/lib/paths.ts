/**
 * Every route of spec §2, in one place: `path` is the router pattern,
 * `href(...)` builds a link. Pages link with these instead of string literals,
 * so a moved route is one edit.
 */

type Id = number | string;

const route = <A extends unknown[]>(path: string, href: (...args: A) => string) => ({ path, href });
const fixed = (path: string) => ({ path, href: () => path });

/** Routes on a team subdomain. */
export const teamPaths = {
  dashboard: route('/', (matchId?: Id) => (matchId === undefined ? '/' : `/?matchId=${matchId}`)),
  login: fixed('/login'),
  userLogin: fixed('/user/login'),
  settings: fixed('/settings'),
  /** Where the main domain hands a login over to the team's host; the token travels in the hash. */
  handover: route('/handover', (token: string) => `/handover#${encodeURIComponent(token)}`),
  /** Issue 19: one player's page (his fines, tasks, goals and attendance). */
  player: route('/speler/:playerId', (playerId: Id) => `/speler/${playerId}`),
  /** Issue 19: the link of a co-admin invitation mail. */
  invitation: fixed('/uitnodiging'),
  /** Issue 19: a team admin reads in the bank's statement. */
  statement: fixed('/settings/bankafschrift'),
  input: {
    root: fixed('/input'),
    matches: fixed('/input/matches'),
    matchNew: fixed('/input/matches/new'),
    /** Spec §2 lists it; the edit page reads the match from `?matchId=` here. */
    matchEditByQuery: route(
      '/input/matches/edit',
      (matchId: Id) => `/input/matches/edit?matchId=${matchId}`,
    ),
    match: route('/input/matches/:matchId', (matchId: Id) => `/input/matches/${matchId}`),
    matchFill: route(
      '/input/matches/:matchId/fill',
      (matchId: Id) => `/input/matches/${matchId}/fill`,
    ),
    fines: route('/input/fines', (tab?: 'types', showObsolete?: boolean) => {
      const query = new URLSearchParams();
      if (tab) query.set('tab', tab);
      if (showObsolete) query.set('showObsolete', 'true');
      const text = query.toString();
      return text ? `/input/fines?${text}` : '/input/fines';
    }),
    fineNew: fixed('/input/fines/new'),
    fine: route('/input/fines/:fineId', (fineId: Id) => `/input/fines/${fineId}`),
    fineTypeNew: fixed('/input/fines/types/new'),
    fineType: route(
      '/input/fines/types/:fineTypeId',
      (fineTypeId: Id) => `/input/fines/types/${fineTypeId}`,
    ),
    transactions: fixed('/input/transactions'),
    transactionNew: fixed('/input/transactions/new'),
    transaction: route(
      '/input/transactions/:transactionId',
      (transactionId: Id) => `/input/transactions/${transactionId}`,
    ),
    players: fixed('/input/players'),
    playerNew: fixed('/input/players/new'),
    player: route('/input/players/:playerId', (playerId: Id) => `/input/players/${playerId}`),
    seasons: fixed('/input/seasons'),
    seasonNew: fixed('/input/seasons/new'),
    season: route('/input/seasons/:seasonId', (seasonId: Id) => `/input/seasons/${seasonId}`),
    taskLists: fixed('/input/task-lists'),
    taskListNew: fixed('/input/task-lists/new'),
    taskList: route(
      '/input/task-lists/:taskListId',
      (taskListId: Id) => `/input/task-lists/${taskListId}`,
    ),
    draws: route(
      '/input/task-lists/:taskListId/draws',
      (taskListId: Id) => `/input/task-lists/${taskListId}/draws`,
    ),
    drawNew: route(
      '/input/task-lists/:taskListId/draws/new',
      (taskListId: Id) => `/input/task-lists/${taskListId}/draws/new`,
    ),
    /** Issue 9: the money log and the season exports. */
    audit: fixed('/input/audit'),
    exports: fixed('/input/exports'),
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
  awaitingEmailVerification: fixed('/awaiting-email-verification'),
  admin: {
    root: fixed('/admin'),
    login: fixed('/admin/login'),
  },
} as const;

/** The address of a team's app, from `teamAppUrl` (`https://{TEAMCODE}.teampot.nl`). */
export function teamAppHref(teamAppUrl: string, teamCode: string, path = '/'): string {
  return `${teamAppUrl.replace('{TEAMCODE}', teamCode).replace(/\/+$/, '')}${path}`;
}
