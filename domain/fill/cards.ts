/**
 * Cards of a match (issue 31) and the fines they bring, without zod, so the
 * wizard's overview and the server apply one rule. A player gets at most two
 * yellow cards and one red one in a match, and no red after his second yellow
 * (that yellow already sent him off). Two yellows count as one red: he gets
 * the red card's fine only. A yellow followed by a direct red brings both fines.
 */

export const CARD_COLORS = ['yellow', 'red'] as const;
export type CardColor = (typeof CARD_COLORS)[number];

export const CARD_LABELS: Record<CardColor, string> = { yellow: 'Gele kaart', red: 'Rode kaart' };

export interface Card {
  playerId: number;
  color: CardColor;
}

export interface CardCounts {
  yellow: number;
  red: number;
}

/** The fine type each colour charges; null: that colour brings no fine. */
export interface CardFineTypes {
  yellowFineTypeId: number | null;
  redFineTypeId: number | null;
}

export const CARD_MESSAGES = {
  colour: 'Kies geel of rood',
  thirdYellow: 'Een speler krijgt hooguit twee gele kaarten',
  secondRed: 'Een speler krijgt hooguit één rode kaart',
  redAfterTwoYellows: 'Na twee gele kaarten was de speler al van het veld',
  yellowAfterRed: 'Na een rode kaart was de speler al van het veld',
  absentWithCard: 'Speler heeft een kaart',
  cardFineByHand: 'Deze boete komt van een kaart: geef de kaart',
} as const;

/** Each carded player's yellow and red cards, in the order the players first appear. */
export function cardsPerPlayer(cards: readonly Card[]): Map<number, CardCounts> {
  const counts = new Map<number, CardCounts>();
  for (const { playerId, color } of cards) {
    const current = counts.get(playerId) ?? { yellow: 0, red: 0 };
    counts.set(playerId, { ...current, [color]: current[color] + 1 });
  }
  return counts;
}

/** Why one more card of this colour cannot be, for a player who has `counts`; null when it can. */
export function extraCardRefusal(counts: CardCounts, color: CardColor): string | null {
  if (color === 'yellow') {
    if (counts.yellow >= 2) return CARD_MESSAGES.thirdYellow;
    if (counts.yellow === 1 && counts.red >= 1) return CARD_MESSAGES.yellowAfterRed;
    return null;
  }
  if (counts.red >= 1) return CARD_MESSAGES.secondRed;
  if (counts.yellow >= 2) return CARD_MESSAGES.redAfterTwoYellows;
  return null;
}

/** The colours a player is fined for: two yellows are one red. */
export function finedColors(counts: CardCounts): CardColor[] {
  if (counts.yellow >= 2) return ['red'];
  return [
    ...(counts.yellow === 1 ? ['yellow' as const] : []),
    ...(counts.red > 0 ? ['red' as const] : []),
  ];
}

/** The fines the cards bring, with the types of the team's card settings. */
export function cardFines(
  cards: readonly Card[],
  types: CardFineTypes,
): { playerId: number; fineTypeId: number; card: CardColor }[] {
  const typeOf = { yellow: types.yellowFineTypeId, red: types.redFineTypeId };
  return [...cardsPerPlayer(cards)].flatMap(([playerId, counts]) =>
    finedColors(counts).flatMap((card) => {
      const fineTypeId = typeOf[card];
      return fineTypeId === null ? [] : [{ playerId, fineTypeId, card }];
    }),
  );
}

/** The card list of these counts: yellows first, as the cards were shown. */
export function cardsOf(playerId: number, counts: CardCounts): Card[] {
  return [
    ...Array.from({ length: counts.yellow }, () => ({ playerId, color: 'yellow' as const })),
    ...Array.from({ length: counts.red }, () => ({ playerId, color: 'red' as const })),
  ];
}
