import { eurosToCents, formatMoney } from '../money.js';
import { playerDisplayName, type PlayerName } from '../players/display-name.js';
import type { SeasonRecap } from './season-recap.schema.js';

// The season's summary in words, in one place: the page `/seizoen/{id}`, its preview
// (Open Graph description) and its image all say the same. Only what the answer
// carries, so the privacy view of the API applies to all three.

/** How many names a line shows before "en 3 anderen": a preview has one line for it. */
const MAX_NAMES = 3;

/** "Bram", "Bram en Cor", "Bram, Cor en Eva", "Bram, Cor, Eva en 2 anderen". */
export function namesList(players: readonly PlayerName[]): string {
  const names = players.map(playerDisplayName);
  if (names.length > MAX_NAMES) {
    const rest = names.length - MAX_NAMES;
    return `${names.slice(0, MAX_NAMES).join(', ')} en ${rest} ${rest === 1 ? 'andere' : 'anderen'}`;
  }
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One title of the summary: what it is, who, and the figure. */
export interface RecapFact {
  label: string;
  who: string;
  figure: string;
}

/** The titles in the page's order; each only when the season has it (and money only when shown). */
export function recapFacts(recap: SeasonRecap): RecapFact[] {
  const facts: RecapFact[] = [];
  const { topScorer, mostPresent, mostFined } = recap;
  if (topScorer) {
    facts.push({
      label: topScorer.players.length > 1 ? 'Topscorers' : 'Topscorer',
      who: namesList(topScorer.players),
      figure: plural(topScorer.goals, 'doelpunt', 'doelpunten'),
    });
  }
  if (mostPresent) {
    facts.push({
      label: 'Meest aanwezig',
      who: namesList(mostPresent.players),
      figure: `${mostPresent.present} van ${recap.matches}`,
    });
  }
  const best = recap.playerOfTheMatch[0];
  if (best) {
    const winners = recap.playerOfTheMatch.filter((row) => row.titles === best.titles);
    facts.push({
      label: 'Man van de wedstrijd',
      who: namesList(winners.map((row) => row.player)),
      figure: `${best.titles}×`,
    });
  }
  if (mostFined) {
    facts.push({
      label: 'Meeste boetes',
      who: namesList(mostFined.players),
      figure: formatMoney(eurosToCents(mostFined.amount)),
    });
  }
  return facts;
}

/** "VV Demo – seizoen 2024-2025". */
export function recapTitle(recap: SeasonRecap): string {
  return `${recap.teamName} – seizoen ${recap.description}`;
}

/** "22 wedstrijden, 54 doelpunten. Topscorer: Bram (12 doelpunten). … Totale pot: € 312,50." */
export function recapDescription(recap: SeasonRecap): string {
  const parts = [
    `${plural(recap.matches, 'wedstrijd', 'wedstrijden')}, ${plural(recap.goals, 'doelpunt', 'doelpunten')}.`,
    ...recapFacts(recap).map((fact) => `${fact.label}: ${fact.who} (${fact.figure}).`),
  ];
  if (recap.totalPot !== null) {
    parts.push(`Totale pot: ${formatMoney(eurosToCents(recap.totalPot))}.`);
  }
  return parts.join(' ');
}
