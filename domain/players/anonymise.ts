/** A player who left and was anonymised (issue 30) is "Oud-speler N", N counting per team. */
export const ANONYMISED_FIRST_NAME = 'Oud-speler';

export function anonymisedPlayerName(number: number): string {
  return `${ANONYMISED_FIRST_NAME} ${number}`;
}
