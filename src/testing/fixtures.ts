import type { Fine } from '../../domain/fines/fine.schema';
import type { FineType } from '../../domain/fines/fine-type.schema';
import type { Match } from '../../domain/matches/match.schema';
import type { Player } from '../../domain/players/player.schema';
import type { Visibility } from '../../domain/payments/money-settings.schema';
import type { Season } from '../../domain/seasons/season.schema';
import type { Team } from '../../domain/teams/team.schema';
import type { Transaction } from '../../domain/transactions/transaction.schema';

/** A small team as the API answers it, for page tests: two active players and one who stopped. */
export const team: Team = { id: 1, name: 'VV Demo', teamCode: 'demo' };

/** A team that shows visitors everything. */
export const showsAll: Visibility = { showNames: 'full', moneyVisible: true, payByQr: false };

export const eva: Player = {
  id: 3,
  firstName: 'Eva',
  lastName: 'Mulder',
  nickName: null,
  active: true,
};
export const jan: Player = {
  id: 4,
  firstName: 'Jan',
  lastName: 'de Vries',
  nickName: 'Jantje',
  active: true,
};
export const piet: Player = {
  id: 5,
  firstName: 'Piet',
  lastName: 'Bakker',
  nickName: null,
  active: false,
};

/** Newest first, as `GET /season` answers: the first is the current, open season. */
export const seasons: Season[] = [
  { id: 2, description: '2026-2027', locked: false },
  { id: 1, description: '2025-2026', locked: true },
];

export const lateFine: FineType = {
  id: 21,
  description: 'Te laat',
  matchRelated: false,
  amount: 2.5,
  task: null,
  obsolete: false,
};

export function match(changes: Partial<Match> = {}): Match {
  return {
    id: 31,
    seasonId: 2,
    date: '2026-09-12',
    matchType: 'League',
    opponent: 'VV Noord',
    cancelled: false,
    filled: false,
    kickOff: '14:30',
    location: null,
    home: true,
    scoreFor: null,
    scoreAgainst: null,
    ...changes,
  };
}

/** Eva's open manual fine of the current season. */
export const evasFine: Fine = {
  id: 11,
  player: eva,
  seasonId: 2,
  type: lateFine,
  data: { date: '2026-09-14', description: 'Training' },
  paid: false,
};

export const hallRent: Transaction = {
  id: 61,
  seasonId: 2,
  transactionType: 'Expense',
  date: '2026-09-15',
  amount: 20.25,
  reason: 'Zaalhuur',
};

/** A page of the paged transaction list (`GET /transaction?limit=…`), its totals over the whole season. */
export function transactionPage(
  items: Transaction[],
  {
    nextCursor = null,
    income = 0,
    expenses = 0,
    count = items.length,
  }: { nextCursor?: string | null; income?: number; expenses?: number; count?: number } = {},
) {
  return {
    items,
    nextCursor,
    totals: { count, income, expenses, balance: Math.round((income - expenses) * 100) / 100 },
  };
}

/** A page of the paged fine list (`GET /fine?limit=…`), its totals over the whole list. */
export function finePage(
  items: Fine[],
  {
    nextCursor = null,
    total = 2.5,
    outstanding = 2.5,
    count = items.length,
  }: { nextCursor?: string | null; total?: number; outstanding?: number; count?: number } = {},
) {
  return { items, nextCursor, totals: { count, total, outstanding } };
}

/** A page of a task list's paged draw history (`GET /task/{id}/draws?limit=…`). */
export function drawPage<Draw>(
  items: Draw[],
  { nextCursor = null, count = items.length }: { nextCursor?: string | null; count?: number } = {},
) {
  return { items, nextCursor, totals: { count } };
}
