import { formatDate, formatDateLong } from '../../../domain/dates.js';
import { formatMoney } from '../../../domain/money.js';
import { matchPairing, matchScore } from '../../../domain/matches/match-rules.js';
import {
  seasonCards,
  seasonFines,
  seasonMatches,
  seasonPlayersOfTheMatch,
  seasonTitles,
  seasonTransactions,
  type CardExportRow,
  type FineExportRow,
  type MatchExportRow,
  type TitleExportRow,
  type TransactionExportRow,
} from './exports.repository.js';
import { html, Html, REPORT_STYLE } from './report-html.js';
import type { SeasonScope } from './season-csv.js';

/**
 * The end-of-season report for the kascommissie: one printable HTML page with
 * the balance, every money movement and the open fines per player, the
 * matches with their cards and player of the match, and room to sign. Served
 * by the API as a page of its own (no SPA needed to print it). Members only,
 * as the CSVs: full names and money (docs/decisions.md, "Privacy").
 */

export interface SeasonReport {
  teamName: string;
  season: string;
  today: string;
  fines: FineExportRow[];
  transactions: TransactionExportRow[];
  matches: MatchExportRow[];
  /** Per player and match, as in kaarten.csv. */
  cards: CardExportRow[];
  /** The closed votes' winners per match id, as in wedstrijden.csv. */
  playersOfTheMatch: Map<number, string[]>;
  titles: TitleExportRow[];
}

/** The season's report page, from the same reads as the season's CSVs. */
export async function seasonReport(
  { db, teamId, seasonId, today, now }: SeasonScope,
  names: { teamName: string; season: string },
): Promise<string> {
  const [fines, transactions, matches, cards, playersOfTheMatch, titles] = await Promise.all([
    seasonFines(db, teamId, seasonId),
    seasonTransactions(db, teamId, seasonId),
    seasonMatches(db, teamId, seasonId),
    seasonCards(db, teamId, seasonId),
    seasonPlayersOfTheMatch(db, teamId, seasonId, now),
    seasonTitles(db, teamId, seasonId, now),
  ]);
  return renderSeasonReport({
    ...names,
    today,
    fines,
    transactions,
    matches,
    cards,
    playersOfTheMatch,
    titles,
  });
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

/** Under a match: its player of the match and its cards, each line only when there is one. */
function matchDetails(winners: string[], cards: CardExportRow[]): Html[] {
  const yellow = cards
    .filter((c) => c.yellow > 0)
    .map((c) => (c.yellow > 1 ? `${c.player} (${c.yellow}×)` : c.player));
  const red = cards.filter((c) => c.red > 0).map((c) => c.player);
  const lines: Html[] = [];
  if (winners.length > 0) {
    const label = winners.length > 1 ? 'Mannen van de wedstrijd' : 'Man van de wedstrijd';
    lines.push(html`<span class="detail">${label}: ${winners.join(', ')}</span>`);
  }
  if (yellow.length > 0) {
    lines.push(
      html`<span class="detail"><span class="card yellow"></span>Geel: ${yellow.join(', ')}</span>`,
    );
  }
  if (red.length > 0) {
    lines.push(
      html`<span class="detail"><span class="card red"></span>Rood: ${red.join(', ')}</span>`,
    );
  }
  return lines;
}

function renderSeasonReport(report: SeasonReport): string {
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
          ${new Html(REPORT_STYLE)}
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
                            <td>
                              ${matchPairing(report.teamName, m)}
                              ${matchDetails(
                                report.playersOfTheMatch.get(m.id) ?? [],
                                report.cards.filter((c) => c.matchId === m.id),
                              )}
                            </td>
                            <td class="num">${m.cancelled ? 'afgelast' : (matchScore(m) ?? '')}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>`
            }
          </section>

          <section aria-labelledby="titels">
            <h2 id="titels">Man van de wedstrijd</h2>
            ${
              report.titles.length === 0
                ? html`<p class="empty">Nog geen man van de wedstrijd gekozen.</p>`
                : html`<table class="titles">
                    <thead>
                      <tr>
                        <th>Speler</th>
                        <th class="num">Aantal keer</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${report.titles.map(
                        (t) =>
                          html`<tr>
                            <td>${t.player}</td>
                            <td class="num">${t.titles}</td>
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
