import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The sizes a page has to fit without scrolling sideways: three phones, from wide to narrow, and a desktop. */
export const EVERY_WIDTH = [
  PHONE,
  { width: 360, height: 740 },
  { width: 320, height: 640 },
  DESKTOP,
] as const;

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    userAgent?: string;
    javaScriptEnabled?: boolean;
  } = {},
): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'teampot-chromium-'));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: options.viewport ?? PHONE,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const SCREENSHOT_DIR = 'test-results/screenshots';

/**
 * Saves a full-page screenshot to test-results/screenshots/{name}.png for a person to look at;
 * with `fullPage: false` only what is on the screen (where a long page is scrolled to).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** Screenshots of the page at a phone's width (`{name}-phone`) and a desktop's (`{name}-desktop`); back to the phone. */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

/**
 * Resolves when the page's finite animations and transitions have ended (a sheet sliding
 * in, a ripple, a reveal), so a screenshot shows where they end. A ripple removed half-way
 * cancels its animation: that counts as ended too.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Resolves once React has hydrated the element: a page rendered on the server shows its
 * buttons before its scripts ran, and a tap on them before that reaches no handler.
 */
export async function hydrated(element: Locator): Promise<void> {
  await element.waitFor();
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  // Effects (listeners among them) run right after the hydrating commit.
  await element
    .page()
    .evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

/**
 * Keeps the layout shifts of every page of the context as Chromium reports them
 * (Cumulative Layout Shift, shifts right after input left out, and those that moved nothing
 * by a whole pixel), each with the time of its frame; `expectNoLayoutShift` checks that their
 * sum is 0.
 */
export async function observeLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: Rect; currentRect: Rect }[];
    };
    const w = window as unknown as {
      layoutShifts: { value: number; at: number; moved: string[] }[];
    };
    w.layoutShifts = [];
    const describe = (node: Node | undefined) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}>${(node.textContent ?? '').slice(0, 40)}`
        : (node?.nodeName ?? '?');
    const box = (rect: Rect) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        // Chromium also counts a move of a fraction of a pixel, which nobody sees: a shift whose
        // every source kept its box to the pixel was seen once on a loaded machine (7e-6, a
        // number in a table). A shift without sources is kept.
        const sources = entry.sources ?? [];
        const seen =
          sources.length === 0 || sources.some((s) => box(s.previousRect) !== box(s.currentRect));
        if (!seen) continue;
        w.layoutShifts.push({
          value: entry.value,
          at: entry.startTime,
          moved: (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

type KeptShift = { value: number; at: number; moved: string[] };

/** The layout shifts kept by `observeLayoutShift`, those of frames from `since` on (performance.now()). */
function shiftsSince(page: Page, since: number): Promise<KeptShift[]> {
  return page.evaluate(
    (from) =>
      (window as unknown as { layoutShifts: KeptShift[] }).layoutShifts.filter((s) => s.at >= from),
    since,
  );
}

/**
 * Expects the page's layout shift (`observeLayoutShift`) so far, or from the frame at `since`
 * on (performance.now()), to be 0; a failure names what moved.
 */
export async function expectNoLayoutShift(page: Page, { since = 0 } = {}): Promise<void> {
  const shifts = await shiftsSince(page, since);
  const sum = shifts.reduce((total, shift) => total + shift.value, 0);
  const moved = shifts.flatMap((shift) => shift.moved);
  expect(sum, `moved: ${moved.join('; ') || 'nothing'}`).toBe(0);
}
