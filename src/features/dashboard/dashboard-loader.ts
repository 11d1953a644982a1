import type { Match } from '../../../domain/matches/match.schema';
import type { ReadAnswer } from '../../../domain/rendered-page';
import type { Visibility } from '../../../domain/payments/money-settings.schema';
import type { Season } from '../../../domain/seasons/season.schema';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { answersLoader } from '../../lib/route-reads';
import { todayIso } from '../../../domain/dates';
import { currentMatchesKey, nextMatchOf, whoIsComingKey } from '../../resources/matches';
import { namesVisibleIn, visibilityKey } from '../../resources/visibility';
import { dashboardKeys as k } from './api';
import { parseDashboardParams } from './dashboard-params';
import { chooseSeason } from './season';
import type { SectionKey } from './sections';

/** Hidden from visitors when the team hides money (issue 9; the API refuses them too). */
export const MONEY_SECTIONS: readonly SectionKey[] = [
  'fine-pot',
  'fines',
  'transactions',
  'fine-rankings',
];

/**
 * The match the matches section shows: the wanted one (picked, or a link's
 * `?matchId=`) when the list has it, else the newest. The API lists them in
 * date order, oldest first.
 */
export function shownMatch(matches: readonly Match[], wanted: number | null): Match | undefined {
  return matches.find((match) => match.id === wanted) ?? matches.at(-1);
}

/**
 * The next-match card above the sections (src/features/availability/NextMatchCard.tsx):
 * its match from the current season's list, and who's coming to it as this requester
 * may see it, so the card arrives whole instead of growing after the scripts ran.
 */
async function readNextMatch(teamCode: string, read: ReadAnswer): Promise<void> {
  const [matches, visibility] = (await Promise.all([
    read(currentMatchesKey(teamCode)),
    read(visibilityKey(teamCode)),
  ])) as [Match[] | undefined, Visibility | undefined];
  const next = matches && nextMatchOf(matches, todayIso());
  if (next && visibility) await read(whoIsComingKey(teamCode, next.id, namesVisibleIn(visibility)));
}

/** The dashboard's route id: its loader data is looked up by it (hydration, src/entry-server.tsx). */
export const DASHBOARD_ROUTE = 'dashboard';

/** The dashboard route's loader (src/app/TeamApp.tsx): what its first screen shows. */
export const dashboardLoader = answersLoader((teamCode, read, { request }) =>
  readFirstScreen(teamCode, new URL(request.url).searchParams, read),
);

/**
 * What the dashboard's first screen needs, for an address's query: the SWR
 * keys its hooks ask for on the first render, in the order their answers
 * decide the next (the season list picks the season, the match list the
 * match). The hooks build their keys with the same `dashboardKeys`, so the
 * page finds every answer its loader read. A read that gives nothing ends its
 * branch: the page's hooks ask for the rest themselves.
 */
export async function readFirstScreen(
  teamCode: string,
  search: URLSearchParams,
  read: ReadAnswer,
): Promise<void> {
  const params = parseDashboardParams(search);
  const [visibility, seasons, linked] = (await Promise.all([
    read(visibilityKey(teamCode)),
    read(k.seasons(teamCode)),
    params.matchId === null ? undefined : read(k.match(teamCode, params.matchId)),
    readNextMatch(teamCode, read),
  ])) as [Visibility | undefined, Season[] | undefined, Match | undefined, unknown];
  // Which sections may show depends on the visibility: without it, nothing is read for one.
  if (!seasons || !visibility) return;
  const season = chooseSeason(seasons, linked?.seasonId ?? params.seasonId);
  const moneyHidden = visibility?.moneyVisible === false;
  const section: SectionKey =
    MONEY_SECTIONS.includes(params.section) && moneyHidden ? 'matches' : params.section;
  if (season.none || season.id === null) {
    if (section === 'fines') await read(k.fines(teamCode, season.listId));
    if (section === 'transactions') await read(k.transactions(teamCode, season.listId));
    return;
  }
  const id = season.id;

  switch (section) {
    case 'matches': {
      const matches = (await read(k.matches(teamCode, season.listId))) as Match[] | undefined;
      if (!matches) return;
      const outsideList =
        params.matchId !== null && !matches.some((match) => match.id === params.matchId);
      if (outsideList && linked && !linked.filled) return;
      const match = shownMatch(matches, params.matchId);
      if (match)
        await Promise.all([
          read(k.filledMatch(teamCode, match.id)),
          read(k.votes(teamCode, match.id)),
        ]);
      return;
    }
    case 'goals':
      await read(k.goalStandings(teamCode, id));
      return;
    case 'attendance':
      await read(k.attendanceStandings(teamCode, id));
      return;
    case 'fine-rankings':
      await read(k.fineStandings(teamCode, id));
      return;
    case 'fine-pot':
      await read(k.seasonBalance(teamCode, id));
      return;
    case 'fines':
      // The first page only, and who has fines for the player filter.
      await Promise.all([
        read(k.fines(teamCode, season.listId)),
        read(k.fineStandings(teamCode, id)),
      ]);
      return;
    case 'transactions':
      await read(k.transactions(teamCode, season.listId));
      return;
    case 'lotteries': {
      const lists = (await read(k.taskLists(teamCode, id))) as TaskList[] | undefined;
      const first = lists?.[0];
      if (first) await read(k.taskStandings(teamCode, first.id, id));
      return;
    }
  }
}
