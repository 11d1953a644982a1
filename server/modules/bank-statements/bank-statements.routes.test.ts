import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  camt053Statement,
  mt940Statement,
  type TestEntry,
} from '../../../tests/helpers/bank-statements.js';
import {
  loggedInUser,
  teamAdminCookie,
  teamSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import {
  seedStandingsTeam,
  type StandingsTeam,
} from '../../../tests/helpers/standings-fixtures.js';
import { createTestApp, type TestApp, testDatabases } from '../../../tests/helpers/test-app.js';

const FORMATS = [
  { format: 'camt053', build: camt053Statement, code: 'afschrift-camt' },
  { format: 'mt940', build: mt940Statement, code: 'afschrift-mt' },
] as const;

describe.each(testDatabases)('bank statements on $name', (database) => {
  let t: TestApp;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    ({ cookie: stranger } = await loggedInUser(t.database.db, { email: 'vreemde@example.nl' }));
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(FORMATS)('in $format', ({ format, build, code }) => {
    let team: StandingsTeam;
    let admin: string;
    let pin: string;
    /** The payment answers as a player would have scanned them. */
    let eva: { reference: string; fineIds: number[]; amount: number };
    let anne: { reference: string; fineIds: number[]; amount: number };

    beforeAll(async () => {
      const db = t.database.db;
      team = await seedStandingsTeam(db, code);
      admin = await teamAdminCookie(db, `penningmeester@${code}.nl`, team.teamId);
      pin = await teamSessionCookie(db, team.teamId);
      eva = (await get(`/fine/payment/${team.players.eva}`)).json();
      anne = (await get(`/fine/payment/${team.players.anne}`)).json();
    });

    function get(path: string, cookie?: string) {
      return t.inject({
        method: 'GET',
        url: `/api/${team.code}${path}`,
        headers: cookie ? { cookie } : {},
      });
    }
    function upload(content: string, cookie: string | null = admin) {
      return t.inject({
        method: 'POST',
        url: `/api/${team.code}/payments/statement`,
        headers: cookie ? { cookie } : {},
        // No format: the content tells it.
        payload: { content },
      });
    }
    const isPaid = async (fineId: number) => (await get(`/fine/${fineId}`, pin)).json().paid;

    const evaPays: TestEntry = {
      id: 'E-001',
      amount: 12.5,
      credit: true,
      date: '2026-11-02',
      name: 'E. Mulder',
      reference: '', // set below: the structured field
    };
    const annePaysTooLittle: TestEntry = {
      id: 'A-001',
      amount: 2,
      credit: true,
      date: '2026-11-03',
      name: 'A. de Vries',
    };
    const hallRent: TestEntry = {
      id: 'D-001',
      amount: 20.25,
      credit: false,
      date: '2026-11-04',
      name: 'Sporthal De Bron',
      description: 'Zaalhuur november',
    };
    const sponsor: TestEntry = {
      id: 'S-001',
      amount: 50,
      credit: true,
      date: '2026-11-05',
      name: 'Bakkerij Brood',
      description: 'Sponsoring shirts',
    };

    it('refuses visitors (401), a pin session and other users (403)', async () => {
      const content = build([sponsor]);
      expect((await upload(content, null)).statusCode).toBe(401);
      expect((await upload(content, pin)).statusCode).toBe(403);
      expect((await upload(content, stranger)).statusCode).toBe(403);
    });

    it('pays fines by a reference in the structured field, lists a wrong amount, a debit and a stranger', async () => {
      const statement = build([
        { ...evaPays, reference: eva.reference },
        { ...annePaysTooLittle, description: `Boete ${anne.reference}` },
        hallRent,
        sponsor,
      ]);
      const response = await upload(statement);
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result.matched).toEqual([
        {
          reference: eva.reference,
          amount: 12.5,
          date: '2026-11-02',
          playerId: team.players.eva,
          fineIds: eva.fineIds,
        },
      ]);
      expect(result.alreadyImported).toBe(0);
      expect(result.unmatched).toEqual([
        expect.objectContaining({
          amount: 2,
          date: '2026-11-03',
          name: 'A. de Vries',
          transactionType: 'Income',
          reason: 'amountDiffers',
          playerId: team.players.anne,
        }),
        expect.objectContaining({
          amount: 20.25,
          name: 'Sporthal De Bron',
          description: 'Zaalhuur november',
          transactionType: 'Expense',
          reason: 'debit',
        }),
        expect.objectContaining({
          amount: 50,
          name: 'Bakkerij Brood',
          description: 'Sponsoring shirts',
          transactionType: 'Income',
          reason: 'noReference',
        }),
      ]);
      expect(await isPaid(team.fines.evaRed)).toBe(true);
      expect(await isPaid(team.fines.evaLate)).toBe(true);
      expect(await isPaid(team.fines.anneLate)).toBe(false);
      expect((await get(`/fine/payment/${team.players.eva}`)).json()).toMatchObject({
        amount: 0,
        payload: null,
      });

      // Read by the team admin: only team admins see an admin's e-mail address in the log.
      const audit = (await get(`/audit?playerId=${team.players.eva}&action=paid`, admin)).json()
        .items;
      expect(audit).toHaveLength(2);
      for (const line of audit) {
        expect(line.actorEmail).toBe(`penningmeester@${code}.nl`);
        expect(line.after).toMatchObject({
          paid: true,
          via: 'betaald via bankafschrift',
          statementEntry: expect.stringContaining('E-001'),
          // The first line of the file, booked on its day: how the treasurer finds it.
          statementDate: '2026-11-02',
          statementLine: 1,
        });
      }
    });

    it('pays fines by a reference in the description, typed in groups of four', async () => {
      const grouped = anne.reference.replace(/(.{4})(?=.)/g, '$1 ');
      const result = (
        await upload(
          build([
            {
              id: 'A-002',
              amount: 2.5,
              credit: true,
              date: '2026-11-06',
              name: 'A. de Vries',
              description: `boete ${grouped.toLowerCase()} te laat`,
            },
          ]),
        )
      ).json();
      expect(result.matched).toEqual([
        expect.objectContaining({
          reference: anne.reference,
          playerId: team.players.anne,
          fineIds: [team.fines.anneLate],
        }),
      ]);
      expect(await isPaid(team.fines.anneLate)).toBe(true);
    });

    it('changes nothing when the same or an overlapping statement comes again', async () => {
      const auditBefore = (await get('/audit', pin)).json();
      const again = (
        await upload(
          build([
            { ...evaPays, reference: eva.reference },
            { ...annePaysTooLittle, description: `Boete ${anne.reference}` },
            hallRent,
            sponsor,
          ]),
        )
      ).json();
      expect(again.matched).toEqual([]);
      expect(again.alreadyImported).toBe(1);
      // Nothing was applied for these: still for the treasurer to decide.
      expect(again.unmatched.map((u: { reason: string }) => u.reason)).toEqual([
        'alreadyPaid',
        'debit',
        'noReference',
      ]);

      // A later statement that overlaps the first, and a second transfer for fines already paid.
      const overlapping = (
        await upload(
          build([
            { ...evaPays, reference: eva.reference },
            { ...evaPays, id: 'E-002', date: '2026-11-07', reference: eva.reference },
          ]),
        )
      ).json();
      expect(overlapping.alreadyImported).toBe(1);
      expect(overlapping.matched).toEqual([]);
      expect(overlapping.unmatched).toEqual([
        expect.objectContaining({ reason: 'alreadyPaid', reference: eva.reference, amount: 12.5 }),
      ]);
      expect((await get('/audit', pin)).json()).toEqual(auditBefore);
    });

    it('books an unmatched entry as income or expense with one call, once', async () => {
      const book = (cookie = admin) =>
        t.inject({
          method: 'POST',
          url: `/api/${team.code}/payments/statement/book`,
          headers: { cookie },
          payload: {
            statementEntry:
              (format === 'camt053' ? 'camt:' : 'mt940:NL91ABNA0417164300:') + 'D-001',
            amount: 20.25,
            date: '2026-11-04',
            reason: 'Sporthal De Bron: Zaalhuur november',
            transactionType: 'Expense',
          },
        });
      expect((await book(pin)).statusCode).toBe(403);
      const booked = await book();
      expect(booked.statusCode).toBe(200);
      expect(booked.json()).toMatchObject({ transactionType: 'Expense', amount: 20.25 });
      const second = await book();
      expect(second.statusCode).toBe(999);
      expect(second.json()).toEqual({ error: 'StatementEntryAlreadyImported' });
      const transactions = (await get('/transaction', pin)).json();
      expect(
        transactions.filter((tr: { reason: string }) => tr.reason.startsWith('Sporthal')),
      ).toHaveLength(1);

      const again = (await upload(build([hallRent, sponsor]))).json();
      expect(again.alreadyImported).toBe(1);
      expect(again.unmatched).toEqual([expect.objectContaining({ name: 'Bakkerij Brood' })]);
    });

    it('applies an entry once when the same statement is uploaded twice at the same time', async () => {
      const db = t.database.db;
      const fineTypeId = (
        await db
          .selectFrom('fine_types')
          .select('id')
          .where('team_id', '=', team.teamId)
          .where('description', '=', 'Te laat')
          .executeTakeFirstOrThrow()
      ).id;
      // Many rounds: a race that goes wrong one time in ten shows up here.
      for (let round = 1; round <= 20; round++) {
        // A fresh open fine for Bram, and the reference he would scan.
        const fine = await db
          .insertInto('fines')
          .values({
            team_id: team.teamId,
            season_id: team.season2,
            player_id: team.players.bram,
            fine_type_id: fineTypeId,
            match_id: null,
            date: '2026-11-01',
            description: `Te laat op training ${round}`,
            paid: 0,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const bram = (await get(`/fine/payment/${team.players.bram}`)).json();
        expect(bram.fineIds).toEqual([fine.id]);
        const statement = build([
          {
            id: `B-1${String(round).padStart(2, '0')}`,
            amount: 2.5,
            credit: true,
            date: '2026-11-08',
            name: 'B. Bakker',
            reference: bram.reference,
          },
        ]);
        const answers = await Promise.all([upload(statement), upload(statement)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const results = answers.map((answer) => answer.json());
        // One applied it, the other found it imported: never "already paid" in between.
        expect(results.map((r) => r.matched.length).sort()).toEqual([0, 1]);
        expect(results.map((r) => r.alreadyImported).sort()).toEqual([0, 1]);
        expect(results.map((r) => r.unmatched)).toEqual([[], []]);
        const audit = (await get(`/audit?playerId=${team.players.bram}&action=paid`, pin)).json()
          .items;
        expect(
          audit.filter((line: { entityId: number }) => line.entityId === fine.id),
        ).toHaveLength(1);
      }
    });

    it("takes a year of a busy account's statement, up to its 900,000 characters", async () => {
      // Bank costs, one a day and more: a statement well over the app's 256 KB body limit.
      const costs = (count: number, prefix: string): TestEntry[] =>
        Array.from({ length: count }, (_, i) => ({
          id: `${prefix}-${i}`,
          amount: 0.15,
          credit: false,
          date: '2026-11-04',
          name: 'Bank',
          description: `Kosten betalingsverkeer ${prefix} ${i}`,
        }));
      let count = 500;
      let year = build(costs(count, 'K'));
      while (year.length < 400_000) year = build(costs((count *= 2), 'K'));
      expect(year.length).toBeLessThan(900_000);
      const taken = await upload(year);
      expect(taken.statusCode, taken.body.slice(0, 200)).toBe(200);
      expect(taken.json().unmatched.length).toBeGreaterThanOrEqual(count);

      let tooLong = year;
      while (tooLong.length <= 900_000) tooLong = build(costs((count *= 2), 'L'));
      const refused = await upload(tooLong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([
        { path: 'content', message: 'Dit bestand is te groot voor een bankafschrift' },
      ]);
    });

    it('answers a file that is not a statement with a Dutch 400, never a 5xx', async () => {
      const name = format === 'camt053' ? 'CAMT.053' : 'MT940';
      const neither = 'Dit bestand is geen CAMT.053- of MT940-bankafschrift';
      const notStatements: [string, string][] = [
        ['Hallo penningmeester, hier is het afschrift.', neither],
        ['\u0001\u0002\u00ff binary', neither],
        [
          '<?xml version="1.0"?><Document><Iets/></Document>',
          'Dit bestand is geen CAMT.053-bankafschrift',
        ],
        ['<Document><BkToCstmrStmt><Stmt><Ntry>', 'Dit bestand is geen CAMT.053-bankafschrift'],
        [':20:STMT\r\n:25:NL91ABNA0417164300\r\n', 'Dit bestand is geen MT940-bankafschrift'],
        // Balances that do not add up (MT940) / an amount that is not one (CAMT).
        [
          format === 'camt053'
            ? camt053Statement([sponsor]).replace(
                '<Amt Ccy="EUR">50.00</Amt>',
                '<Amt Ccy="EUR">vijftig</Amt>',
              )
            : mt940Statement([sponsor]).replace(':62F:C', ':62F:D'),
          `Dit bestand is geen ${name}-bankafschrift`,
        ],
        // A day that never was, not rolled over into one that was.
        [
          format === 'camt053'
            ? camt053Statement([sponsor]).replaceAll('2026-11-05', '9999-99-99')
            : mt940Statement([sponsor]).replace(':61:261105', ':61:991399'),
          `Dit bestand is geen ${name}-bankafschrift`,
        ],
        [
          format === 'camt053'
            ? camt053Statement([sponsor]).replaceAll('2026-11-05', '2026-02-30')
            : mt940Statement([sponsor]).replace(':61:2611051105', ':61:2611051341'),
          `Dit bestand is geen ${name}-bankafschrift`,
        ],
      ];
      for (const [content, message] of notStatements) {
        const response = await upload(content);
        expect(response.statusCode, content).toBe(400);
        expect(response.json().issues).toEqual([{ path: 'content', message }]);
      }
      const empty = await upload('');
      expect(empty.json().issues).toContainEqual({
        path: 'content',
        message: 'Kies een bankafschrift',
      });
    });
  });
});
