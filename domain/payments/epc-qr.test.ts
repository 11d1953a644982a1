import { describe, expect, it } from 'vitest';
import { buildEpcPayload, epcAmount } from './epc-qr.js';

/** The EPC069-12 fields, one a line, in their order. */
const FIELDS = [
  'service',
  'version',
  'charset',
  'identification',
  'bic',
  'name',
  'iban',
  'amount',
  'purpose',
  'reference',
  'text',
  'info',
] as const;

type EpcFields = Record<(typeof FIELDS)[number], string | undefined>;

/** Reads a payload back into its EPC069-12 fields, as a banking app does. */
function decode(payload: string): EpcFields {
  const lines = payload.split('\n');
  return Object.fromEntries(FIELDS.map((field, i) => [field, lines[i]])) as EpcFields;
}

describe('EPC QR payload', () => {
  const transfer = {
    name: 'Penningmeester VV Oranje',
    iban: 'NL91ABNA0417164300',
    amountCents: 1250,
    remittance: 'Boetes Jan t/m 12-03-2027',
  };

  it('has every field of version 002 in its place', () => {
    const payload = buildEpcPayload(transfer);
    expect(decode(payload)).toEqual({
      service: 'BCD',
      version: '002',
      charset: '1',
      identification: 'SCT',
      bic: '',
      name: 'Penningmeester VV Oranje',
      iban: 'NL91ABNA0417164300',
      amount: 'EUR12.50',
      purpose: '',
      reference: '',
      text: 'Boetes Jan t/m 12-03-2027',
      info: undefined,
    });
    expect(payload).not.toContain('\r');
    // The standard's limit for the whole payload.
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });

  it('puts a creditor reference in the structured field and then leaves the text out', () => {
    const payload = buildEpcPayload({ ...transfer, structuredReference: 'RF18539007547034' });
    expect(decode(payload)).toMatchObject({
      amount: 'EUR12.50',
      purpose: '',
      reference: 'RF18539007547034',
      text: undefined,
    });
  });

  it('writes amounts with a dot and two decimals', () => {
    expect(epcAmount(1)).toBe('EUR0.01');
    expect(epcAmount(500)).toBe('EUR5.00');
    expect(epcAmount(123456)).toBe('EUR1234.56');
  });

  it('takes an optional BIC in upper case', () => {
    expect(decode(buildEpcPayload({ ...transfer, bic: 'abnanl2a' })).bic).toBe('ABNANL2A');
  });

  it('cuts the name at 70 and the text at 140 characters and keeps them on one line', () => {
    const decoded = decode(
      buildEpcPayload({
        ...transfer,
        name: 'N'.repeat(80),
        remittance: `Boetes\nÉén ${'x'.repeat(200)}`,
      }),
    );
    expect(decoded.name).toHaveLength(70);
    expect(decoded.text).toHaveLength(140);
    expect(decoded.text?.startsWith('Boetes Één x')).toBe(true);
  });

  it('refuses amounts a banking app would refuse', () => {
    expect(() => buildEpcPayload({ ...transfer, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildEpcPayload({ ...transfer, amountCents: 100_000_000_000 })).toThrow(
      RangeError,
    );
  });
});
