import { formatMoney, eurosToCents } from '../../../domain/money';

/** Euros from the API in Dutch notation: `€ 2,50`, `€ 5,-`. */
export function formatEuros(euros: number): string {
  return formatMoney(eurosToCents(euros));
}

/** `+ € 50,-` / `− € 20,25`: the sign apart from the amount, as a bank app shows it. */
export function formatSignedCents(cents: number): string {
  const sign = cents < 0 ? '−' : '+';
  return `${sign} ${formatMoney(Math.abs(cents))}`;
}
