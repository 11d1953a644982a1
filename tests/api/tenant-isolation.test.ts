import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalsIn } from '../helpers/error-body.js';
import { insertUser, userSessionCookie } from '../helpers/fixtures.js';
import {
  allSlots,
  describeExchange,
  isScopedOperation,
  isWrite,
  loadOperations,
  send,
  withId,
  type ApiOperation,
  type ProbeRequest,
  type Sent,
} from '../helpers/openapi-probe.js';
import { pick, ProbeWorld } from '../helpers/probe-world.js';
import {
  changedTables,
  restoreTeam,
  seedTeamWorld,
  snapshotTeam,
  teamOwnedTables,
  type TeamSnapshot,
  type TeamWorld,
} from '../helpers/tenant-world.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * Every route under /api/{team}, /api/user/team and /api/admin, read from the
 * OpenAPI document, is called the way an attacker would: anonymously, with
 * another team's sessions, with this team's session but another team's ids
 * (one id at a time, in the path, the query and the body), and as a user who
 * runs no team. Each of those starts from a request that demonstrably works
 * for the rightful caller (the control), so a refusal is the guard's doing and
 * not a side effect of a bad probe. After every request team B's rows are
 * compared with their seeded state.
 */

/** Writes anyone may make; everything else under /api needs a session (docs/security.md). */
const OPEN_TO_ANYONE: Record<string, string> = {
  'POST /api/{team}/auth/login': 'the pin login itself (throttled: guessing.test.ts)',
  'POST /api/{team}/auth/registerPushSubscription': "following a team's public news needs no login",
  'POST /api/{team}/auth/setPlayerOfPushSubscription':
    'a device says who holds it ("Wie ben jij?"); players have no accounts',
  'POST /api/{team}/match/{id}/availability/{playerId}/by-token':
    "Ja / Nee from a personal reminder: the push's answer token is the permission",
};

/** Calls any logged-in user may make, whatever team they run. */
const OPEN_TO_ANY_USER: Record<string, string> = {
  'GET /api/user/team': "a user's own team list",
  'GET /api/user/team/deleted': "a user's own deleted teams (issue 30)",
  'POST /api/user/team': 'any user may start a team',
  'POST /api/{team}/auth/setUserOfPushSubscription':
    "links the caller's own browser to a team's public news",
};

/**
 * Ids that only exclude ("leave these players out of the draw") or page ("entries
 * older than this one"): a foreign id excludes or skips nothing of this team's,
 * so a 2xx is right — as long as nothing of the other team shows or changes,
 * which is still checked.
 */
const EXCLUSION_FIELDS = new Set(['ignorePlayerId', 'ignorePlayerIds', 'beforeId']);

const REFUSALS = new Set([400, 401, 403, 404]);
const SECRETS = ['$argon2', 'pin_hash', 'password_hash', 'token_hash'];

type CaseName =
  'anonymous' | 'other team (pin)' | 'other team (admin)' | 'foreign ids' | 'user without team';

interface Finding {
  route: string;
  case: CaseName;
  problem: string;
  exchange: string;
}

