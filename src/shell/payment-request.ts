import { formatMoney } from '../../domain/money';

/**
 * "Hoi Eva, je hebt nog € 12,50 aan boetes openstaan…": a payment request as Dutch teams
 * send it, as a WhatsApp link (the player's page, the season's settlement).
 */
export function whatsAppShareHref(name: string, cents: number, pageUrl: string): string {
  const text = `Hoi ${name}, je hebt nog ${formatMoney(cents)} aan boetes openstaan. Betalen kan hier: ${pageUrl}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
