import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, userSessionCookie } from '../helpers/fixtures.js';
import { isWrite, loadOperations, send, type ApiOperation } from '../helpers/openapi-probe.js';
import { ProbeWorld } from '../helpers/probe-world.js';
import { seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * A team that hides its players' names (initials only) and its money from
 * visitors: every public read of its API, asked by a visitor, by another
 * team's sessions or by a user who runs no team, shows neither — and neither
 * do the push messages, which anyone may subscribe to without logging in.
 */

const FIRST_NAMES = ['Anne', 'Bram', 'Cas', 'Dirk'];

describe.each(testDatabases)('privacy of a team on $name', (database) => {
  let t: TestApp;
  let team: TeamWorld;
  let other: TeamWorld;
  let world: ProbeWorld;
  let strangerCookie: string;
  let operations: ApiOperation[];

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    team = await seedTeamWorld(db, { code: 'alfa', pin: '111111' });
    other = await seedTeamWorld(db, { code: 'bravo', pin: '222222' });
    await db
      .updateTable('teams')
      .set({ show_names: 'initials', hide_money_for_visitors: 1 })
      .where('id', '=', team.teamId)
      .execute();
    strangerCookie = await userSessionCookie(
      db,
      (await insertUser(db, { email: 'vreemde@example.nl' })).id,
    );
    world = new ProbeWorld(t, team);
    await world.remember();
    operations = (await loadOperations(t)).filter(
      (op) => op.path.startsWith('/api/{team}/') && !isWrite(op),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What a member's answer shows that an outsider's must not. */
  const secrets = () => [
    ...FIRST_NAMES,
    `Handmatig ${team.marker}`, // a fine's description
    `Reden ${team.marker}`, // a transaction's reason
  ];

  it('shows outsiders no names and no money of a team that hides them', async () => {
    const outsiders = [
      ['visitor', ''],
      ['other team (pin)', other.pinCookie],
      ['other team (admin)', other.adminCookie],
      ['user without team', strangerCookie],
    ] as const;
    const leaks: string[] = [];
    let tried = 0;
    let membersSawSecrets = 0;
    for (const op of operations) {
      const control = await world.findControl(op, [team.pinCookie]);
      const member = await send(t, control.request, { cookie: team.pinCookie });
      if (secrets().some((s) => member.response.body.includes(s))) membersSawSecrets++;
      for (const [who, cookie] of outsiders) {
        const { response, url } = await send(t, control.request, cookie ? { cookie } : {});
        tried++;
        if (response.statusCode >= 300) continue;
        const shown = secrets().filter((s) => response.body.includes(s));
        if (shown.length > 0)
          leaks.push(
            `${op.key} [${who}] GET ${url} → ${response.statusCode} shows ${shown.join(', ')}`,
          );
      }
    }
    console.log(
      `[privacy, ${database.name}] ${operations.length} public reads × 4 outsiders = ${tried} tried; ` +
        `reads where a member sees names or money: ${membersSawSecrets}; leaks found: ${leaks.length}`,
    );
    for (const leak of leaks) console.log(`  LEAK ${leak}`);
    expect(membersSawSecrets).toBeGreaterThan(5);
    expect(leaks).toEqual([]);
  });

  it('sends the news of a private team without the names it hides', async () => {
    const subscribe = await t.inject({
      method: 'POST',
      url: `/api/${team.code}/auth/registerPushSubscription`,
      payload: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/bezoeker',
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
      },
    });
    expect(subscribe.statusCode).toBe(200);
    const [washing] = team.ids.taskList as [number];
    const draw = await t.inject({
      method: 'POST',
      url: `/api/${team.code}/task/${washing}/draw`,
      headers: { cookie: team.pinCookie },
      payload: { toDraw: 2, data: { date: '2025-02-01', description: 'Training' } },
    });
    expect(draw.statusCode).toBe(200);
    const messages = t.pushes
      .filter((p) => p.teamId === team.teamId)
      .map((p) => JSON.stringify(p.message));
    expect(messages.length).toBeGreaterThan(0);
    const shown = messages.filter((m) => FIRST_NAMES.some((name) => m.includes(name)));
    console.log(
      `[privacy, ${database.name}] push messages to a private team: ${messages.length}, with hidden names: ${shown.length}`,
    );
    expect(shown).toEqual([]);
  });
});
