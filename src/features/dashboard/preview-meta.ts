import { formatDateLong } from '../../../domain/dates';
import type { FilledMatch } from '../../../domain/fill/fill.schema';
import type { Match } from '../../../domain/matches/match.schema';
import type { Visibility } from '../../../domain/payments/money-settings.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Team } from '../../../domain/teams/team.schema';
import { teamInfoKey } from '../../lib/swr';
import { visibilityKey } from '../../resources/visibility';
import { dashboardKeys as k } from './api';
import { parseDashboardParams } from './dashboard-params';
import { shownMatch } from './dashboard-loader';

/** What a shared link shows (WhatsApp, Telegram, …): Open Graph and Twitter card texts. */
export interface PreviewMeta {
  title: string;
  description: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The preview of a dashboard address, from the answers the page was rendered
 * with (its loader: dashboard-loader.ts). Those came through the API as this visitor, so names
 * are already reduced to what the team shows visitors, and a team that hides
 * money sends no fines: the preview says nothing the page itself would not.
 * A link to a match (`?matchId=`) previews that match, a bare `/` the team's
 * newest filled match; without one, the team alone.
 */
export function previewMeta(
  teamCode: string,
  search: URLSearchParams,
  answers: Record<string, unknown>,
): PreviewMeta | null {
  const team = answers[teamInfoKey(teamCode)] as Team | undefined;
  if (!team) return null;
  const params = parseDashboardParams(search);
  const linked =
    params.matchId === null
      ? undefined
      : (answers[k.match(teamCode, params.matchId)] as Match | undefined);
  const newest =
    params.matchId === null && params.seasonId === null && params.section === 'matches'
      ? shownMatch((answers[k.matches(teamCode, null)] as Match[] | undefined) ?? [], null)
      : undefined;
  const match = linked ?? newest;
  const teamOnly: PreviewMeta = {
    title: team.name,
    description: `Wedstrijden, doelpunten, aanwezigheid en boetes van ${team.name}.`,
  };
  if (!match) return teamOnly;

  const title = `${team.name} – ${match.opponent}, ${formatDateLong(match.date)}`;
  const filled = answers[k.filledMatch(teamCode, match.id)] as FilledMatch | undefined;
  if (!filled) {
    const description = match.cancelled
      ? 'Afgelast.'
      : match.filled
        ? teamOnly.description
        : 'Nog niet ingevuld.';
    return { title, description };
  }
  const goals = filled.goals.reduce((sum, goal) => sum + goal.goals, 0);
  const scorers = filled.goals
    .map((goal) => `${playerDisplayName(goal.player)} (${goal.goals})`)
    .join(', ');
  const parts = [
    goals === 0 ? 'Geen doelpunten' : `${count(goals, 'doelpunt', 'doelpunten')}: ${scorers}`,
  ];
  const visibility = answers[visibilityKey(teamCode)] as Visibility | undefined;
  if (visibility?.moneyVisible === true) {
    parts.push(
      filled.fines.length === 0 ? 'geen boetes' : count(filled.fines.length, 'boete', 'boetes'),
    );
  }
  return { title, description: `${parts.join(' · ')}.` };
}
