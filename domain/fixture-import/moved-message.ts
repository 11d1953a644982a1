import { formatDateShort } from '../dates.js';
import type { MovedFixture } from './fixture-import.schema.js';

/** At most this many matches are named in the push; the rest are counted. */
const NAMED = 3;

function when(match: { date: string; kickOff: string | null }): string {
  return [formatDateShort(match.date), match.kickOff].filter(Boolean).join(' ');
}

/** What moved: "za 14 mrt 14:30 → zo 15 mrt 12:00", and ", nu op Sportpark X" for a new place. */
export function movedWhen(match: MovedFixture): string {
  const before = when(match.previous);
  const after = when(match);
  const parts = before === after ? [] : [`${before} → ${after}`];
  if (match.location !== match.previous.location && match.location) {
    parts.push(`nu op ${match.location}`);
  }
  return parts.join(', ');
}

/** "SC Noordwijk 1 (uit): za 14 mrt 14:30 → zo 15 mrt 12:00". */
export function movedLine(match: MovedFixture): string {
  return `${match.opponent} (${match.home ? 'thuis' : 'uit'}): ${movedWhen(match)}`;
}

/**
 * The one push an import sends about what it moved: 'Wedstrijd verplaatst'
 * with the match, or 'N wedstrijden verplaatst' naming the first few, under
 * the team's name. Opens
 * the match, or the dashboard when there are several.
 */
export function movedMatchesMessage(
  teamName: string,
  moved: MovedFixture[],
): { title: string; body: string; url: string } | null {
  const [first] = moved;
  if (!first) return null;
  const lines = moved.slice(0, NAMED).map(movedLine);
  if (moved.length > NAMED) lines.push(`en nog ${moved.length - NAMED}`);
  return {
    title: moved.length === 1 ? 'Wedstrijd verplaatst' : `${moved.length} wedstrijden verplaatst`,
    body: [teamName, ...lines].join('\n'),
    url: moved.length === 1 ? `/?matchId=${first.id}` : '/',
  };
}
