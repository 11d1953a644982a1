// ISO 11649 creditor reference ("RF" + two check digits + up to 21 letters or
// digits). The check digits are ISO 7064 mod 97-10, as in an IBAN: a payer's
// bank refuses a mistyped reference, and a statement reader can tell a real
// one from a word that merely starts with "RF".

const MAX_BODY = 21;

/** Letters become 10…35, digits stay; the result is taken mod 97 piece by piece (it exceeds 2^53). */
function mod97(text: string): number {
  let rest = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    rest = (rest * (value > 9 ? 100 : 10) + value) % 97;
  }
  return rest;
}

function isBody(body: string): boolean {
  return body.length >= 1 && body.length <= MAX_BODY && /^[0-9A-Z]+$/.test(body);
}

/** `RFnn` + body, with the check digits that make the whole pass mod 97. */
export function creditorReference(body: string): string {
  const upper = body.toUpperCase();
  if (!isBody(upper)) throw new RangeError(`Ongeldige basis voor een betalingskenmerk: ${body}`);
  const check = 98 - mod97(`${upper}RF00`);
  return `RF${String(check).padStart(2, '0')}${upper}`;
}

/** Spaces (as printed in groups of four) and case do not matter. */
export function normalizeCreditorReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isCreditorReference(text: string): boolean {
  const reference = normalizeCreditorReference(text);
  if (!reference.startsWith('RF') || !/^RF\d\d/.test(reference)) return false;
  const body = reference.slice(4);
  return isBody(body) && mod97(`${body}${reference.slice(0, 4)}`) === 1;
}

/** In groups of four, as the standard prints it: `RF18 5390 0754 7034`. */
export function formatCreditorReference(reference: string): string {
  return normalizeCreditorReference(reference).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Every valid creditor reference in a free text (a transfer's description),
 * also when the payer typed it in groups of four. Each candidate starts at an
 * "RF" not inside a word and takes the following letters, digits and single
 * spaces; the longest prefix that passes mod 97 wins.
 */
export function findCreditorReferences(text: string): string[] {
  const found: string[] = [];
  const upper = text.toUpperCase();
  for (let start = upper.indexOf('RF'); start !== -1; start = upper.indexOf('RF', start + 2)) {
    if (start > 0 && /[0-9A-Z]/.test(upper.charAt(start - 1))) continue;
    let compact = '';
    const ends: string[] = [];
    for (let i = start; i < upper.length && compact.length < MAX_BODY + 4; i += 1) {
      const char = upper.charAt(i);
      if (/[0-9A-Z]/.test(char)) {
        compact += char;
        ends.push(compact);
      } else if (char !== ' ' || upper.charAt(i + 1) === ' ') break;
    }
    const longest = ends.reverse().find((candidate) => isCreditorReference(candidate));
    if (longest && !found.includes(longest)) found.push(longest);
  }
  return found;
}
