import { formatMoney, eurosToCents } from '../../../domain/money';

/** Euros from the API in Dutch notation: `€ 2,50`, `€ 5,-`. */
export function formatEuros(euros: number): string {
  return formatMoney(eurosToCents(euros));
}