describe.each(testDatabases)('tenant isolation on $name', (database) => {
  let t: TestApp;
  let a: TeamWorld;
  let b: TeamWorld;
  let strangerCookie: string;
  let platformAdminCookie: string;
  let worldA: ProbeWorld;
  let seededB: TeamSnapshot;
  let operations: ApiOperation[];

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    await teamOwnedTables(db);
    a = await seedTeamWorld(db, { code: 'alfa', pin: '111111' });
    b = await seedTeamWorld(db, { code: 'bravo', pin: '222222' });
    strangerCookie = await userSessionCookie(
      db,
      (await insertUser(db, { email: 'vreemde@example.nl' })).id,
    );
    platformAdminCookie = await userSessionCookie(
      db,
      (await insertUser(db, { email: 'beheer@example.nl', isAdmin: true })).id,
    );
    worldA = new ProbeWorld(t, a);
    await worldA.remember();
    seededB = await snapshotTeam(db, b);
    operations = (await loadOperations(t)).filter(isScopedOperation);
  });
  afterAll(async () => {
    await t?.close();
  });

  const isTeamRoute = (op: ApiOperation) => op.path.startsWith('/api/{team}/');

  /** The sessions that may rightfully make a call, tried in this order for the control. */
  function rightfulSessions(op: ApiOperation): string[] {
    if (op.path.startsWith('/api/admin')) return [platformAdminCookie];
    if (op.path.startsWith('/api/user/team')) return [a.adminCookie];
    return [a.pinCookie, a.adminCookie];
  }

  it('lets no one reach another team, and leaves the other team untouched', async () => {
    const findings: Finding[] = [];
    let casesTried = 0;
    let controlsPassed = 0;
    const uncontrolled: string[] = [];

    for (const op of operations) {
      const control = await worldA.findControl(op, rightfulSessions(op));
      if (control.passed) controlsPassed++;
      else uncontrolled.push(op.key);
      const anonymousGet = { ok: false };

      const variants: {
        case: CaseName;
        request: ProbeRequest;
        cookie?: string;
        exclusion?: boolean;
      }[] = [
        { case: 'anonymous', request: control.request },
        { case: 'other team (pin)', request: control.request, cookie: b.pinCookie },
        { case: 'other team (admin)', request: control.request, cookie: b.adminCookie },
        { case: 'user without team', request: control.request, cookie: strangerCookie },
        ...allSlots(op, {
          teamCode: a.code,
          id: (kind, ordinal) => pick(a.ids[kind], control.rotation + ordinal),
        }).map((slot) => ({
          case: 'foreign ids' as const,
          request: withId(control.request, slot, pick(b.ids[slot.kind], control.rotation)),
          cookie: control.cookie,
          exclusion: slot.path.some((part) => EXCLUSION_FIELDS.has(String(part))),
        })),
      ];

      for (const variant of variants) {
        await worldA.reset(control.prepare);
        const sent = await send(
          t,
          variant.request,
          variant.cookie ? { cookie: variant.cookie } : {},
        );
        worldA.noteSent(sent);
        casesTried++;
        const problems = judge(op, variant.case, sent, anonymousGet, variant.exclusion === true);
        if (variant.case === 'anonymous' && !isWrite(op))
          anonymousGet.ok = sent.response.statusCode < 300;

        const afterB = await snapshotTeam(t.database.db, b);
        const touched = changedTables(seededB, afterB);
        if (touched.length > 0) {
          problems.push(`changed team B's rows in ${touched.join(', ')}`);
          await restoreTeam(t.database.db, seededB);
          worldA.noteChanged();
        } else if (JSON.stringify(afterB.sessions) !== JSON.stringify(seededB.sessions)) {
          // B's own browser logging in at A's pin page ends B's session there; put it back.
          await restoreTeam(t.database.db, seededB);
          worldA.noteChanged();
        }
        for (const problem of problems) {
          findings.push({
            route: op.key,
            case: variant.case,
            problem,
            exchange: describeExchange(sent),
          });
        }
      }
    }
    await worldA.reset();

    const finalB = await snapshotTeam(t.database.db, b);
    console.log(
      `[tenant isolation, ${database.name}] routes × cases tried: ${operations.length} routes × ${casesTried} cases; ` +
        `controls passed: ${controlsPassed}/${operations.length}` +
        (uncontrolled.length > 0
          ? ` (no working request found for: ${uncontrolled.join('; ')})`
          : '') +
        `; leaks found: ${findings.length}`,
    );
    for (const f of findings)
      console.log(`  LEAK ${f.route} [${f.case}] ${f.problem}\n    ${f.exchange}`);

    expect(operations.length).toBeGreaterThan(0);
    // Issue 30's routes are probed from a request that works for the rightful caller.
    for (const key of [
      'DELETE /api/{team}/team',
      'POST /api/user/team/{id}/restore',
      'POST /api/{team}/player/{id}/anonymise',
    ]) {
      expect(operations.map((op) => op.key)).toContain(key);
      expect(uncontrolled).not.toContain(key);
    }
    expect(findings).toEqual([]);
    expect(changedTables(seededB, finalB)).toEqual([]);
  }, 180_000);

  /** What is wrong with one answer, if anything. */
  function judge(
    op: ApiOperation,
    caseName: CaseName,
    sent: Sent,
    anonymousGet: { ok: boolean },
    exclusion: boolean,
  ): string[] {
    const { statusCode, body } = sent.response;
    const problems: string[] = [];
    const ok = statusCode >= 200 && statusCode < 300;
    if (statusCode >= 500 && statusCode < 600) problems.push(`server error ${statusCode}`);
    for (const secret of [
      ...SECRETS,
      ...tokensOf([a.pinCookie, a.adminCookie, b.pinCookie, b.adminCookie]),
    ]) {
      if (body.includes(secret))
        problems.push(`the body contains a secret (${secret.slice(0, 12)}…)`);
    }
    const internals = ok ? null : internalsIn(body);
    if (internals) problems.push(`the refusal shows ${internals}`);
    for (const marker of forbiddenMarkers(op, caseName)) {
      if (ok && body.includes(marker))
        problems.push(`the body shows another team's data (${marker})`);
    }

    const allowed = exclusion || allowedToSucceed(op, caseName, anonymousGet.ok);
    if (ok && !allowed) problems.push(`${statusCode} where a refusal was due`);
    if (
      !ok &&
      !allowed &&
      !REFUSALS.has(statusCode) &&
      !(statusCode === 429 && op.key in OPEN_TO_ANYONE)
    ) {
      problems.push(`refused with ${statusCode}; expected 400, 401, 403 or 404`);
    }
    return problems;
  }

  function allowedToSucceed(
    op: ApiOperation,
    caseName: CaseName,
    anonymousGetOk: boolean,
  ): boolean {
    if (caseName === 'foreign ids') return false;
    if (op.key in OPEN_TO_ANYONE) return true;
    const withUser = caseName === 'other team (admin)' || caseName === 'user without team';
    if (withUser && op.key in OPEN_TO_ANY_USER) return true;
    if (isWrite(op)) return false;
    // GETs under /api/{team} are the public dashboard; a session may not open more than that.
    if (caseName === 'anonymous') return isTeamRoute(op);
    return anonymousGetOk;
  }

  /** The marker strings of the teams whose data this caller must not see in this answer. */
  function forbiddenMarkers(op: ApiOperation, caseName: CaseName): string[] {
    if (isTeamRoute(op)) return [b.marker];
    switch (caseName) {
      case 'other team (pin)':
      case 'other team (admin)':
        return [a.marker];
      case 'user without team':
        return [a.marker, b.marker];
      default:
        return [b.marker];
    }
  }
});

function tokensOf(cookies: string[]): string[] {
  return cookies.map((c) => c.split('=')[1] ?? '').filter(Boolean);
}
