import { beforeAll, describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { loggedInUser } from '../../../tests/helpers/fixtures.js';
import { isCreditorReference } from '../../../domain/payments/creditor-reference.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

const IBAN = 'NL91ABNA0417164300';

describe.each(testDatabases)('pay by QR and privacy on $name', (database) => {
  const t = standingsSuite(database, { adminEmail: 'admin@example.nl' });
  let stranger: string;

  beforeAll(async () => {
    ({ cookie: stranger } = await loggedInUser(t.database.db, { email: 'vreemde@example.nl' }));
  });

  const get = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: `/api/${t.team.code}${path}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  const saveSettings = (payload: object, cookie = t.admin) =>
    t.inject({
      method: 'PUT',
      url: `/api/${t.team.code}/settings/money`,
      headers: { cookie },
      payload,
    });

  it('lets only team admins set the IBAN, checked with mod 97', async () => {
    const bad = await saveSettings({ iban: 'NL91ABNA0417164301', accountName: 'FC Oranje' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({ path: 'iban', message: 'Ongeldig IBAN' });
    const nameless = await saveSettings({ iban: IBAN, accountName: ' ' });
    expect(nameless.json().issues).toContainEqual({
      path: 'accountName',
      message: 'Naam rekeninghouder is verplicht',
    });
    expect((await saveSettings({ iban: IBAN, accountName: 'x' }, t.pin)).statusCode).toBe(403);
    expect((await saveSettings({ iban: IBAN, accountName: 'x' }, stranger)).statusCode).toBe(403);

    const saved = await saveSettings({
      iban: 'nl91 abna 0417 1643 00',
      accountName: 'Penningmeester FC Oranje',
    });
    expect(saved.json()).toEqual({
      iban: IBAN,
      accountName: 'Penningmeester FC Oranje',
      showNames: 'full',
      hideMoneyForVisitors: false,
    });
    expect((await get('/settings/money', t.admin)).json()).toEqual(saved.json());
    expect((await get('/settings/money')).statusCode).toBe(401);
  });

  it("builds a player's open fines into one EPC transfer with a creditor reference", async () => {
    const payment = (await get(`/fine/payment/${t.team.players.eva}`)).json();
    expect(payment).toMatchObject({
      playerId: t.team.players.eva,
      amount: 12.5,
      fineCount: 2,
      description: 'Boetes Eva Mulder t/m 14-09-2024',
      iban: IBAN,
      accountName: 'Penningmeester FC Oranje',
    });
    expect(payment.fineIds).toHaveLength(2);
    expect(isCreditorReference(payment.reference)).toBe(true);
    expect(payment.payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Penningmeester FC Oranje',
      IBAN,
      'EUR12.50',
      '',
      payment.reference,
    ]);
  });

  it('keeps the reference and the QR the same until the open fines change', async () => {
    const first = (await get(`/fine/payment/${t.team.players.eva}`)).json();
    const again = (await get(`/fine/payment/${t.team.players.eva}`, t.pin)).json();
    expect(again.reference).toBe(first.reference);
    expect(again.payload).toBe(first.payload);
    const anne = (await get(`/fine/payment/${t.team.players.anne}`)).json();
    expect(anne.reference).not.toBe(first.reference);

    // The fines' season is locked here, so the set-up marks the fine paid directly.
    const markPaid = (paid: 0 | 1) =>
      t.database.db.updateTable('fines').set({ paid }).where('id', '=', first.fineIds[0]).execute();
    await markPaid(1);
    const after = (await get(`/fine/payment/${t.team.players.eva}`)).json();
    expect(after.fineIds).toEqual(first.fineIds.slice(1));
    expect(after.reference).not.toBe(first.reference);
    expect(after.payload).not.toBe(first.payload);

    await markPaid(0);
    expect((await get(`/fine/payment/${t.team.players.eva}`)).json().reference).toBe(
      first.reference,
    );
  });

  it('has nothing to pay for a player whose fines are paid or tasks', async () => {
    const bram = (await get(`/fine/payment/${t.team.players.bram}`)).json();
    expect(bram).toMatchObject({ amount: 0, fineCount: 0, payload: null });
    const cas = (await get(`/fine/payment/${t.team.players.cas}`)).json();
    expect(cas).toMatchObject({ amount: 0, payload: null });
    expect((await get('/fine/payment/999999')).statusCode).toBe(404);
  });

  it('tells visitors and members what they may see', async () => {
    expect((await get('/settings/visibility')).json()).toEqual({
      showNames: 'full',
      moneyVisible: true,
      payByQr: true,
    });
    await saveSettings({
      iban: IBAN,
      accountName: 'FC Oranje',
      showNames: 'initials',
      hideMoneyForVisitors: true,
    });
    expect((await get('/settings/visibility')).json()).toEqual({
      showNames: 'initials',
      moneyVisible: false,
      payByQr: false,
    });
    expect((await get('/settings/visibility', t.pin)).json()).toEqual({
      showNames: 'full',
      moneyVisible: true,
      payByQr: true,
    });
    expect((await get('/settings/visibility', stranger)).json()).toMatchObject({
      moneyVisible: false,
    });
  });

  it('gives visitors initials only, in every answer with players; members the full names', async () => {
    const players = (await get('/player?all=true')).json();
    expect(players.map((p: { nickName: string }) => p.nickName).sort()).toEqual([
      'A.d.V.',
      'B.B.',
      'C.S.',
      'D.V.',
      'E.M.',
    ]);
    expect(JSON.stringify(players)).not.toContain('Anne');
    const goals = await get(`/standings/${t.team.season1}/goals`);
    expect(goals.body).not.toMatch(/Anne|Bram|Cassie|Smit/);
    expect(goals.json()[0][0]).toMatchObject({
      firstName: 'A.d.V.',
      lastName: '',
      nickName: 'A.d.V.',
    });

    const member = await get(`/standings/${t.team.season1}/goals`, t.pin);
    expect(member.body).toContain('Anne');
    // The member's cached answer must not come back to a visitor as a 304.
    const revalidated = await get(`/standings/${t.team.season1}/goals`, undefined, {
      'if-none-match': String(member.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).not.toContain('Anne');
  });

  it('shows nicknames, and initials for players without one', async () => {
    await saveSettings({
      iban: IBAN,
      accountName: 'FC Oranje',
      showNames: 'nickname',
      hideMoneyForVisitors: false,
    });
    const players = (await get('/player?all=true')).json();
    expect(players.map((p: { nickName: string }) => p.nickName).sort()).toEqual([
      'A.d.V.',
      'B.B.',
      'Cassie',
      'D.V.',
      'E.M.',
    ]);
    expect((await get(`/fine/payment/${t.team.players.eva}`)).json().description).toBe(
      'Boetes E.M. t/m 14-09-2024',
    );
    expect((await get(`/fine/payment/${t.team.players.eva}`, t.pin)).json().description).toBe(
      'Boetes Eva Mulder t/m 14-09-2024',
    );
  });

  it('hides fines, the pot and transactions from visitors when the team asks, not from members', async () => {
    await saveSettings({
      iban: IBAN,
      accountName: 'FC Oranje',
      showNames: 'full',
      hideMoneyForVisitors: true,
    });
    const moneyReads = [
      `/fine?seasonId=${t.team.season1}`,
      `/fine/${t.team.fines.anneLate}`,
      `/fine/payment/${t.team.players.eva}`,
      `/transaction?seasonId=${t.team.season1}`,
      `/standings/${t.team.season1}/fines`,
      `/season/${t.team.season1}/balance`,
      '/season/summary',
    ];
    for (const path of moneyReads) {
      const visitor = await get(path);
      expect(visitor.statusCode, path).toBe(401);
      expect(visitor.json().message).toBe('Alleen zichtbaar voor teamleden');
      expect((await get(path, t.pin)).statusCode, path).toBe(200);
      expect((await get(path, t.admin)).statusCode, path).toBe(200);
    }
    expect((await get(`/standings/${t.team.season1}/goals`)).statusCode).toBe(200);
    const filled = (await get(`/match/${t.team.matches.m1}/filled`)).json();
    expect(filled.fines).toEqual([]);
    expect(filled.goals.length).toBeGreaterThan(0);
    expect(
      (await get(`/match/${t.team.matches.m1}/filled`, t.pin)).json().fines.length,
    ).toBeGreaterThan(0);
  });
});
