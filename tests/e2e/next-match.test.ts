import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, hydrated, launchBrowser, PHONE, screenshot } from '../helpers/browser.js';
import { teamJourney } from '../helpers/e2e-session.js';
import { holdFirstWrite } from '../helpers/held-writes.js';
import { day, insertMatch, insertSquadSeason, insertTaskList } from '../helpers/match-fixtures.js';

/**
 * The next match at 390 px: a member says who holds the phone ("Wie ben jij?"),
 * answers with one tap and for a teammate; the dashboard counts them, also for a
 * visitor; the fill wizard starts with who said Nee absent; a draw for the match
 * leaves them out.
 */
describe('the next match: who is coming', () => {
  let visitor: BrowserContext;
  let playedMatch = 0;
  let taskList = 0;

  const journey = teamJourney(async (db, teamId) => {
    const { players, season } = await insertSquadSeason(db, teamId, 4);
    playedMatch = await insertMatch(db, teamId, season, { date: day(-1), opponent: 'Groen' });
    const next = await insertMatch(db, teamId, season, {
      date: day(3),
      opponent: 'Voorschoten 97',
    });
    await db
      .updateTable('matches')
      .set({ kick_off: '14:30', location: 'Sportpark De Adelaar' })
      .where('id', '=', next)
      .execute();
    // Piet had said he could not come to yesterday's match.
    await db
      .insertInto('match_availability')
      .values({
        team_id: teamId,
        match_id: playedMatch,
        player_id: players[1] ?? 0,
        status: 'No',
        note: 'blessure',
        updated_at: new Date().toISOString(),
      })
      .execute();
    taskList = await insertTaskList(db, teamId, { name: 'Wassen' });
  });

  afterAll(async () => {
    await visitor?.close();
  });

  const card = (p: Page) => p.getByRole('region', { name: 'Volgende wedstrijd' });
  const counts = (p: Page) => card(p).getByLabel('Aanmeldingen', { exact: true });
  /** Taps `answer` for `player` on the member's card, and waits for the counts to say `counted`. */
  async function answerFor(player: string, answer: 'Ja' | 'Nee', counted: string) {
    await card(journey.page)
      .getByRole('group', { name: `Antwoord van ${player}` })
      .getByRole('button', { name: answer })
      .click();
    await expect.poll(() => counts(journey.page).innerText()).toBe(counted);
  }

  it('arrives rendered by the server with who is coming, so the card does not grow after the scripts', async () => {
    // The HTML as a visitor's browser gets it, before any script runs.
    const response = await journey.server.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `demo.localhost:${journey.server.port}` },
    });
    const text = response.body.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(text).toContain('Volgende wedstrijd');
    expect(text).toContain('VV Demo – Voorschoten 97');
    expect(text).toContain('0 ja · 0 nee · 0 misschien · 4 nog niet');
    expect(text).toContain('Nog niet: Bram Smit, Jan Jansen, Kees de Vries, Piet Bakker');
  });

  it('lets a member say who they are and answer with one tap, and counts it on the dashboard', async () => {
    // The member's page is rendered for the member (answer buttons included) and hydrates as it is.
    const problems: string[] = [];
    journey.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    journey.page.on('pageerror', (error) => problems.push(error.message));
    await journey.page.goto(journey.server.teamUrl('demo', '/'));
    await card(journey.page).getByRole('heading', { name: 'VV Demo – Voorschoten 97' }).waitFor();
    await expect(card(journey.page).innerText()).resolves.toContain(
      '14:30 · thuis · Sportpark De Adelaar',
    );
    await expect(counts(journey.page).innerText()).resolves.toBe(
      '0 ja · 0 nee · 0 misschien · 4 nog niet',
    );

    const whoAreYou = card(journey.page).getByRole('button', { name: 'Wie ben jij?' });
    await hydrated(whoAreYou);
    await whoAreYou.click();
    await journey.page.getByRole('dialog').getByRole('button', { name: 'Jan Jansen' }).click();
    await card(journey.page).getByText('Jij: Jan Jansen').waitFor();
    await answerFor('Jan Jansen', 'Ja', '1 ja · 0 nee · 0 misschien · 3 nog niet');
    // Answering for a teammate.
    await answerFor('Kees de Vries', 'Nee', '1 ja · 1 nee · 0 misschien · 2 nog niet');

    // The device remembers its holder.
    await journey.page.reload();
    await card(journey.page).getByText('Jij: Jan Jansen').waitFor();
    const own = card(journey.page).getByRole('group', { name: 'Antwoord van Jan Jansen' });
    await expect(
      own.getByRole('button', { name: 'Ja' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect(problems).toEqual([]);
    await screenshot(journey.page, 'next-match-member-phone');
    await journey.page.setViewportSize(DESKTOP);
    await screenshot(journey.page, 'next-match-member-desktop');
    await journey.page.setViewportSize(PHONE);
  });

  it('shows who is coming on the match page too', async () => {
    const matches = await journey.server.database.db
      .selectFrom('matches')
      .select('id')
      .where('opponent', '=', 'Voorschoten 97')
      .execute();
    await journey.page.goto(journey.server.teamUrl('demo', `/input/matches/${matches[0]?.id}`));
    const section = journey.page.getByRole('region', { name: 'Wie komt er?' });
    await section.getByText('1 ja · 1 nee · 0 misschien · 2 nog niet').waitFor();
    await section.getByText('Jij: Jan Jansen').waitFor();
    await screenshot(journey.page, 'next-match-match-page-phone');
  });

  it('shows a tapped answer at once, and keeps the last of two quick taps while the first is saving', async () => {
    const { page } = journey;
    await page.goto(journey.server.teamUrl('demo', '/'));
    const yes = card(page)
      .getByRole('group', { name: 'Antwoord van Bram Smit' })
      .getByRole('button', { name: 'Ja' });
    await hydrated(yes);
    // The first tap's save is held on the network until the second tap was made.
    const slow = await holdFirstWrite(page, /\/availability\/\d+$/);
    try {
      await yes.click();
      // Shown before the server answered.
      await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('true');
      expect(await slow.answers()).toBe(0);
      // A mis-tap, taken back at once.
      await yes.click();
      await expect.poll(() => yes.getAttribute('aria-pressed')).toBe('false');
      slow.release();
      await expect.poll(slow.answers).toBe(2);
      await expect
        .poll(() => counts(page).innerText())
        .toBe('1 ja · 1 nee · 0 misschien · 2 nog niet');
      expect(await yes.getAttribute('aria-pressed')).toBe('false');
      const saved = await journey.server.database.db
        .selectFrom('match_availability')
        .innerJoin('players', 'players.id', 'match_availability.player_id')
        .innerJoin('matches', 'matches.id', 'match_availability.match_id')
        .select('match_availability.status')
        .where('players.first_name', '=', 'Bram')
        .where('matches.opponent', '=', 'Voorschoten 97')
        .executeTakeFirst();
      expect(saved?.status ?? null).toBeNull();
    } finally {
      await slow.stop();
    }
  });

  it('shows a visitor the counts and the names per answer, without answer buttons', async () => {
    visitor = await launchBrowser({ viewport: PHONE });
    // The server's card is hydrated where it is: never taken off the page and put back
    // (a layout shift), which happened when its code was a chunk of its own that arrived
    // after hydration had begun.
    await visitor.addInitScript(() => {
      const w = window as unknown as { cardRemoved: boolean };
      w.cardRemoved = false;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            const removed = node instanceof Element ? node : null;
            if (removed?.matches('[aria-label="Volgende wedstrijd"]')) w.cardRemoved = true;
            if (removed?.querySelector('[aria-label="Volgende wedstrijd"]')) w.cardRemoved = true;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const visitorPage = await visitor.newPage();
    const scripts: string[] = [];
    visitorPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visitorPage.goto(journey.server.teamUrl('demo', '/'));
    await expect
      .poll(() => counts(visitorPage).innerText(), { timeout: 10_000 })
      .toBe('1 ja · 1 nee · 0 misschien · 2 nog niet');
    const text = await card(visitorPage).innerText();
    expect(text).toContain('Ja: Jan Jansen');
    expect(text).toContain('Nee: Kees de Vries');
    expect(await card(visitorPage).getByRole('button').count()).toBe(0);
    // Showing the answers needs no form code: not the schemas (zod), not the answer form.
    await visitorPage.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /validation|schema|AnswerForm|TextField/.test(path))).toEqual(
      [],
    );
    // The card's code comes with the first screen's, not after it.
    expect(scripts.filter((path) => /NextMatchCard|AvailabilityPanel/.test(path))).toEqual([]);
    await expect(
      visitorPage.evaluate(() => (window as unknown as { cardRemoved: boolean }).cardRemoved),
    ).resolves.toBe(false);
    await screenshot(visitorPage, 'next-match-visitor-phone');
  });

  it('starts the fill wizard with who said Nee absent, showing each answer', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', `/input/matches/${playedMatch}/fill`));
    const piet = journey.page.getByRole('switch', { name: /^Piet Bakker/ });
    await piet.waitFor();
    expect(await piet.getAttribute('aria-checked')).toBe('false');
    await expect(piet.innerText()).resolves.toContain('Zei: Nee · blessure');
    expect(
      await journey.page.getByRole('switch', { name: /^Jan Jansen/ }).getAttribute('aria-checked'),
    ).toBe('true');
    await journey.page.getByText('3 van 4 aanwezig').waitFor();
    // Editable: Piet came after all.
    await piet.click();
    await journey.page.getByText('4 van 4 aanwezig').waitFor();
    await screenshot(journey.page, 'next-match-fill-prefilled-phone');
  });

  it('takes the result in the goals step and shows it on the dashboard match card', async () => {
    const next = () => journey.page.getByRole('button', { name: 'Volgende', exact: true }).click();
    await next();
    await next();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Jan Jansen' }).click();
    // Our score follows the goals; theirs is entered here.
    await journey.page.getByLabel('Score VV Demo: 1').waitFor();
    await journey.page.getByRole('button', { name: 'Score Groen omhoog' }).click();
    await journey.page.getByRole('button', { name: 'Score Groen omhoog' }).click();
    await journey.page.getByLabel('Score Groen: 2').waitFor();
    await screenshot(journey.page, 'next-match-fill-score-phone');
    await next();
    await next();
    await journey.page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await journey.page.getByRole('button', { name: 'Reset', exact: true }).waitFor();
    await journey.page.getByRole('heading', { name: 'VV Demo – Groen 1–2' }).waitFor();

    await journey.page.goto(journey.server.teamUrl('demo', `/?matchId=${playedMatch}`));
    await journey.page.getByRole('heading', { name: 'VV Demo – Groen 1–2' }).waitFor();
    await screenshot(journey.page, 'next-match-dashboard-result-phone');
  });

  it('leaves out of a draw for the next match who said Nee, and the chances say so', async () => {
    await journey.page.goto(
      journey.server.teamUrl('demo', `/input/task-lists/${taskList}/draws/new`),
    );
    const kees = journey.page.getByRole('checkbox', { name: 'Kees de Vries doet mee' });
    await kees.waitFor();
    expect(await kees.isChecked()).toBe(false);
    expect(
      await journey.page.getByRole('checkbox', { name: 'Jan Jansen doet mee' }).isChecked(),
    ).toBe(true);
    const row = journey.page.getByRole('listitem').filter({ hasText: 'Kees de Vries' });
    await expect(row.innerText()).resolves.toContain('Zei nee voor de wedstrijd');
    await journey.page.getByText('3 van 4').waitFor();
    await screenshot(journey.page, 'next-match-draw-phone');
  });
});
