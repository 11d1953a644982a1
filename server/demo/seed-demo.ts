import type { Kysely } from 'kysely';
import { addDays } from '../../domain/dates.js';
import { hashSecret } from '../auth/passwords.js';
import type { Bool, DB, MatchType } from '../db/schema.js';

export const DEMO_TEAM_CODE = 'demo';
export const DEMO_PIN = '123456';
export const DEMO_ADMIN_EMAIL = 'beheerder@demo.teampot.nl';
export const DEMO_ADMIN_PASSWORD = 'teampot-demo';
export const DEMO_IBAN = 'NL91ABNA0417164300';

/** Home matches at the club's own ground; away at the opponent's (an even match is at home). */
const HOME_GROUND = 'Sportpark De Adelaar';
const KICK_OFFS = ['14:30', '12:00', '14:30', '11:00'];

const PLAYERS: [string, string, string | null][] = [
  ['Jan', 'de Vries', null],
  ['Pieter', 'Bakker', 'Piet'],
  ['Kees', 'Visser', null],
  ['Mohammed', 'El Amrani', 'Mo'],
  ['Daan', 'Smit', null],
  ['Thijs', 'Meijer', null],
  ['Lars', 'de Boer', null],
  ['Sem', 'Mulder', 'Semmie'],
  ['Bram', 'de Groot', null],
  ['Ruben', 'Bos', null],
  ['Jesse', 'Vos', null],
  ['Stijn', 'Peters', null],
  ['Tim', 'Hendriks', 'Timmie'],
  ['Luuk', 'van Dijk', null],
  ['Niels', 'Jansen', null],
  ['Koen', 'van Leeuwen', null],
];

const OPPONENTS = [
  'VV Oranje Boys',
  'SC Noordwijk 4',
  'FC Lisse 3',
  'Rijnsburgse Boys 6',
  'Katwijk 5',
  'Quick Boys 7',
  'Sassenheim 2',
  'ARC 4',
  'Foreholte 3',
  'Voorschoten 97 5',
];

/**
 * A realistic demo team: two seasons, 16 players, ~20 matches (filled, one
 * cancelled, some still to fill, some to come), fines paid and unpaid,
 * transactions and two task lists with draws. Dates are relative to `today`,
 * so "played" and "to fill" make sense whenever the demo is started.
 * Deterministic: the same `today` gives the same data.
 */
