import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanSchema, isValidIban, normalizeIban } from './iban.js';

describe('IBAN', () => {
  it('accepts real IBANs, typed with spaces or lower case', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });

  it('refuses a wrong check digit, a typo, a wrong length and rubbish', () => {
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA0417164301')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('NL91-ABNA-0417')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('catches every single changed digit (mod 97 does)', () => {
    const iban = 'NL91ABNA0417164300';
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: iban.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, delta) => {
          const digit = (Number(iban[at]) + delta) % 10;
          expect(isValidIban(iban.slice(0, at) + digit + iban.slice(at + 1))).toBe(false);
        },
      ),
    );
  });

  it('normalizes and prints in groups of four', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('validates in the schema with the Dutch message', () => {
    expect(ibanSchema.parse('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    const result = ibanSchema.safeParse('NL00ABNA0417164300');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ongeldig IBAN');
  });
});
