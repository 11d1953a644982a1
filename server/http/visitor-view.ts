import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShowNames } from '../../domain/payments/money-settings.schema.js';
import { visibleName } from '../../domain/payments/visible-name.js';
import { runsTeam } from '../auth/guards.js';
import type { TeamContext } from './context.js';
import { UnauthorizedError } from './errors.js';
import { readerOf, type Answer, type Reader } from './reader.js';

/**
 * Privacy of the public dashboard (AVG), enforced by the API for every public
 * GET under /api/{team} in one place, so no module can forget it:
 * - a visitor gets players' names reduced to what the team allows (nickname or
 *   initials) in every JSON answer — any object with firstName/lastName is a player;
 * - when the team hides money from visitors, the money reads answer 401 and a
 *   filled match comes without its fines.
 * Members (a pin session of the team or one of its admins) see everything.
 */

export interface View {
  showNames: ShowNames;
  moneyVisible: boolean;
}

/** Route patterns (under /api/:team) that show fines, the pot or transactions. */
const MONEY_ROUTES = new Set([
  '/fine',
  '/fine/:id',
  '/fine/payment/:playerId',
  '/transaction',
  '/transaction/:id',
  '/standings/:seasonId/fines',
  '/season/:id/balance',
  '/season/summary',
  '/fine-pot/:seasonId/by-match',
]);
const FILLED_MATCH_ROUTE = '/match/:id/filled';

export const MONEY_HIDDEN_MESSAGE = 'Alleen zichtbaar voor teamleden';

const FULL_VIEW: View = { showNames: 'full', moneyVisible: true };
const views = new WeakMap<Reader, View>();

/** Is the reader one of the team: its pin session, or a user who runs it? */
export async function isTeamMember({ deps, team, auth }: Reader): Promise<boolean> {
  if (!auth) return false;
  if (auth.kind === 'team') return auth.teamId === team.id;
  return auth.userId !== null && runsTeam(deps.db, auth.userId, team.id);
}

/** What this reader may see; the settings are read first, membership only when it matters. */
export async function viewOf(reader: Reader): Promise<View> {
  const known = views.get(reader);
  if (known) return known;
  const settings = reader.team;
  const view =
    !showsEveryoneEverything(settings) && !(await isTeamMember(reader))
      ? { showNames: settings.showNames, moneyVisible: !settings.hideMoneyForVisitors }
      : FULL_VIEW;
  views.set(reader, view);
  return view;
}

/** Money reads (a route's path under /api/:team) are refused to a view without money. */
export function guardMoney(view: View, path: string): void {
  if (!view.moneyVisible && MONEY_ROUTES.has(path)) {
    throw new UnauthorizedError(MONEY_HIDDEN_MESSAGE);
  }
}

/** An answer as the view shows it: players' names reduced, a filled match without its fines. */
export function viewAnswer(view: View, path: string, answer: Answer): Answer {
  if (!reducesAnything(view)) return answer;
  return {
    ...answer,
    body: viewBody(view, path, answer.body),
    // Not the member's tag: a visitor must never get a 304 for a member's body.
    etag: answer.etag.replace(/"$/, '-v"'),
  };
}

function viewBody(view: View, path: string, body: string): string {
  let value = JSON.parse(body) as unknown;
  if (!view.moneyVisible && path === FILLED_MATCH_ROUTE)
    value = { ...(value as object), fines: [] };
  if (view.showNames !== 'full') value = reduceNames(value, view.showNames);
  return JSON.stringify(value);
}

function routeOf(request: FastifyRequest): string {
  return (request.routeOptions.url ?? '').replace(/^\/api\/:team/, '').replace(/\/+$/, '');
}

function reducesAnything(view: View): boolean {
  return view !== FULL_VIEW;
}

/** Replaces every player's name (any object with firstName and lastName) by the visible one. */
function reduceNames(value: unknown, mode: ShowNames): unknown {
  if (Array.isArray(value)) return value.map((item) => reduceNames(item, mode));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record).map(
    ([key, item]) => [key, reduceNames(item, mode)] as const,
  );
  const reduced = Object.fromEntries(entries);
  if (typeof record.firstName === 'string' && typeof record.lastName === 'string') {
    const name = visibleName(
      {
        firstName: record.firstName,
        lastName: record.lastName,
        nickName: record.nickName as string | null,
      },
      mode,
    );
    return { ...reduced, firstName: name, lastName: '', nickName: name };
  }
  return reduced;
}

/** A read that does not answer through `answerRead` (public-read.ts): the same rules, as hooks. */
function isOtherRead(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !request.routeOptions.config.publicRead;
}

async function guardOtherRead(request: FastifyRequest): Promise<void> {
  if (!isOtherRead(request)) return;
  const view = await viewOf(readerOf(request));
  guardMoney(view, routeOf(request));
  // A record's ETag is the same for visitors and members: a visitor must never get a 304 for a member's body.
  if (reducesAnything(view)) delete request.headers['if-none-match'];
}

async function viewOtherRead(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!isOtherRead(request) || reply.statusCode !== 200 || typeof payload !== 'string')
    return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const view = await viewOf(readerOf(request));
  if (!reducesAnything(view)) return payload;
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, '-v"'));
  return viewBody(view, routeOf(request), payload);
}

/** A team that restricts nothing shows everyone the full view: nothing to reduce, nothing to ask. */
export function showsEveryoneEverything(
  team: Pick<TeamContext, 'showNames' | 'hideMoneyForVisitors'>,
): boolean {
  return team.showNames === 'full' && !team.hideMoneyForVisitors;
}

/** Call first inside the team scope, so the hooks cover every route registered after it. */
export function registerVisitorView(team: FastifyInstance): void {
  team.addHook('preHandler', guardOtherRead);
  // Callback style: the answers of most teams pass through without a promise.
  team.addHook('onSend', (request, reply, payload, done) => {
    if (request.team && showsEveryoneEverything(request.team)) {
      done(null, payload);
      return;
    }
    viewOtherRead(request, reply, payload).then((body) => done(null, body), done);
  });
}
