/**
 * Bank statements as Dutch banks export them, written from the standards:
 * CAMT.053 (ISO 20022 `camt.053.001.02`, the version the Dutch banks' SEPA
 * implementation guides use) and MT940 (SWIFT, with the Dutch banks' structured
 * :86: details). Each builder writes a whole, valid file — header, account,
 * opening and closing balance that add up — around the entries a test needs.
 */

export interface TestEntry {
  /** The bank's id of the entry (AcctSvcrRef / :61: bank reference). */
  id: string;
  /** Euros; positive. */
  amount: number;
  credit: boolean;
  date: string;
  name: string;
  /** Unstructured remittance text. */
  description?: string;
  /** A structured creditor reference (RmtInf/Strd, /REMI/STRD/ISO/). */
  reference?: string;
}

const ACCOUNT = 'NL91ABNA0417164300';
const OPENING = 100;

function closing(entries: TestEntry[]): number {
  return entries.reduce((sum, e) => sum + (e.credit ? e.amount : -e.amount), OPENING);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function camt053Statement(entries: TestEntry[], statementId = 'STMT-2026-11-01'): string {
  const dates = entries.map((e) => e.date).sort();
  const first = dates[0] ?? '2026-11-01';
  const last = dates.at(-1) ?? first;
  const ntry = entries
    .map((e) => {
      const party = e.credit ? 'Dbtr' : 'Cdtr';
      const account = e.credit ? 'DbtrAcct' : 'CdtrAcct';
      const remittance = [
        e.description ? `<Ustrd>${escapeXml(e.description)}</Ustrd>` : '',
        e.reference
          ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${e.reference}</Ref></CdtrRefInf></Strd>`
          : '',
      ].join('');
      return `
      <Ntry>
        <Amt Ccy="EUR">${e.amount.toFixed(2)}</Amt>
        <CdtDbtInd>${e.credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${e.date}</Dt></BookgDt>
        <ValDt><Dt>${e.date}</Dt></ValDt>
        <AcctSvcrRef>${e.id}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${e.credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${e.amount.toFixed(2)}</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <${party}><Nm>${escapeXml(e.name)}</Nm></${party}>
              <${account}><Id><IBAN>NL20INGB0001234567</IBAN></Id></${account}>
            </RltdPties>
            ${remittance ? `<RmtInf>${remittance}</RmtInf>` : ''}
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>${statementId}</MsgId>
      <CreDtTm>${last}T23:00:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <CreDtTm>${last}T23:00:00</CreDtTm>
      <Acct><Id><IBAN>${ACCOUNT}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">${OPENING.toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>${first}</Dt></Dt>
      </Bal>
      <Bal>
        <Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">${Math.abs(closing(entries)).toFixed(2)}</Amt><CdtDbtInd>${closing(entries) >= 0 ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Dt><Dt>${last}</Dt></Dt>
      </Bal>${ntry}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** YYMMDD. */
const swiftDate = (date: string) => date.slice(2).replaceAll('-', '');
/** SWIFT amounts: decimal comma, no thousands separator. */
const swiftAmount = (euros: number) => euros.toFixed(2).replace('.', ',');

/** :86: lines are at most 65 characters (SWIFT 6*65x). */
function wrap65(text: string): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += 65) lines.push(text.slice(i, i + 65));
  return lines.join('\r\n');
}

export function mt940Statement(entries: TestEntry[], statementNumber = '00001'): string {
  const dates = entries.map((e) => e.date).sort();
  const first = dates[0] ?? '2026-11-01';
  const last = dates.at(-1) ?? first;
  const end = closing(entries);
  const lines = [
    ':20:940S' + swiftDate(last),
    `:25:${ACCOUNT}`,
    `:28C:${statementNumber}/1`,
    `:60F:C${swiftDate(first)}EUR${swiftAmount(OPENING)}`,
  ];
  for (const e of entries) {
    // :61: value date, entry date (MMDD), C/D, amount, type code, customer reference // bank reference
    lines.push(
      `:61:${swiftDate(e.date)}${swiftDate(e.date).slice(2)}${e.credit ? 'C' : 'D'}${swiftAmount(e.amount)}NTRFNONREF//${e.id}`,
    );
    const remittance = e.reference
      ? `/REMI/STRD/ISO/${e.reference}/`
      : `/REMI/USTD//${e.description ?? ''}/`;
    lines.push(
      ':86:' +
        wrap65(
          `/EREF/NOTPROVIDED//CNTP/NL20INGB0001234567/INGBNL2A/${e.name}///${remittance.slice(1)}`,
        ),
    );
  }
  lines.push(`:62F:${end >= 0 ? 'C' : 'D'}${swiftDate(last)}EUR${swiftAmount(Math.abs(end))}`);
  return `${lines.join('\r\n')}\r\n-\r\n`;
}
