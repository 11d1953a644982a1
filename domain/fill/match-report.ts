import { CARD_COLORS, type CardColor } from './cards.js';

/**
 * The short match report after a fill (issue 31), written from the data, to
 * share in the team's app group: "VV Demo won met 3-1 van SC Noordwijk.
 * Doelpunten: Bram (2), Cor. Boetes: 2." The score is written home side
 * first, as Dutch reports do ("won met 1-3 bij …" away). Names come as the
 * caller may show them publicly; `fines` is null when the team keeps money
 * from visitors.
 */
export interface MatchReportInput {
  teamName: string;
  opponent: string;
  home: boolean;
  scoreFor: number | null;
  scoreAgainst: number | null;
  goals: readonly { name: string; goals: number }[];
  cards: readonly { name: string; color: CardColor }[];
  fines: number | null;
}

const dutch = new Intl.Collator('nl');

export function matchReport(match: MatchReportInput): string {
  return [headline(match), goalsLine(match.goals), cardsLine(match.cards), finesLine(match.fines)]
    .filter((line) => line !== null)
    .join(' ');
}

function headline({ teamName, opponent, home, scoreFor, scoreAgainst }: MatchReportInput): string {
  const place = home ? 'thuis' : 'uit';
  if (scoreFor === null || scoreAgainst === null)
    return `${teamName} speelde ${place} tegen ${opponent}.`;
  const score = home ? `${scoreFor}-${scoreAgainst}` : `${scoreAgainst}-${scoreFor}`;
  const against = home ? `van ${opponent}` : `bij ${opponent}`;
  if (scoreFor > scoreAgainst) return `${teamName} won met ${score} ${against}.`;
  if (scoreFor < scoreAgainst) return `${teamName} verloor met ${score} ${against}.`;
  return `${teamName} speelde met ${score} gelijk ${home ? 'tegen' : 'bij'} ${opponent}.`;
}

/** "Doelpunten: Bram (2), Cor." — most goals first; nothing without goals. */
function goalsLine(goals: MatchReportInput['goals']): string | null {
  const scorers = goals
    .filter((g) => g.goals > 0)
    .sort((a, b) => b.goals - a.goals || dutch.compare(a.name, b.name))
    .map((g) => (g.goals > 1 ? `${g.name} (${g.goals})` : g.name));
  return scorers.length > 0 ? `Doelpunten: ${scorers.join(', ')}.` : null;
}

/** "Kaarten: Bram (2× geel), Cor (rood)." — nothing without cards. */
function cardsLine(cards: MatchReportInput['cards']): string | null {
  const perName = new Map<string, Record<CardColor, number>>();
  for (const { name, color } of cards) {
    const counts = perName.get(name) ?? { yellow: 0, red: 0 };
    counts[color] += 1;
    perName.set(name, counts);
  }
  const words: Record<CardColor, string> = { yellow: 'geel', red: 'rood' };
  const parts = [...perName]
    .sort(([a], [b]) => dutch.compare(a, b))
    .map(([name, counts]) => {
      const shown = CARD_COLORS.filter((color) => counts[color] > 0).map((color) =>
        counts[color] > 1 ? `${counts[color]}× ${words[color]}` : words[color],
      );
      return `${name} (${shown.join(', ')})`;
    });
  return parts.length > 0 ? `Kaarten: ${parts.join(', ')}.` : null;
}

function finesLine(fines: number | null): string | null {
  if (fines === null) return null;
  return fines === 0 ? 'Geen boetes.' : `Boetes: ${fines}.`;
}
