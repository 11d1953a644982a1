import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, cardFines, cardsOf, extraCardRefusal, finedColors } from './cards.js';

const types = { yellowFineTypeId: 7, redFineTypeId: 8 };

describe('card fines', () => {
  it('fines a yellow card with the yellow type and a red card with the red type', () => {
    expect(
      cardFines(
        [
          { playerId: 1, color: 'yellow' },
          { playerId: 2, color: 'red' },
        ],
        types,
      ),
    ).toEqual([
      { playerId: 1, fineTypeId: 7, card: 'yellow' },
      { playerId: 2, fineTypeId: 8, card: 'red' },
    ]);
  });

  it("counts two yellows as one red: the red card's fine only", () => {
    expect(
      cardFines(
        [
          { playerId: 1, color: 'yellow' },
          { playerId: 1, color: 'yellow' },
        ],
        types,
      ),
    ).toEqual([{ playerId: 1, fineTypeId: 8, card: 'red' }]);
  });

  it('fines a yellow followed by a direct red twice', () => {
    expect(finedColors({ yellow: 1, red: 1 })).toEqual(['yellow', 'red']);
  });

  it('brings no fine for a colour without a fine type', () => {
    const cards = [
      { playerId: 1, color: 'yellow' as const },
      { playerId: 1, color: 'yellow' as const },
      { playerId: 2, color: 'yellow' as const },
    ];
    expect(cardFines(cards, { yellowFineTypeId: 7, redFineTypeId: null })).toEqual([
      { playerId: 2, fineTypeId: 7, card: 'yellow' },
    ]);
  });

  it('refuses a third yellow, a second red, a red after two yellows and a yellow after yellow and red', () => {
    expect(extraCardRefusal({ yellow: 2, red: 0 }, 'yellow')).toBe(CARD_MESSAGES.thirdYellow);
    expect(extraCardRefusal({ yellow: 0, red: 1 }, 'red')).toBe(CARD_MESSAGES.secondRed);
    expect(extraCardRefusal({ yellow: 2, red: 0 }, 'red')).toBe(CARD_MESSAGES.redAfterTwoYellows);
    expect(extraCardRefusal({ yellow: 1, red: 1 }, 'yellow')).toBe(CARD_MESSAGES.yellowAfterRed);
    expect(extraCardRefusal({ yellow: 1, red: 0 }, 'yellow')).toBeNull();
    expect(extraCardRefusal({ yellow: 1, red: 0 }, 'red')).toBeNull();
    expect(extraCardRefusal({ yellow: 0, red: 1 }, 'yellow')).toBeNull();
  });

  it('lists a player’s cards yellows first', () => {
    expect(cardsOf(3, { yellow: 1, red: 1 })).toEqual([
      { playerId: 3, color: 'yellow' },
      { playerId: 3, color: 'red' },
    ]);
  });
});
