import { formatDate, formatDateLong } from '../../../domain/dates.js';
import { escapeHtml } from '../../../domain/html.js';
import { formatMoney } from '../../../domain/money.js';
import { matchPairing, matchScore } from '../../../domain/matches/match-rules.js';
import type { FineExportRow, MatchExportRow, TransactionExportRow } from './exports.repository.js';

/**
 * The end-of-season report for the kascommissie: one printable HTML page with
 * the balance, every money movement and the open fines per player, and room to
 * sign. Served by the API as a page of its own (no SPA needed to print it).
 */

export interface SeasonReport {
  teamName: string;
  season: string;
  today: string;
  fines: FineExportRow[];
  transactions: TransactionExportRow[];
  matches: MatchExportRow[];
}

/** Tagged template: every interpolated string is escaped, nested `Html` is not. */
class Html {
  constructor(readonly text: string) {}
}
type Part = string | number | Html | Html[];
function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  const text = strings.reduce((out, chunk, i) => {
    const part = parts[i - 1];
    const rendered = Array.isArray(part)
      ? part.map((p) => p.text).join('')
      : part instanceof Html
        ? part.text
        : escapeHtml(String(part));
    return out + rendered + chunk;
  });
  return new Html(text);
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

interface OpenFines {
  player: string;
  count: number;
  cents: number;
}

