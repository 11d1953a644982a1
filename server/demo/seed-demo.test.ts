import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canFillMatch } from '../../domain/matches/match-rules.js';
import { createTestDatabase, testDatabases } from '../../tests/helpers/test-app.js';
import type { Database } from '../db/database.js';
import { DEMO_IBAN, seedDemo } from './seed-demo.js';

const TODAY = '2026-11-22';

describe.each(testDatabases)('the demo team on $name', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDemo(database.db, TODAY);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('has two seasons, sixteen players and about twenty matches in every state', async () => {
    const db = database.db;
    const seasons = await db
      .selectFrom('seasons')
      .select(['id', 'description'])
      .orderBy('id')
      .execute();
    expect(seasons.map((s) => s.description)).toEqual(['2025-2026', '2026-2027']);
    expect(await db.selectFrom('players').select('id').execute()).toHaveLength(16);

    const matches = await db.selectFrom('matches').selectAll().execute();
    expect(matches.length).toBeGreaterThanOrEqual(18);
    const current = matches.filter((m) => m.season_id === seasons[1]!.id);
    const state = (m: (typeof matches)[number]) => ({
      date: m.date,
      cancelled: m.cancelled === 1,
      filled: m.filled === 1,
    });
    expect(current.filter((m) => m.cancelled === 1)).toHaveLength(1);
    expect(current.filter((m) => m.filled === 1).length).toBeGreaterThanOrEqual(5);
    expect(current.filter((m) => canFillMatch(state(m), TODAY)).length).toBeGreaterThanOrEqual(2);
    expect(current.filter((m) => m.date > TODAY).length).toBeGreaterThanOrEqual(2);
  });

  it('has paid and unpaid fines this season, and a settled previous season', async () => {
    const db = database.db;
    const [previous, current] = await db.selectFrom('seasons').select('id').orderBy('id').execute();
    const fines = await db.selectFrom('fines').select(['season_id', 'paid']).execute();
    const thisSeason = fines.filter((f) => f.season_id === current!.id);
    expect(thisSeason.some((f) => f.paid === 1)).toBe(true);
    expect(thisSeason.some((f) => f.paid === 0)).toBe(true);
    expect(fines.filter((f) => f.season_id === previous!.id).every((f) => f.paid === 1)).toBe(true);
  });

  it('has transactions both ways and two task lists with draws', async () => {
    const db = database.db;
    const types = new Set(
      (await db.selectFrom('transactions').select('transaction_type').execute()).map(
        (t) => t.transaction_type,
      ),
    );
    expect(types).toEqual(new Set(['Income', 'Expense']));
    const lists = await db.selectFrom('task_lists').select('id').execute();
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      const draws = await db
        .selectFrom('task_draws')
        .select('id')
        .where('task_list_id', '=', list.id)
        .execute();
      expect(draws.length).toBeGreaterThan(0);
    }
  });

  it('never absents a scorer', async () => {
    const clashes = await database.db
      .selectFrom('match_goals')
      .innerJoin('match_absences', (join) =>
        join
          .onRef('match_absences.match_id', '=', 'match_goals.match_id')
          .onRef('match_absences.player_id', '=', 'match_goals.player_id'),
      )
      .select('match_goals.match_id')
      .execute();
    expect(clashes).toEqual([]);
  });

  it('shows every feature: an IBAN to pay to, kick-off times, places, home and away, results', async () => {
    const db = database.db;
    const team = await db
      .selectFrom('teams')
      .select(['iban', 'account_name'])
      .executeTakeFirstOrThrow();
    expect(team).toEqual({ iban: DEMO_IBAN, account_name: 'VV Demo Zaterdag 3' });
    const matches = await db.selectFrom('matches').selectAll().execute();
    expect(matches.every((m) => /^\d\d:\d\d$/.test(m.kick_off ?? '') && m.location)).toBe(true);
    expect(new Set(matches.map((m) => m.home))).toEqual(new Set([0, 1]));
    const filled = matches.filter((m) => m.filled === 1);
    expect(filled.every((m) => m.score_for !== null && m.score_against !== null)).toBe(true);
    expect(matches.filter((m) => m.filled === 0).every((m) => m.score_for === null)).toBe(true);
  });

  it('has cards that fined themselves and a player of the match for every filled match', async () => {
    const db = database.db;
    const cards = await db.selectFrom('match_cards').selectAll().execute();
    expect(cards.some((c) => c.yellow === 1)).toBe(true);
    expect(cards.some((c) => c.red === 1)).toBe(true);
    const cardFines = await db
      .selectFrom('fines')
      .select(['match_id', 'player_id', 'card'])
      .where('card', 'is not', null)
      .execute();
    expect(cardFines).toHaveLength(cards.length);
    for (const card of cards) {
      expect(cardFines).toContainEqual({
        match_id: card.match_id,
        player_id: card.player_id,
        card: card.red === 1 ? 'red' : 'yellow',
      });
      const absent = await db
        .selectFrom('match_absences')
        .select('player_id')
        .where('match_id', '=', card.match_id)
        .where('player_id', '=', card.player_id)
        .execute();
      expect(absent).toEqual([]);
    }
    const team = await db
      .selectFrom('teams')
      .select(['yellow_card_fine_type_id', 'red_card_fine_type_id'])
      .executeTakeFirstOrThrow();
    const handPicked = await db
      .selectFrom('fines')
      .select('fine_type_id')
      .where('card', 'is', null)
      .execute();
    expect(handPicked.map((f) => f.fine_type_id)).not.toContain(team.yellow_card_fine_type_id);
    expect(handPicked.map((f) => f.fine_type_id)).not.toContain(team.red_card_fine_type_id);

    const filled = await db
      .selectFrom('matches')
      .select(['id', 'filled_at'])
      .where('filled', '=', 1)
      .execute();
    for (const match of filled) {
      expect(match.filled_at).not.toBeNull();
      const votes = await db
        .selectFrom('match_votes')
        .select(['voter_id', 'player_id'])
        .where('match_id', '=', match.id)
        .execute();
      expect(votes.length).toBeGreaterThan(0);
      expect(votes.every((v) => v.voter_id !== v.player_id)).toBe(true);
    }
  });
});
