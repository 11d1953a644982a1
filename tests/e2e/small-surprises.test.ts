import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, screenshotBothSizes } from '../helpers/browser.js';
import { loginAsTeam, teamJourney } from '../helpers/e2e-session.js';
import { insertTeam } from '../helpers/fixtures.js';
import {
  day,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../helpers/match-fixtures.js';
import { insertMatchToFill } from '../helpers/journey-seeds.js';
import { insertFine } from '../helpers/standings-fixtures.js';

/**
 * Issue 14, "never surprise": a scorer's row in the attendance step says why he
 * stays present; a team player missing from the season is offered where a
 * player is picked (fill wizard, manual fine, draw); the add button leaves the
 * last row readable; a link to a called-off match says so (an unknown team:
 * unknown-team.test.ts).
 */
describe('small surprises', () => {
  let matchId = 0;
  let cancelledId = 0;
  let taskListId = 0;

  let listsId = 0;

  const journey = teamJourney(async (db, demoId) => {
    const toFill = await insertMatchToFill(db, demoId);
    ({ matchId, taskListId } = toFill);
    // Active players of the team who were never put in the season, and one who stopped.
    await insertPlayer(db, demoId, { firstName: 'Bram', lastName: 'Smit' });
    await insertPlayer(db, demoId, { firstName: 'Anna', lastName: 'Visser' });
    await insertPlayer(db, demoId, { firstName: 'Tom', lastName: 'Kok' });
    await insertPlayer(db, demoId, { firstName: 'Oud', lastName: 'Lid', active: false });
    cancelledId = await insertMatch(db, demoId, toFill.season, {
      date: day(-8),
      opponent: 'Rood',
      cancelled: true,
    });

    // A team with lists longer than a phone's screen.
    listsId = (await insertTeam(db, { code: 'lijsten', name: 'VV Lijsten' })).id;
    const player = await insertPlayer(db, listsId, { firstName: 'Lotte', lastName: 'Lang' });
    const longSeason = await insertSeason(db, listsId, {
      description: '2026-2027',
      playerIds: [player],
    });
    const late = await insertFineType(db, listsId, {
      description: 'Te laat',
      amountCents: 250,
    });
    for (let n = 1; n <= 14; n++) {
      await insertMatch(db, listsId, longSeason, {
        date: day(-7 * n),
        opponent: `Tegenstander ${n}`,
        filled: true,
      });
      await insertFine(db, listsId, {
        seasonId: longSeason,
        playerId: player,
        fineTypeId: late,
        date: day(-n),
      });
    }
  });

  beforeAll(async () => {
    await loginAsTeam(journey.context, journey.server, 'lijsten', listsId);
  });

  const notice = (text: string) => journey.page.getByRole('alert').filter({ hasText: text });
  const button = (name: string) => journey.page.getByRole('button', { name, exact: true });
  const step = (name: string) =>
    journey.page
      .getByRole('tablist', { name: 'Stappen' })
      .getByRole('tab', { name: new RegExp(`${name}$`) });
  const attendance = (name: string) =>
    journey.page.getByRole('switch', { name: new RegExp(`^${name}`) });
  const offer = () => journey.page.getByRole('region', { name: 'Speler toevoegen aan seizoen' });

  it('shows a scorer his goals in the attendance step, and keeps him present', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', `/input/matches/${matchId}/fill`));
    await attendance('Jan Jansen').waitFor();
    await button('Volgende').click();
    await button('Volgende').click();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Jan Jansen' }).click();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Jan Jansen' }).click();
    await journey.page.getByText('Totaal 2').waitFor();

    await step('Aanwezigheid').click();
    // The reason is on the row before anyone taps it.
    await attendance('Jan Jansen').getByText('2 doelpunten · Speler heeft doelpunten').waitFor();
    expect(await attendance('Jan Jansen').isDisabled()).toBe(true);
    expect(await attendance('Jan Jansen').getAttribute('aria-checked')).toBe('true');
    // Who did not score can still be marked absent.
    await attendance('Piet Bakker').click();
    expect(await attendance('Piet Bakker').getAttribute('aria-checked')).toBe('false');
    await journey.page.getByText('2 van 3 aanwezig').waitFor();
    await screenshotBothSizes(journey.page, 'surprises-scorer-attendance');
  });

  it('offers a player missing from the season in the fill wizard, and he can be picked', async () => {
    const region = offer();
    await region.getByText('Bram Smit').waitFor();
    await region.getByText('Anna Visser').waitFor();
    // Someone who stopped playing is not offered.
    expect(await region.getByText('Oud Lid').count()).toBe(0);
    expect(await attendance('Bram Smit').count()).toBe(0);

    await region.getByRole('button', { name: 'Bram Smit toevoegen aan seizoen' }).click();
    await notice('Bram Smit is toegevoegd aan 2026-2027').waitFor();
    expect(await attendance('Bram Smit').getAttribute('aria-checked')).toBe('true');
    await region.getByText('Bram Smit').waitFor({ state: 'detached' });
    await journey.page.getByText('3 van 4 aanwezig').waitFor();
    await screenshotBothSizes(journey.page, 'surprises-fill-missing-added');

    // Nothing entered was lost, and the new player can score.
    await step('Doelpunten').click();
    await journey.page.getByText('Totaal 2').waitFor();
    await journey.page.getByRole('button', { name: 'Doelpunt erbij voor Bram Smit' }).click();
    await journey.page.getByText('Totaal 3').waitFor();
  });

  it('offers a missing player on a new manual fine, and he can be picked', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', '/input/fines/new'));
    const region = offer();
    await region.getByText('Anna Visser').waitFor();
    // Bram was added in the fill wizard: in the season now, so no longer offered.
    expect(await region.getByText('Bram Smit').count()).toBe(0);
    await screenshot(journey.page, 'surprises-fine-missing-phone');

    await region.getByRole('button', { name: 'Anna Visser toevoegen aan seizoen' }).click();
    await notice('Anna Visser is toegevoegd aan 2026-2027').waitFor();
    await journey.page.getByRole('combobox', { name: 'Speler' }).click();
    await journey.page.getByRole('option', { name: 'Anna Visser' }).click();
    await journey.page.getByRole('combobox', { name: 'Boete' }).click();
    await journey.page.getByRole('option', { name: /Te laat/ }).click();
    await button('Opslaan').click();
    await notice('Boete opgeslagen').waitFor();
    await journey.page
      .getByRole('list', { name: 'Boetes' })
      .getByText('Anna Visser', { exact: false })
      .waitFor();
  });

  it('offers a missing player in a draw, and he takes part', async () => {
    await journey.page.goto(
      journey.server.teamUrl('demo', `/input/task-lists/${taskListId}/draws/new`),
    );
    const region = offer();
    await region.getByText('Tom Kok').waitFor();
    expect(await journey.page.getByRole('checkbox', { name: 'Tom Kok doet mee' }).count()).toBe(0);
    await region.getByRole('button', { name: 'Tom Kok toevoegen aan seizoen' }).click();
    await notice('Tom Kok is toegevoegd aan 2026-2027').waitFor();
    const tom = journey.page.getByRole('checkbox', { name: 'Tom Kok doet mee' });
    await tom.waitFor();
    expect(await tom.isChecked()).toBe(true);
    // Everyone of the team is in the season now: nothing left to offer.
    await region.waitFor({ state: 'detached' });
    await screenshotBothSizes(journey.page, 'surprises-draw-missing-added');
  });

  /** Fully visible boxes that share no pixel. */
  async function expectApart(a: Locator, b: Locator) {
    const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
    if (!boxA || !boxB) throw new Error('not on screen');
    const apart =
      boxA.x + boxA.width <= boxB.x ||
      boxB.x + boxB.width <= boxA.x ||
      boxA.y + boxA.height <= boxB.y ||
      boxB.y + boxB.height <= boxA.y;
    expect(apart, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(true);
  }

  async function scrollToEnd() {
    await journey.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        journey.page.evaluate(
          () =>
            Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
        ),
      )
      .toBe(true);
  }

  for (const [width, size] of [
    [PHONE.width, PHONE],
    [DESKTOP.width, DESKTOP],
  ] as const) {
    it(`keeps the last row's action and amount clear of the add button at ${width} px`, async () => {
      await journey.page.setViewportSize(size);
      const fab = journey.page.getByRole('link', { name: 'Wedstrijd', exact: true });
      await journey.page.goto(journey.server.teamUrl('lijsten', '/input/matches'));
      const lastView = journey.page.getByRole('link', { name: /bekijken$/ }).last();
      await lastView.waitFor();
      await scrollToEnd();
      await expectApart(lastView, fab);
      await screenshot(journey.page, `surprises-fab-matches-${width}`);

      await journey.page.goto(journey.server.teamUrl('lijsten', '/input/fines'));
      const lastAmount = journey.page
        .getByRole('list', { name: 'Boetes' })
        .getByText('€ 2,50')
        .last();
      await lastAmount.waitFor();
      await scrollToEnd();
      await expectApart(lastAmount, journey.page.getByRole('link', { name: 'Boete', exact: true }));
      await screenshot(journey.page, `surprises-fab-fines-${width}`);
      await journey.page.setViewportSize(PHONE);
    });
  }

  it('says a linked match was called off, not that it is still to be filled in', async () => {
    await journey.page.goto(journey.server.teamUrl('demo', `/?matchId=${cancelledId}`));
    await journey.page.getByText('Deze wedstrijd is afgelast').waitFor();
    expect(await journey.page.getByText('Deze wedstrijd is nog niet ingevuld').count()).toBe(0);
    // The preview of the shared link says so too.
    expect(
      await journey.page.locator('meta[property="og:description"]').getAttribute('content'),
    ).toBe('Afgelast.');
    await screenshotBothSizes(journey.page, 'surprises-dashboard-cancelled');
  });
});
