// The EPC QR code ("girocode", EPC069-12 version 002) that Dutch and other
// European banking apps scan to fill in a SEPA credit transfer. Lines are
// separated by LF; trailing empty fields are left off.

export const EPC_MAX_NAME = 70;
export const EPC_MAX_REMITTANCE = 140;
/** Version 002 allows 0.01 up to 999999999.99 euro. */
export const EPC_MAX_CENTS = 99_999_999_999;

export interface EpcTransfer {
  /** Optional in version 002 within the EEA. */
  bic?: string | null;
  /** The beneficiary (the team's account holder). */
  name: string;
  /** Normalized (no spaces). */
  iban: string;
  amountCents: number;
  /**
   * An ISO 11649 creditor reference ("betalingskenmerk"). EPC069-12 allows
   * either this or the unstructured text, not both: with it, `remittance` is left out.
   */
  structuredReference?: string | null;
  /** Unstructured remittance text, the "omschrijving". */
  remittance?: string;
}

/** One line of free text: no line breaks, no surrounding spaces, at most `max` characters. */
function field(text: string, max: number): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, max).join('');
}

/** 'EUR12.50': the amount with a dot and always two decimals. */
export function epcAmount(cents: number): string {
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The text to encode in the QR code (UTF-8, character set 1). */
export function buildEpcPayload(transfer: EpcTransfer): string {
  if (
    !Number.isInteger(transfer.amountCents) ||
    transfer.amountCents < 1 ||
    transfer.amountCents > EPC_MAX_CENTS
  ) {
    throw new RangeError(`Bedrag buiten het bereik van een EPC-QR-code: ${transfer.amountCents}`);
  }
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    transfer.bic?.trim().toUpperCase() ?? '',
    field(transfer.name, EPC_MAX_NAME),
    transfer.iban,
    epcAmount(transfer.amountCents),
    '', // purpose code
    transfer.structuredReference ?? '',
    transfer.structuredReference ? '' : field(transfer.remittance ?? '', EPC_MAX_REMITTANCE),
  ];
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}
