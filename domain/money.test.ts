import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  eurosToCents,
  formatEuros,
  formatMoney,
  formatSignedMoney,
  parseMoneyInput,
} from './money.js';
import { moneySchema, positiveMoneySchema } from './money.schema.js';
import { z } from './validation.js';

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [2.5, 250],
    [0.07, 7],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [100000, 10_000_000],
  ])('%d euros is %d cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('rounds half away from zero despite float representation', () => {
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(2.675)).toBe(268);
    expect(eurosToCents(-2.675)).toBe(-268);
    expect(eurosToCents(-0.005)).toBe(-1);
    expect(eurosToCents(1.004)).toBe(100);
  });

  it('never yields negative zero', () => {
    expect(Object.is(eurosToCents(-0.001), -0)).toBe(false);
  });

  it('refuses non-finite numbers', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Infinity)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it('round-trips with eurosToCents', () => {
    for (const cents of [0, 1, 7, 29, 250, 1999, 123456, 10_000_000]) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
    expect(centsToEuros(7)).toBe(0.07);
    expect(centsToEuros(-250)).toBe(-2.5);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '€ 0,-'],
    [250, '€ 2,50'],
    [205, '€ 2,05'],
    [1, '€ 0,01'],
    [500, '€ 5,-'],
    [125000, '€ 1.250,-'],
    [123456, '€ 1.234,56'],
    [100000000, '€ 1.000.000,-'],
    [99999, '€ 999,99'],
    [-250, '− € 2,50'],
    [-500, '− € 5,-'],
    [-123456, '− € 1.234,56'],
  ])('%d cents is %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('rounds fractional cents and never shows minus zero', () => {
    expect(formatMoney(249.6)).toBe('€ 2,50');
    expect(formatMoney(-0)).toBe('€ 0,-');
    expect(formatMoney(-0.4)).toBe('€ 0,-');
  });
});

describe('formatEuros', () => {
  it('writes an amount of the API (euros) as formatMoney does its cents', () => {
    expect(formatEuros(2.5)).toBe('€ 2,50');
    expect(formatEuros(1250)).toBe('€ 1.250,-');
    expect(formatEuros(1.005)).toBe('€ 1,01');
    expect(formatEuros(-20.25)).toBe('− € 20,25');
  });
});

describe('formatSignedMoney', () => {
  it('always shows the sign, the same minus as formatMoney', () => {
    expect(formatSignedMoney(5000)).toBe('+ € 50,-');
    expect(formatSignedMoney(0)).toBe('+ € 0,-');
    expect(formatSignedMoney(-2025)).toBe('− € 20,25');
    expect(formatSignedMoney(-2025)).toBe(formatMoney(-2025));
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['2,50', 250],
    ['2.50', 250],
    ['2', 200],
    ['2,5', 250],
    ['2.5', 250],
    ['€ 2,50', 250],
    ['€2,50', 250],
    ['  2,50  ', 250],
    ['0', 0],
    ['0,01', 1],
    [',50', 50],
    ['5,-', 500],
    ['€ 1.250,-', 125000],
    ['1.250,50', 125050],
    ['1,250.50', 125050],
    ['1.000.000,00', 100000000],
    ['€ -2,50', -250],
    ['-€ 2,50', -250],
    ['− € 2,50', -250],
    ['-2', -200],
    ['-0', 0],
  ])('%j is %d cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    '€',
    '-',
    ',',
    ',-',
    '2,',
    '2,505',
    '1.250',
    '2,50,1',
    '1.2.3',
    '12.34,56',
    '1,2345.00',
    'abc',
    '2a',
    '2 50',
    '2e3',
    '0x10',
    'Infinity',
    '--2',
    '+2',
    '99999999999999999999',
  ])('%j is not an amount', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('reads back what formatMoney writes', () => {
    for (const cents of [0, 1, 250, 500, 125000, 123456, -250]) {
      expect(parseMoneyInput(formatMoney(cents))).toBe(cents);
    }
  });
});

function messages(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('moneySchema', () => {
  it.each([0, 0.01, 2.5, 19.99, 0.07, 0.1 + 0.2, 100000])('accepts %d', (euros) => {
    expect(moneySchema.safeParse(euros).success).toBe(true);
  });

  it.each([undefined, null, '', Number.NaN])('%s is missing', (input) => {
    expect(messages(moneySchema.safeParse(input))).toEqual(['Bedrag is verplicht']);
  });

  it.each([-0.01, 2.675, 1.001, 100000.01, Infinity, -Infinity, '2,50', '2.50', true])(
    '%s is invalid',
    (input) => {
      expect(messages(moneySchema.safeParse(input))).toEqual(['Geef een geldig bedrag op']);
    },
  );

  it('reports a missing field of an object on that field', () => {
    const result = z.object({ amount: moneySchema }).safeParse({});
    expect(result.error?.issues).toMatchObject([
      { path: ['amount'], message: 'Bedrag is verplicht' },
    ]);
  });
});

describe('positiveMoneySchema', () => {
  it('refuses zero with the invalid message', () => {
    expect(messages(positiveMoneySchema.safeParse(0))).toEqual(['Geef een geldig bedrag op']);
  });

  it('accepts the smallest amount and the maximum', () => {
    expect(positiveMoneySchema.safeParse(0.01).success).toBe(true);
    expect(positiveMoneySchema.safeParse(100000).success).toBe(true);
  });

  it('uses the same messages as moneySchema', () => {
    expect(messages(positiveMoneySchema.safeParse(undefined))).toEqual(['Bedrag is verplicht']);
    expect(messages(positiveMoneySchema.safeParse(1.234))).toEqual(['Geef een geldig bedrag op']);
    expect(messages(positiveMoneySchema.safeParse(-1))).toEqual(['Geef een geldig bedrag op']);
  });
});