export async function seedDemo(db: Kysely<DB>, today: string): Promise<void> {
  const now = new Date().toISOString();
  const year = Number(today.slice(0, 4));
  const seasonStartYear = Number(today.slice(5, 7)) >= 8 ? year : year - 1;

  await db.transaction().execute(async (trx) => {
    const team = await trx
      .insertInto('teams')
      .values({
        name: 'VV Demo Zaterdag 3',
        team_code: DEMO_TEAM_CODE,
        pin_hash: await hashSecret(DEMO_PIN),
        created_at: now,
        // A valid example IBAN, so the demo shows the pay button and its QR code.
        iban: DEMO_IBAN,
        account_name: 'VV Demo Zaterdag 3',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const teamId = team.id;
    const admin = await trx
      .insertInto('users')
      .values({
        email: DEMO_ADMIN_EMAIL,
        password_hash: await hashSecret(DEMO_ADMIN_PASSWORD),
        email_verified_at: now,
        is_admin: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('team_admins').values({ team_id: teamId, user_id: admin.id }).execute();

    const playerIds: number[] = [];
    for (const [index, [first, last, nick]] of PLAYERS.entries()) {
      const row = await trx
        .insertInto('players')
        .values({
          team_id: teamId,
          first_name: first,
          last_name: last,
          nick_name: nick,
          active: index === 15 ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      playerIds.push(row.id);
    }
    const player = (i: number) => playerIds[i % playerIds.length]!;

    const insertSeason = async (description: string, members: number[]) => {
      const row = await trx
        .insertInto('seasons')
        .values({ team_id: teamId, description, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('season_players')
        .values(members.map((p) => ({ team_id: teamId, season_id: row.id, player_id: p })))
        .execute();
      return row.id;
    };
    // Koen (inactive now) played last season only; Koen's place went to nobody.
    const previousSeason = await insertSeason(
      `${seasonStartYear - 1}-${seasonStartYear}`,
      playerIds,
    );
    const currentSeason = await insertSeason(
      `${seasonStartYear}-${seasonStartYear + 1}`,
      playerIds.slice(0, 15),
    );

    const fineType = async (
      description: string,
      amountCents: number | null,
      task: string | null,
      matchRelated: Bool,
    ) =>
      (
        await trx
          .insertInto('fine_types')
          .values({
            team_id: teamId,
            description,
            match_related: matchRelated,
            amount_cents: amountCents,
            task,
            obsolete: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const late = await fineType('Te laat', 250, null, 1);
    const yellow = await fineType('Gele kaart', 500, null, 1);
    const red = await fineType('Rode kaart', 1000, null, 1);
    const forgotKit = await fineType('Tenue vergeten', 300, null, 1);
    const wrongTalk = await fineType('Scheidsrechter aanspreken', 200, null, 1);
    const noShow = await fineType('Niet afgemeld', 750, null, 0);
    await fineType('Kratje bier bij eerste doelpunt', null, 'Kratje bier meenemen', 1);
    // Cards fine themselves (issue 31): the types they charge are the team's settings,
    // so they are not among the fines picked by hand.
    await trx
      .updateTable('teams')
      .set({ yellow_card_fine_type_id: yellow, red_card_fine_type_id: red })
      .where('id', '=', teamId)
      .execute();
    const matchFineTypes = [late, forgotKit, late, wrongTalk, late, forgotKit];

    const washing = (
      await trx
        .insertInto('task_lists')
        .values({ team_id: teamId, name: 'Shirts wassen', season_id: null, obsolete: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const bar = (
      await trx
        .insertInto('task_lists')
        .values({ team_id: teamId, name: 'Bardienst', season_id: currentSeason, obsolete: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    let matchNumber = 0;
    /** Inserts a match; when `fill` is set, also its absences, goals, fines and a shirt-washing draw. */
    const insertMatch = async (
      seasonId: number,
      date: string,
      opponent: string,
      matchType: MatchType,
      state: { cancelled?: boolean; fill?: { seed: number; paid: boolean } },
    ) => {
      matchNumber += 1;
      const home = matchNumber % 2 === 0;
      const match = await trx
        .insertInto('matches')
        .values({
          team_id: teamId,
          season_id: seasonId,
          date,
          match_type: matchType,
          opponent,
          cancelled: state.cancelled ? 1 : 0,
          filled: state.fill ? 1 : 0,
          kick_off: KICK_OFFS[matchNumber % KICK_OFFS.length]!,
          location: home ? HOME_GROUND : `Sportpark ${opponent.replace(/ \d+$/, '')}`,
          home: home ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fill = state.fill;
      if (!fill) return match.id;
      const squad = seasonId === currentSeason ? 15 : 16;
      const absent = [player((fill.seed * 3) % squad), player((fill.seed * 7 + 5) % squad)];
      await trx
        .insertInto('match_absences')
        .values(absent.map((p) => ({ team_id: teamId, match_id: match.id, player_id: p })))
        .execute();
      const scorers = [0, 1, 2]
        .map((k) => player((fill.seed * 5 + k * 4 + 1) % squad))
        .filter((p) => !absent.includes(p));
      const uniqueScorers = [...new Set(scorers)];
      if (uniqueScorers.length > 0) {
        await trx
          .insertInto('match_goals')
          .values(
            uniqueScorers.map((p, k) => ({
              team_id: teamId,
              match_id: match.id,
              player_id: p,
              goals: k === 0 ? 1 + (fill.seed % 3) : 1,
            })),
          )
          .execute();
      }
      // The result: our goals are the scorers' (an own goal or two is not modelled).
      const goalsFor = uniqueScorers.reduce(
        (sum, _, k) => sum + (k === 0 ? 1 + (fill.seed % 3) : 1),
        0,
      );
      await trx
        .updateTable('matches')
        .set({ score_for: goalsFor, score_against: fill.seed % 4 })
        .where('team_id', '=', teamId)
        .where('id', '=', match.id)
        .execute();
      const present = Array.from({ length: squad }, (_, i) => player(i)).filter(
        (p) => !absent.includes(p),
      );
      // A yellow card every other match, a red now and then (never both in one of the
      // demo's matches), each with the fine it charges.
      const cards = [
        ...(fill.seed % 2 === 0 ? [{ color: 'yellow' as const, seed: 13 }] : []),
        ...(fill.seed % 5 === 0 ? [{ color: 'red' as const, seed: 17 }] : []),
      ].map((card, k) => ({
        ...card,
        playerId: present[(fill.seed * card.seed + matchNumber * 3 + k) % present.length]!,
      }));
      for (const card of cards) {
        await trx
          .insertInto('match_cards')
          .values({
            team_id: teamId,
            match_id: match.id,
            player_id: card.playerId,
            yellow: card.color === 'yellow' ? 1 : 0,
            red: card.color === 'red' ? 1 : 0,
          })
          .execute();
        await trx
          .insertInto('fines')
          .values({
            team_id: teamId,
            season_id: seasonId,
            player_id: card.playerId,
            fine_type_id: card.color === 'yellow' ? yellow : red,
            match_id: match.id,
            date,
            description: null,
            paid: fill.paid ? 1 : 0,
            created_at: now,
            card: card.color,
          })
          .execute();
      }
      // Player of the match: the vote closed 48 hours after the fill; the first scorer
      // (or else the first present) won it, one voter chose someone else.
      const winner = uniqueScorers[0] ?? present[0]!;
      const voters = present.filter((p) => p !== winner).slice(0, 5);
      await trx
        .updateTable('matches')
        .set({ filled_at: `${date}T20:00:00.000Z` })
        .where('team_id', '=', teamId)
        .where('id', '=', match.id)
        .execute();
      await trx
        .insertInto('match_votes')
        .values(
          voters.map((voter, k) => ({
            team_id: teamId,
            match_id: match.id,
            voter_id: voter,
            player_id: k === 0 ? voters[1]! : winner,
            voted_at: `${date}T21:00:00.000Z`,
          })),
        )
        .execute();
      for (let k = 0; k < 1 + (fill.seed % 3); k++) {
        const typeId = matchFineTypes[(fill.seed + k) % matchFineTypes.length]!;
        await trx
          .insertInto('fines')
          .values({
            team_id: teamId,
            season_id: seasonId,
            player_id: player((fill.seed * 2 + k * 5) % squad),
            fine_type_id: typeId,
            match_id: match.id,
            date,
            description: null,
            paid: fill.paid || (fill.seed + k) % 2 === 0 ? 1 : 0,
            created_at: now,
          })
          .execute();
      }
      await trx
        .insertInto('task_draws')
        .values({
          team_id: teamId,
          task_list_id: washing,
          season_id: seasonId,
          player_id: player((fill.seed * 11 + 3) % squad),
          match_id: match.id,
          date,
          description: null,
          created_at: now,
        })
        .execute();
      return match.id;
    };

    const types: MatchType[] = ['League', 'League', 'Cup', 'League', 'Friendly'];
    // Last season: eight matches, all filled and all fines paid (it is locked).
    for (let i = 0; i < 8; i++) {
      await insertMatch(
        previousSeason,
        addDays(today, -365 + i * 14),
        OPPONENTS[i % OPPONENTS.length]!,
        types[i % types.length]!,
        {
          fill: { seed: i + 1, paid: true },
        },
      );
    }
    // This season: six filled, one cancelled, two still to fill, three to come.
    const current: {
      offset: number;
      state: { cancelled?: boolean; fill?: { seed: number; paid: boolean } };
    }[] = [
      { offset: -70, state: { fill: { seed: 11, paid: false } } },
      { offset: -63, state: { fill: { seed: 12, paid: false } } },
      { offset: -56, state: { fill: { seed: 13, paid: false } } },
      { offset: -49, state: { cancelled: true } },
      { offset: -42, state: { fill: { seed: 14, paid: false } } },
      { offset: -35, state: { fill: { seed: 15, paid: false } } },
      { offset: -28, state: { fill: { seed: 16, paid: false } } },
      { offset: -14, state: {} },
      { offset: -7, state: {} },
      { offset: 7, state: {} },
      { offset: 14, state: {} },
      { offset: 21, state: {} },
    ];
    for (const [i, m] of current.entries()) {
      await insertMatch(
        currentSeason,
        addDays(today, m.offset),
        OPPONENTS[(i + 3) % OPPONENTS.length]!,
        types[i % types.length]!,
        m.state,
      );
    }

    // Manual fines and money movements.
    await trx
      .insertInto('fines')
      .values([
        {
          team_id: teamId,
          season_id: currentSeason,
          player_id: player(4),
          fine_type_id: noShow,
          match_id: null,
          date: addDays(today, -30),
          description: 'Training niet afgemeld',
          paid: 0,
          created_at: now,
        },
        {
          team_id: teamId,
          season_id: currentSeason,
          player_id: player(9),
          fine_type_id: noShow,
          match_id: null,
          date: addDays(today, -20),
          description: 'Teamavond niet afgemeld',
          paid: 1,
          created_at: now,
        },
      ])
      .execute();
    const transaction = (
      seasonId: number,
      type: 'Income' | 'Expense',
      offset: number,
      cents: number,
      reason: string,
    ) => ({
      team_id: teamId,
      season_id: seasonId,
      transaction_type: type,
      date: addDays(today, offset),
      amount_cents: cents,
      reason,
    });
    await trx
      .insertInto('transactions')
      .values([
        transaction(previousSeason, 'Income', -360, 15000, 'Sponsoring Café De Hoek'),
        transaction(previousSeason, 'Expense', -200, 8995, 'Nieuwe ballen'),
        transaction(previousSeason, 'Expense', -250, 4200, 'Eindejaarsborrel'),
        transaction(currentSeason, 'Income', -80, 10000, 'Sponsoring Bakkerij Bos'),
        transaction(currentSeason, 'Expense', -40, 3750, 'Bitterballen na de bekerwedstrijd'),
      ])
      .execute();

    for (const [k, offset] of [-60, -45, -21].entries()) {
      await trx
        .insertInto('task_draws')
        .values({
          team_id: teamId,
          task_list_id: bar,
          season_id: currentSeason,
          player_id: player(k * 4 + 2),
          match_id: null,
          date: addDays(today, offset),
          description: 'Bardienst zaterdagmiddag',
          created_at: now,
        })
        .execute();
    }
  });
}
