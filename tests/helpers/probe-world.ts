import {
  buildRequest,
  isWrite,
  send,
  type ApiOperation,
  type ProbeRequest,
  type Sent,
} from './openapi-probe.js';
import {
  makeFirstPlayerLeave,
  makeSeasonClosable,
  markTeamDeleted,
  restoreTeam,
  snapshotTeam,
  type TeamSnapshot,
  type TeamWorld,
} from './tenant-world.js';
import type { TestApp } from './test-app.js';

/**
 * One seeded team that probes may change at will: before each request it is
 * put back as seeded (only when the previous request may have changed it), so
 * every probe starts from the same world and a refusal means what it says.
 */
export class ProbeWorld {
  private seeded: TeamSnapshot | null = null;
  /** How the world was last prepared, or 'changed' by a request since. */
  private state: Prepare | null | 'changed' = 'changed';

  constructor(
    readonly t: TestApp,
    readonly team: TeamWorld,
  ) {}

  async remember(): Promise<void> {
    this.seeded = await snapshotTeam(this.t.database.db, this.team);
    this.state = null;
  }

  /** The world as seeded, then prepared (e.g. a season that may be closed). */
  async reset(prepare: Prepare | null = null): Promise<void> {
    if (this.state === prepare) return;
    if (!this.seeded) throw new Error('ProbeWorld.remember() first');
    await restoreTeam(this.t.database.db, this.seeded);
    if (prepare) await prepare(this);
    this.state = prepare;
  }

  /** Reads, guard refusals and bad input (answered before any handler runs) leave the world as it was. */
  noteSent(sent: Sent): void {
    if (isWrite(sent.request.op) && !UNCHANGING.has(sent.response.statusCode))
      this.state = 'changed';
  }

  noteChanged(): void {
    this.state = 'changed';
  }

  requestFor(op: ApiOperation, rotation: number, optionalMask: number): ProbeRequest {
    return buildRequest(op, {
      teamCode: this.team.code,
      id: (kind, ordinal) => pick(this.team.ids[kind], rotation + ordinal),
      includeOptional: (index) =>
        optionalMask === ALL_OPTIONAL || ((optionalMask >> index) & 1) === 1,
      text: {
        pin: this.team.pin,
        // Deleting the team asks for its exact name; elsewhere a name is any new text.
        ...(op.key === 'DELETE /api/{team}/team' ? { name: this.team.name } : {}),
      },
    });
  }

  /**
   * A request of this team's own that succeeds, found from the seeded world
   * one dimension at a time: first a session the guard accepts, then a choice
   * of optional fields validation accepts, then ids and a season state the
   * rules accept. When none succeeds, the closest candidate, marked.
   */
  async findControl(op: ApiOperation, sessions: string[]): Promise<Control> {
    const attempt = async (
      cookie: string,
      optionalMask: number,
      rotation: number,
      prepare: Prepare | null,
    ) => {
      const request = this.requestFor(op, rotation, optionalMask);
      await this.reset(prepare);
      const sent = await send(this.t, request, { cookie });
      this.noteSent(sent);
      const status = sent.response.statusCode;
      return { control: { request, cookie, rotation, prepare, passed: status < 300 }, status };
    };
    let cookie = sessions[0] ?? '';
    for (const session of sessions) {
      const { control, status } = await attempt(session, ALL_OPTIONAL, 0, null);
      if (control.passed) return control;
      if (status !== 401 && status !== 403) {
        cookie = session;
        break;
      }
    }
    let optionalMask = ALL_OPTIONAL;
    for (const mask of OPTIONAL_MASKS) {
      const { control, status } = await attempt(cookie, mask, 0, null);
      if (control.passed) return control;
      if (status !== 400) {
        optionalMask = mask;
        break;
      }
    }
    let closest: Control | null = null;
    for (const prepare of preparesFor(op)) {
      for (let rotation = 0; rotation < 3; rotation++) {
        const { control } = await attempt(cookie, optionalMask, rotation, prepare);
        if (control.passed) return control;
        closest ??= control;
      }
    }
    if (!closest) throw new Error(`no request could be built for ${op.key}`);
    return closest;
  }
}

export type Prepare = (world: ProbeWorld) => Promise<void>;

export interface Control {
  request: ProbeRequest;
  cookie: string;
  /** Which of the world's ids it took (see `pick`). */
  rotation: number;
  prepare: Prepare | null;
  /** False when no candidate succeeded: refusals of its variants prove less. */
  passed: boolean;
}

const UNCHANGING = new Set([400, 401, 403]);

const ALL_OPTIONAL = -1;
/** All optional fields, none, then every other one (two ways): enough to meet "one of" rules. */
const OPTIONAL_MASKS = [ALL_OPTIONAL, 0, 0b0101_0101_0101, 0b1010_1010_1010];

/** A new season needs the current one closable; the seeded world keeps a match open to fill. */
const closeSeason: Prepare = (world) => makeSeasonClosable(world.t.database.db, world.team);
/**
 * Something to undo (issue 14's restores): the first match deleted, the filled match's
 * data reset and the first draw deleted, each through the API as a team admin would.
 */
const undoableDeletes: Prepare = async (world) => {
  const { team } = world;
  const [open, , filled] = team.ids.match;
  for (const [method, url] of [
    ['DELETE', `/api/${team.code}/match/${open}`],
    ['DELETE', `/api/${team.code}/match/${filled}/data`],
    ['DELETE', `/api/${team.code}/task/draws/${team.ids.draw[0]}`],
  ] as const) {
    const response = await world.t.inject({ method, url, headers: { cookie: team.adminCookie } });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.body}`);
  }
};
/** Anonymising takes a player who left; restoring a team takes a deleted one (issue 30). */
const playerLeft: Prepare = (world) => makeFirstPlayerLeave(world.t.database.db, world.team);
const teamDeleted: Prepare = (world) => markTeamDeleted(world.t.database.db, world.team);
const PREPARES: (Prepare | null)[] = [null, closeSeason, playerLeft, undoableDeletes];
/**
 * A deleted team only for the call that restores one: with the team deleted, other calls
 * would succeed that the world must refuse (deleting the admin's account past LastAdmin).
 */
const RESTORE_TEAM = 'POST /api/user/team/{id}/restore';
const preparesFor = (op: ApiOperation) =>
  op.key === RESTORE_TEAM ? [...PREPARES, teamDeleted] : PREPARES;

/** The id at a rotation: the world lists the most writable ids first. */
export function pick(ids: number[], index: number): number {
  const id = ids[index % ids.length];
  if (id === undefined) throw new Error('the world has no ids of this kind');
  return id;
}
