import { z } from '../validation.js';

// IBAN per ISO 13616: two letters, two check digits, up to 30 letters/digits;
// the check digits make the whole number ≡ 1 (mod 97). The lengths of the SEPA
// countries are checked too, so a Dutch IBAN with a digit missing is refused.

export const INVALID_IBAN = 'Ongeldig IBAN';

const SEPA_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Without spaces, upper case: 'nl91 abna 0417 1643 00' → 'NL91ABNA0417164300'. */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The remainder mod 97 of the IBAN read as a number (letters A=10 … Z=35), digit by digit. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** True for a well-formed IBAN (normalized or as typed) with a valid mod-97 checksum. */
export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const length = SEPA_LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return false;
  return mod97(iban) === 1;
}

/** Groups of four, as banks print it: 'NL91 ABNA 0417 1643 00'. */
export function formatIban(text: string): string {
  return normalizeIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/** An IBAN field: typed with or without spaces, stored normalized. */
export const ibanSchema = z
  .string({ error: INVALID_IBAN })
  .transform(normalizeIban)
  .refine(isValidIban, INVALID_IBAN);
