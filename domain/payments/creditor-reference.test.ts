import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  findCreditorReferences,
  formatCreditorReference,
  isCreditorReference,
} from './creditor-reference';

describe('ISO 11649 creditor reference', () => {
  it("computes the standard's own example", () => {
    // ISO 11649 and EPC142-08 use "RF18 5390 0754 7034" as their example.
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(creditorReference('a1')).toBe(creditorReference('A1'));
  });

  it('accepts valid references in any spacing or case and refuses a typo', () => {
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('rf18539007547034')).toBe(true);
    expect(isCreditorReference('RF18 5390 0754 7035')).toBe(false);
    expect(isCreditorReference('RF81 5390 0754 7034')).toBe(false);
    expect(isCreditorReference('RF18')).toBe(false);
    expect(isCreditorReference('NL91ABNA0417164300')).toBe(false);
  });

  it('round-trips any body up to 21 characters', () => {
    for (const body of ['0', 'Z', 'TEAMPOT42', '123456789012345678901', 'ABCDEFGHIJKLMNOPQRSTU']) {
      expect(isCreditorReference(creditorReference(body))).toBe(true);
    }
    expect(() => creditorReference('1234567890123456789012')).toThrow(RangeError);
    expect(() => creditorReference('')).toThrow(RangeError);
    expect(() => creditorReference('AB-12')).toThrow(RangeError);
  });

  it('prints in groups of four', () => {
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('finds a reference in a description, typed compact or in groups', () => {
    expect(findCreditorReferences('Boetes RF18 5390 0754 7034 Eva')).toEqual(['RF18539007547034']);
    expect(findCreditorReferences('rf18539007547034 boetes')).toEqual(['RF18539007547034']);
    expect(findCreditorReferences('Betaling RF185390 07547034')).toEqual(['RF18539007547034']);
    expect(findCreditorReferences('SURF18539007547034')).toEqual([]);
    expect(findCreditorReferences('Contributie RF17 en meer')).toEqual([]);
    expect(findCreditorReferences('')).toEqual([]);
  });
});
