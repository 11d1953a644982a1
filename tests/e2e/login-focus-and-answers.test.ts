import { describe, expect, it } from 'vitest';
import { todayIso } from '../../domain/dates.js';
import { DEMO_TEAM_CODE, seedDemo } from '../../server/demo/seed-demo.js';
import { hydrated, screenshot } from '../helpers/browser.js';
import { loginAsTeam, visitorJourney } from '../helpers/e2e-session.js';

/**
 * Two small things a member meets first: the pin login is ready to type into, and the
 * next match's Ja/Nee/? answers can be read when not chosen and be reached by keyboard.
 */
describe('the pin login and the answer buttons', () => {
  let teamId = 0;

  const journey = visitorJourney(async (db) => {
    await seedDemo(db, todayIso(new Date()));
    teamId = (
      await db
        .selectFrom('teams')
        .select('id')
        .where('team_code', '=', DEMO_TEAM_CODE)
        .executeTakeFirstOrThrow()
    ).id;
  });

  const focusedLabel = () =>
    journey.page.evaluate(() => {
      const input = document.activeElement;
      return input instanceof HTMLInputElement ? (input.labels?.[0]?.textContent ?? '') : '';
    });

  it('puts the cursor in the pin field, opened directly or from the dashboard', async () => {
    await journey.page.goto(journey.server.teamUrl(DEMO_TEAM_CODE, '/login'));
    await hydrated(journey.page.getByLabel('Pincode'));
    await expect.poll(focusedLabel).toMatch(/^Pincode/);
    await journey.page.keyboard.type('123456');
    expect(await journey.page.getByLabel('Pincode').inputValue()).toBe('123456');

    await journey.page.goto(journey.server.teamUrl(DEMO_TEAM_CODE, '/'));
    const login = journey.page.getByRole('link', { name: 'Inloggen' }).first();
    await hydrated(login);
    await login.click();
    await journey.page.getByLabel('Pincode').waitFor();
    await expect.poll(focusedLabel).toMatch(/^Pincode/);
  });

  it('shows unchosen answers readably and where the keyboard is', async () => {
    await loginAsTeam(journey.context, journey.server, DEMO_TEAM_CODE, teamId);
    await journey.page.goto(journey.server.teamUrl(DEMO_TEAM_CODE, '/'));
    const answers = journey.page.getByRole('group', { name: /^Antwoord van / });
    await hydrated(answers.first());
    /** WCAG's contrast of the button's text on what lies behind it. */
    const contrasts = await answers
      .first()
      .getByRole('button')
      .evaluateAll((buttons) => {
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
          const [R, G, B] = [r, g, b].map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
        };
        /** The first opaque background up the tree (translucent tints are blended on white). */
        const background = (node: Element | null): number[] => {
          let blended = [255, 255, 255];
          const layers: number[][] = [];
          for (let n = node; n; n = n.parentElement) {
            const [r = 0, g = 0, b = 0, a = 1] = rgb(getComputedStyle(n).backgroundColor);
            if (getComputedStyle(n).backgroundColor === 'rgba(0, 0, 0, 0)') continue;
            layers.push([r, g, b, a]);
            if (a === 1) break;
          }
          for (const [r = 0, g = 0, b = 0, a = 1] of layers.reverse()) {
            blended = [r, g, b].map((v, i) => v * a + blended[i]! * (1 - a));
          }
          return blended;
        };
        return buttons.map((button) => {
          const [r = 0, g = 0, b = 0, a = 1] = rgb(getComputedStyle(button).color);
          const back = background(button);
          const text = [r, g, b].map((v, i) => v * a + back[i]! * (1 - a));
          const [light, dark] = [luminance(text), luminance(back)].sort((x, y) => y - x);
          return {
            label: button.textContent,
            ratio: Math.round(((light! + 0.05) / (dark! + 0.05)) * 10) / 10,
          };
        });
      });
    expect(contrasts.length).toBe(3);
    for (const { label, ratio } of contrasts) {
      expect(ratio, `"${label}"`).toBeGreaterThanOrEqual(4.5);
    }

    // Tab until an answer button has the focus: it shows a ring.
    let ring = '';
    for (let tab = 0; tab < 40 && !ring; tab++) {
      await journey.page.keyboard.press('Tab');
      ring = await journey.page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused?.closest('[aria-label^="Antwoord van"]')) return '';
        const style = getComputedStyle(focused);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
          ? `${style.outlineWidth} ${style.outlineStyle}`
          : 'none';
      });
    }
    expect(ring).toMatch(/^\d+(\.\d+)?px solid$/);
    await screenshot(journey.page, 'answer-focus-ring');
  });
});