/** Players with unpaid money fines, most owed first. */
export function openFinesPerPlayer(fines: FineExportRow[]): OpenFines[] {
  const perPlayer = new Map<number, OpenFines>();
  for (const fine of fines) {
    if (fine.paid || fine.amountCents === null) continue;
    const entry = perPlayer.get(fine.playerId) ?? { player: fine.player, count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += fine.amountCents;
    perPlayer.set(fine.playerId, entry);
  }
  return [...perPlayer.values()].sort(
    (a, b) => b.cents - a.cents || a.player.localeCompare(b.player, 'nl'),
  );
}

export function renderSeasonReport(report: SeasonReport): string {
  const moneyFines = report.fines.filter((f) => f.amountCents !== null);
  const paidCents = sum(moneyFines.filter((f) => f.paid).map((f) => f.amountCents ?? 0));
  const unpaidCents = sum(moneyFines.filter((f) => !f.paid).map((f) => f.amountCents ?? 0));
  const incomeCents = sum(
    report.transactions.filter((t) => t.transactionType === 'Income').map((t) => t.amountCents),
  );
  const expenseCents = sum(
    report.transactions.filter((t) => t.transactionType === 'Expense').map((t) => t.amountCents),
  );
  const balanceCents = paidCents + incomeCents - expenseCents;
  const open = openFinesPerPlayer(report.fines);
  const title = `Kasverslag ${report.season}`;

  const page = html`<!doctype html>
    <html lang="nl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – ${report.teamName}</title>
        <style>
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <header>
            <p class="team">${report.teamName}</p>
            <h1>${title}</h1>
            <p class="meta">Opgemaakt op ${formatDateLong(report.today)}</p>
          </header>

          <section aria-labelledby="saldo">
            <h2 id="saldo">Saldo</h2>
            <table class="summary">
              <tbody>
                <tr>
                  <th scope="row">Betaalde boetes</th>
                  <td>${formatMoney(paidCents)}</td>
                </tr>
                <tr>
                  <th scope="row">Inkomsten</th>
                  <td>${formatMoney(incomeCents)}</td>
                </tr>
                <tr>
                  <th scope="row">Uitgaven</th>
                  <td>${formatMoney(-expenseCents)}</td>
                </tr>
                <tr class="total">
                  <th scope="row">Saldo van de pot</th>
                  <td data-figure="balance">${formatMoney(balanceCents)}</td>
                </tr>
                <tr>
                  <th scope="row">Openstaande boetes</th>
                  <td data-figure="unpaid">${formatMoney(unpaidCents)}</td>
                </tr>
                <tr class="total">
                  <th scope="row">Saldo als alles betaald is</th>
                  <td>${formatMoney(balanceCents + unpaidCents)}</td>
                </tr>
              </tbody>
            </table>
          </section>

          <section aria-labelledby="open">
            <h2 id="open">Openstaande boetes per speler</h2>
            ${
              open.length === 0
                ? html`<p class="empty">Alle boetes zijn betaald.</p>`
                : html`<table>
                    <thead>
                      <tr>
                        <th>Speler</th>
                        <th class="num">Aantal</th>
                        <th class="num">Bedrag</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${open.map(
                        (o) =>
                          html`<tr>
                            <td>${o.player}</td>
                            <td class="num">${o.count}</td>
                            <td class="num">${formatMoney(o.cents)}</td>
                          </tr>`,
                      )}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th>Totaal</th>
                        <td class="num">${sum(open.map((o) => o.count))}</td>
                        <td class="num">${formatMoney(unpaidCents)}</td>
                      </tr>
                    </tfoot>
                  </table>`
            }
          </section>

          <section aria-labelledby="transacties">
            <h2 id="transacties">Transacties</h2>
            ${
              report.transactions.length === 0
                ? html`<p class="empty">Geen transacties gevonden</p>`
                : html`<table>
                    <thead>
                      <tr>
                        <th>Datum</th>
                        <th>Omschrijving</th>
                        <th class="num">Inkomsten</th>
                        <th class="num">Uitgaven</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${report.transactions.map(
                        (t) =>
                          html`<tr>
                            <td>${formatDate(t.date)}</td>
                            <td>${t.reason}</td>
                            <td class="num">
                              ${t.transactionType === 'Income' ? formatMoney(t.amountCents) : ''}
                            </td>
                            <td class="num">
                              ${t.transactionType === 'Expense' ? formatMoney(t.amountCents) : ''}
                            </td>
                          </tr>`,
                      )}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th colspan="2">Totaal</th>
                        <td class="num">${formatMoney(incomeCents)}</td>
                        <td class="num">${formatMoney(expenseCents)}</td>
                      </tr>
                    </tfoot>
                  </table>`
            }
          </section>

          <section aria-labelledby="wedstrijden">
            <h2 id="wedstrijden">Wedstrijden</h2>
            ${
              report.matches.length === 0
                ? html`<p class="empty">Geen wedstrijden gevonden.</p>`
                : html`<table>
                    <thead>
                      <tr>
                        <th>Datum</th>
                        <th>Wedstrijd</th>
                        <th class="num">Uitslag</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${report.matches.map(
                        (m) =>
                          html`<tr>
                            <td>${formatDate(m.date)}${m.kickOff ? ` ${m.kickOff}` : ''}</td>
                            <td>${matchPairing(report.teamName, m)}</td>
                            <td class="num">${m.cancelled ? 'afgelast' : (matchScore(m) ?? '')}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>`
            }
          </section>

          <section aria-labelledby="boetes">
            <h2 id="boetes">Boetes</h2>
            ${
              report.fines.length === 0
                ? html`<p class="empty">Geen boetes gevonden</p>`
                : html`<table>
                    <thead>
                      <tr>
                        <th>Datum</th>
                        <th>Speler</th>
                        <th>Boete</th>
                        <th class="num">Bedrag</th>
                        <th>Betaald</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${report.fines.map(
                        (f) =>
                          html`<tr>
                            <td>${formatDate(f.date)}</td>
                            <td>${f.player}</td>
                            <td>
                              ${f.type}${f.opponent ? html` <span class="sub">(${f.opponent})</span>` : f.description ? html` <span class="sub">(${f.description})</span>` : ''}
                            </td>
                            <td class="num">
                              ${f.amountCents === null ? (f.task ?? '') : formatMoney(f.amountCents)}
                            </td>
                            <td>${f.paid ? 'ja' : 'nee'}</td>
                          </tr>`,
                      )}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th colspan="3">Betaald / open</th>
                        <td class="num">${formatMoney(paidCents)} / ${formatMoney(unpaidCents)}</td>
                        <td></td>
                      </tr>
                    </tfoot>
                  </table>`
            }
          </section>

          <section class="sign" aria-labelledby="controle">
            <h2 id="controle">Controle door de kascommissie</h2>
            <div class="lines">
              <p>Naam<span></span></p>
              <p>Datum<span></span></p>
              <p>Handtekening<span></span></p>
            </div>
          </section>
        </main>
      </body>
    </html> `;
  return page.text;
}

const STYLE = `
:root { color-scheme: light; --line: #d5dbe1; --muted: #5b6670; --accent: #0b6e4f; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2329; background: #f3f5f7; }
main { max-width: 820px; margin: 24px auto; padding: 32px 40px; background: #fff; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
header { border-bottom: 3px solid var(--accent); padding-bottom: 12px; margin-bottom: 8px; }
.team { margin: 0; color: var(--accent); font-weight: 700; text-transform: uppercase; letter-spacing: .06em; font-size: 13px; }
h1 { margin: 4px 0; font-size: 26px; }
h2 { font-size: 17px; margin: 28px 0 8px; }
.meta, .empty, .sub { color: var(--muted); }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { font-size: 13px; color: var(--muted); border-bottom: 2px solid var(--line); }
tfoot th, tfoot td, tr.total th, tr.total td { font-weight: 700; border-top: 2px solid #1c2329; }
.num, .summary td { text-align: right; white-space: nowrap; }
.summary { max-width: 460px; }
.summary th { font-weight: 400; }
.sign .lines { display: grid; gap: 18px; margin-top: 12px; }
.sign p { display: flex; gap: 12px; margin: 0; align-items: end; }
.sign span { flex: 1; border-bottom: 1px solid #1c2329; height: 28px; }
@media (max-width: 600px) { main { margin: 0; padding: 20px 16px; border-radius: 0; } th, td { padding: 6px 4px; } }
@page { size: A4; margin: 16mm 14mm; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { margin: 0; padding: 0; max-width: none; box-shadow: none; }
  thead { display: table-header-group; }
  tr, .sign { break-inside: avoid; }
  h2 { break-after: avoid; }
}
`;
