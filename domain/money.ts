// Money travels as euros (a number with at most two decimals) and is computed in
// integer cents, so sums never pick up floating-point dust.

export const MAX_MONEY_EUROS = 100_000;

/** Euros to whole cents, rounding half away from zero (1.005 → 101, -2.675 → -268). */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Geen geldig bedrag: ${euros}`);
  // 1.005 * 100 is 100.49999999999999; cutting to 6 decimals first restores the
  // decimal value the user meant before rounding.
  const cents = Math.round(Number((Math.abs(euros) * 100).toFixed(6)));
  return euros < 0 && cents > 0 ? -cents : cents;
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/**
 * Dutch notation, the one way every screen, mail and report writes an amount:
 * `€ 2,50`, `€ 5,-`, `€ 1.250,-`, and a negative one with a minus sign before the
 * euro sign, as bank apps show it: `− € 2,50`. (CSV cells are numbers for a
 * spreadsheet instead: domain/csv.ts.)
 */
export function formatMoney(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const euros = Math.floor(rounded / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = rounded % 100;
  const decimals = rest === 0 ? '-' : rest.toString().padStart(2, '0');
  const amount = `€ ${euros},${decimals}`;
  return cents < 0 && rounded > 0 ? `${MINUS} ${amount}` : amount;
}

/** Euros as the API sends them, in the same notation: `€ 2,50`, `€ 5,-`. */
export function formatEuros(euros: number): string {
  return formatMoney(eurosToCents(euros));
}

/** `+ € 50,-` / `− € 20,25`: a change to a balance, with its sign always shown. */
export function formatSignedMoney(cents: number): string {
  return cents < 0 ? formatMoney(cents) : `+ ${formatMoney(cents)}`;
}

/** The minus sign (U+2212), not a hyphen: it lines up with `+` and screen readers say "min". */
const MINUS = '−';

/**
 * Cents from what a user typed: '2,50', '2.50', '2,5', '2', '€ 2,50', '5,-',
 * '1.250,50' or '1,250.50' (with both separators the last one is the decimal
 * separator). A leading minus is kept; schemas decide whether negatives are allowed.
 * Returns null for empty or unreadable text and for more than two decimals.
 */
export function parseMoneyInput(text: string): number | null {
  let s = text.trim();
  let negative = false;
  const takeMinus = () => {
    if (!negative && (s.startsWith('-') || s.startsWith(MINUS))) {
      negative = true;
      s = s.slice(1).trimStart();
    }
  };
  takeMinus();
  if (s.startsWith('€')) s = s.slice(1).trimStart();
  takeMinus();
  let whole = s;
  let fraction = '';
  let decimalSeparator = '';
  if (/[.,]-$/.test(s)) {
    decimalSeparator = s.charAt(s.length - 2);
    whole = s.slice(0, -2);
  } else {
    const decimalAt = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
    if (decimalAt !== -1) {
      decimalSeparator = s.charAt(decimalAt);
      whole = s.slice(0, decimalAt);
      fraction = s.slice(decimalAt + 1);
      if (!/^\d{1,2}$/.test(fraction)) return null;
    }
  }
  if (decimalSeparator !== '') {
    if (whole.includes(decimalSeparator)) return null;
    const groupSeparator = decimalSeparator === ',' ? '.' : ',';
    if (whole.includes(groupSeparator)) {
      const grouped = new RegExp(`^\\d{1,3}(\\${groupSeparator}\\d{3})+$`);
      if (!grouped.test(whole)) return null;
      whole = whole.split(groupSeparator).join('');
    }
  }
  if (whole === '' ? fraction === '' : !/^\d+$/.test(whole)) return null;

  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** '66,67%': always two decimals, decimal comma, halves rounded away from zero. */
export function formatPercentage(value: number): string {
  const hundredths = Math.round(Number((Math.abs(value) * 100).toFixed(6)));
  const sign = value < 0 && hundredths > 0 ? '-' : '';
  const whole = Math.floor(hundredths / 100);
  const decimals = (hundredths % 100).toString().padStart(2, '0');
  return `${sign}${whole},${decimals}%`;
}
