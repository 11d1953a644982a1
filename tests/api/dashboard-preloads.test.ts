import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../helpers/fixtures.js';
import {
  insertSeason,
  seedStandingsTeam,
  type StandingsTeam,
} from '../helpers/standings-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * A team's `/` comes with `<link rel="preload">` for the dashboard's first API
 * calls (server/http/spa.ts), the match it opens on included: the server asks
 * its own API for the current season's filled matches and names the newest.
 */
const INDEX = '<!doctype html><html><head><title>Teampot</title></head><body></body></html>';

describe.each(testDatabases)('dashboard preloads on $name', (database) => {
  let t: TestApp;
  let oranje: StandingsTeam;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'teampot-spa-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    t = await createTestApp(database, { envOverrides: { STATIC_DIR: dir } });
    oranje = await seedStandingsTeam(t.database.db);
    const leeg = await insertTeam(t.database.db, { code: 'leeg', name: 'VV Leeg' });
    await insertSeason(t.database.db, leeg.id, '2025-2026', []);
  });
  afterAll(async () => {
    await t.close();
  });

  async function preloads(host: string, url = '/'): Promise<string[]> {
    const response = await t.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    return [
      ...response.body.matchAll(
        /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials" \/>/g,
      ),
    ].map(([, href]) => href as string);
  }

  it("names the details of the current season's newest filled match", async () => {
    expect(await preloads('oranje.localhost:3000')).toEqual([
      '/api/oranje/team',
      '/api/oranje/season',
      '/api/oranje/settings/visibility',
      '/api/oranje/match?onlyFilled=true',
      `/api/oranje/match/${oranje.matches.n1}/filled`,
    ]);
  });

  it('names no match when the season has none filled, or the team does not exist', async () => {
    expect(await preloads('leeg.localhost:3000')).toEqual([
      '/api/leeg/team',
      '/api/leeg/season',
      '/api/leeg/settings/visibility',
      '/api/leeg/match?onlyFilled=true',
    ]);
    const unknown = await preloads('onbekend.localhost:3000');
    expect(unknown.some((href) => href.includes('/filled'))).toBe(false);
  });

  it('names no match on another section or a link to a match', async () => {
    for (const url of ['/?section=goals', `/?matchId=${oranje.matches.m1}`]) {
      expect(await preloads('oranje.localhost:3000', url)).toEqual([
        '/api/oranje/team',
        '/api/oranje/season',
        '/api/oranje/settings/visibility',
      ]);
    }
  });
});
