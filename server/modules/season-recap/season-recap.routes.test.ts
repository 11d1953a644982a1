import { describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { insertPlayer, insertSeason } from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

interface Named {
  firstName: string;
  lastName: string;
  nickName: string | null;
}
const names = (players: Named[]) => players.map((p) => p.nickName ?? p.firstName);

/** The PNG's own width and height (its IHDR chunk). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The content of `<meta property|name="key" content="…">`. */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

describe.each(testDatabases)('season recap on $name', (database) => {
  const t = standingsSuite(database);
  const port = () => String(t.env.PORT);

  const setPrivacy = (set: { show_names?: 'full' | 'initials'; hide_money_for_visitors?: 0 | 1 }) =>
    t.database.db.updateTable('teams').set(set).where('id', '=', t.team.teamId).execute();
  const recap = (seasonId: number, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/${t.team.code}/season/${seasonId}/recap`, headers });
  /** A request to the team's own host, as a browser or a link preview makes it. */
  const onHost = (path: string, headers: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: path,
      headers: { host: `oranje.localhost:${port()}`, ...headers },
    });

  it("names the season's leaders, ties together, with the pot's total", async () => {
    const response = await recap(t.team.season1);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      teamName: 'FC Oranje',
      seasonId: t.team.season1,
      description: '2024-2025',
      matches: 3,
      goals: 8,
      topScorer: { goals: 3 },
      mostPresent: { present: 3 },
      moneyVisible: true,
      mostFined: { amount: 12.5, count: 2 },
      playerOfTheMatch: [],
      totalPot: 59.75,
    });
    expect(names(body.topScorer.players)).toEqual(['Anne', 'Cassie']);
    expect(names(body.mostPresent.players)).toEqual(['Bram']);
    expect(names(body.mostFined.players)).toEqual(['Anne', 'Eva']);
  });

  it('leaves the titles out of a season without goals or matches', async () => {
    const { db } = t.database;
    const team = await insertTeam(db, { code: 'nieuw', name: 'VV Nieuw' });
    const player = await insertPlayer(db, team.id, { firstName: 'Piet' });
    const season = await insertSeason(db, team.id, '2026-2027', [player]);
    const response = await t.inject({ method: 'GET', url: `/api/nieuw/season/${season}/recap` });
    expect(response.json()).toMatchObject({
      matches: 0,
      goals: 0,
      topScorer: null,
      mostPresent: null,
      mostFined: null,
      totalPot: 0,
    });
    const other = await recap(season);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'NotFound', message: 'Seizoen niet gevonden' });
    expect((await recap(0)).statusCode).toBe(400);
  });

  it('shows a visitor only what the team shows visitors; a member everything', async () => {
    await setPrivacy({ show_names: 'initials', hide_money_for_visitors: 1 });
    try {
      const visitor = (await recap(t.team.season1)).json();
      expect(visitor).toMatchObject({ moneyVisible: false, mostFined: null, totalPot: null });
      expect(names(visitor.topScorer.players)).toEqual(['A.d.V.', 'C.S.']);
      expect(JSON.stringify(visitor)).not.toMatch(/Anne|Vries|Cas\b|Smit|Bram|Bakker|Eva/);
      const cookie = await teamSessionCookie(t.database.db, t.team.teamId);
      const member = (await recap(t.team.season1, { cookie })).json();
      expect(member).toMatchObject({ moneyVisible: true, totalPot: 59.75 });
      expect(names(member.topScorer.players)).toEqual(['Anne', 'Cassie']);
    } finally {
      await setPrivacy({ show_names: 'full', hide_money_for_visitors: 0 });
    }
  });

  describe('the page to share', () => {
    it('writes the preview tags into the page, with an absolute image on the team host', async () => {
      const response = await onHost(`/seizoen/${t.team.season1}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      const origin = `http://oranje.localhost:${port()}`;
      expect(html).toContain('<title>FC Oranje – seizoen 2024-2025 · Teampot</title>');
      expect(metaOf(html, 'og:title')).toBe('FC Oranje – seizoen 2024-2025');
      expect(metaOf(html, 'og:description')).toBe(
        '3 wedstrijden, 8 doelpunten. Topscorers: Anne de Vries en Cassie (3 doelpunten). ' +
          'Meest aanwezig: Bram Bakker (3 van 3). Meeste boetes: Anne de Vries en Eva Mulder (€ 12,50). ' +
          'Totale pot: € 59,75.',
      );
      expect(metaOf(html, 'og:url')).toBe(`${origin}/seizoen/${t.team.season1}`);
      const image = metaOf(html, 'og:image') ?? '';
      expect(image).toMatch(new RegExp(`^${origin}/seizoen/${t.team.season1}/og\\.png\\?v=`));
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:height')).toBe('630');
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');

      const png = await onHost(new URL(image).pathname + new URL(image).search);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 });
      const etag = png.headers.etag as string;
      expect(etag).toBe(`"${new URL(image).searchParams.get('v')}"`);
      const again = await onHost(`/seizoen/${t.team.season1}/og.png`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    });

    it('previews the visitor view even for a member, in the tags and in the image', async () => {
      const cookie = await teamSessionCookie(t.database.db, t.team.teamId);
      const imageOf = async () => {
        const png = await onHost(`/seizoen/${t.team.season1}/og.png`);
        expect(png.statusCode).toBe(200);
        return { etag: png.headers.etag, bytes: png.rawPayload.toString('base64') };
      };
      const renameAnne = (lastName: string) =>
        t.database.db
          .updateTable('players')
          .set({ last_name: lastName })
          .where('id', '=', t.team.players.anne)
          .execute();
      await setPrivacy({ show_names: 'initials', hide_money_for_visitors: 1 });
      try {
        const html = (await onHost(`/seizoen/${t.team.season1}`, { cookie })).body;
        const description = metaOf(html, 'og:description') ?? '';
        expect(description).toContain('Topscorers: A.d.V. en C.S. (3 doelpunten)');
        expect(description).not.toMatch(/Anne|Cassie|Bram|€|boetes|pot/i);
        // The image is drawn from what a visitor gets: a change he cannot see leaves it as it was
        // (Anne de Vries → Anne de Vos keeps "A.d.V."), one he can see changes it.
        const before = await imageOf();
        await renameAnne('de Vos');
        expect(await imageOf()).toEqual(before);
        await renameAnne('Jansen');
        expect((await imageOf()).etag).not.toBe(before.etag);
      } finally {
        await renameAnne('de Vries');
        await setPrivacy({ show_names: 'full', hide_money_for_visitors: 0 });
      }
    });

    it('draws money into the image only while the team shows it to visitors', async () => {
      const etagOf = async () => (await onHost(`/seizoen/${t.team.season1}/og.png`)).headers.etag;
      const setLatePrice = (cents: number) =>
        t.database.db
          .updateTable('fine_types')
          .set({ amount_cents: cents })
          .where('team_id', '=', t.team.teamId)
          .where('description', '=', 'Te laat')
          .execute();
      const shown = await etagOf();
      await setPrivacy({ hide_money_for_visitors: 1 });
      try {
        expect(await etagOf()).not.toBe(shown);
        // With money hidden, a change of the pot does not reach the image.
        const hidden = await etagOf();
        await setLatePrice(300);
        expect(await etagOf()).toBe(hidden);
      } finally {
        await setLatePrice(250);
        await setPrivacy({ hide_money_for_visitors: 0 });
      }
    });

    it("has no preview for another team's season, an unknown team or the main domain", async () => {
      const { db } = t.database;
      const blauw = await insertTeam(db, { code: 'blauw' });
      const season = await insertSeason(db, blauw.id, '2025', []);
      for (const [host, path] of [
        [`oranje.localhost:${port()}`, `/seizoen/${season}`],
        [`onbekend.localhost:${port()}`, `/seizoen/${t.team.season1}`],
        [`localhost:${port()}`, `/seizoen/${t.team.season1}`],
      ] as const) {
        const page = await t.inject({ method: 'GET', url: path, headers: { host } });
        expect(page.statusCode, `${host}${path}`).toBe(404);
        expect(page.body).not.toContain('og:');
        const image = await t.inject({ method: 'GET', url: `${path}/og.png`, headers: { host } });
        expect(image.statusCode, `${host}${path}/og.png`).toBe(404);
      }
      expect((await onHost('/seizoen/abc')).statusCode).toBe(400);
    });
  });
});
