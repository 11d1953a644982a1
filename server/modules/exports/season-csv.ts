import { csvMoney, toCsv } from '../../../domain/csv.js';
import { MATCH_TYPE_LABELS } from '../../../domain/matches/match-rules.js';
import { TRANSACTION_TYPE_LABELS } from '../../../domain/transactions/transaction.schema.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import {
  seasonAttendance,
  seasonCards,
  seasonFines,
  seasonGoals,
  seasonMatches,
  seasonPlayersOfTheMatch,
  seasonTransactions,
} from './exports.repository.js';

export const CSV_KINDS = [
  'matches',
  'goals',
  'cards',
  'attendance',
  'fines',
  'transactions',
] as const;
export type CsvKind = (typeof CSV_KINDS)[number];

/** The Dutch file names of the downloads: 'wedstrijden', 'doelpunten', … */
export const CSV_FILE_NAMES: Record<CsvKind, string> = {
  matches: 'wedstrijden',
  goals: 'doelpunten',
  cards: 'kaarten',
  attendance: 'aanwezigheid',
  fines: 'boetes',
  transactions: 'transacties',
};

/** 'Seizoen 2026/2027' → 'seizoen-2026-2027', for file names. */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'seizoen'
  );
}

export interface SeasonScope {
  db: Kysely<DB>;
  teamId: number;
  seasonId: number;
  today: string;
  /** Whether a match's vote for player of the match has closed. */
  now: Date;
}

/** One season's data of one kind as a CSV file (see domain/csv.ts for the format). */
export async function seasonCsv(
  kind: CsvKind,
  { db, teamId, seasonId, today, now }: SeasonScope,
): Promise<string> {
  switch (kind) {
    case 'matches': {
      const [rows, playersOfTheMatch] = await Promise.all([
        seasonMatches(db, teamId, seasonId),
        seasonPlayersOfTheMatch(db, teamId, seasonId, now),
      ]);
      return toCsv(
        [
          'Datum',
          'Type',
          'Tegenstander',
          'Afgelast',
          'Ingevuld',
          'Afwezigen',
          'Doelpunten',
          'Aanvang',
          'Thuis/uit',
          'Locatie',
          'Uitslag',
          'Gele kaarten',
          'Rode kaarten',
          'Man van de wedstrijd',
        ],
        rows.map((m) => [
          m.date,
          MATCH_TYPE_LABELS[m.matchType],
          m.opponent,
          m.cancelled,
          m.filled,
          m.absent,
          m.goals,
          m.kickOff ?? '',
          m.home ? 'thuis' : 'uit',
          m.location ?? '',
          // Ours first, as the column next to 'Doelpunten' reads; never a date to Excel.
          m.scoreFor === null || m.scoreAgainst === null ? '' : `${m.scoreFor}–${m.scoreAgainst}`,
          m.yellowCards,
          m.redCards,
          playersOfTheMatch.get(m.id)?.join(', ') ?? '',
        ]),
      );
    }
    case 'goals': {
      const rows = await seasonGoals(db, teamId, seasonId);
      return toCsv(
        ['Datum', 'Tegenstander', 'Speler', 'Doelpunten'],
        rows.map((g) => [g.date, g.opponent, g.player, g.goals]),
      );
    }
    case 'cards': {
      const rows = await seasonCards(db, teamId, seasonId);
      return toCsv(
        ['Datum', 'Tegenstander', 'Speler', 'Geel', 'Rood'],
        rows.map((c) => [c.date, c.opponent, c.player, c.yellow, c.red]),
      );
    }
    case 'attendance': {
      const rows = await seasonAttendance(db, teamId, seasonId, today);
      return toCsv(
        ['Datum', 'Tegenstander', 'Speler', 'Aanwezig'],
        rows.map((a) => [a.date, a.opponent, a.player, a.present]),
      );
    }
    case 'fines': {
      const rows = await seasonFines(db, teamId, seasonId);
      return toCsv(
        ['Datum', 'Speler', 'Boete', 'Omschrijving', 'Wedstrijd', 'Bedrag', 'Taak', 'Betaald'],
        rows.map((f) => [
          f.date,
          f.player,
          f.type,
          f.description,
          f.opponent,
          f.amountCents === null ? null : csvMoney(f.amountCents),
          f.task,
          f.paid,
        ]),
      );
    }
    case 'transactions': {
      const rows = await seasonTransactions(db, teamId, seasonId);
      return toCsv(
        ['Datum', 'Soort', 'Omschrijving', 'Bedrag'],
        rows.map((t) => [
          t.date,
          TRANSACTION_TYPE_LABELS[t.transactionType],
          t.reason,
          csvMoney(t.transactionType === 'Expense' ? -t.amountCents : t.amountCents),
        ]),
      );
    }
  }
}
