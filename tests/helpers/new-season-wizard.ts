import type { Page } from 'playwright-core';

/**
 * Resolves once the new-season wizard's last button says "Seizoen starten" and can be pressed:
 * it counts down first (`SAVE_COUNTDOWN_SECONDS`, src/features/seasons/SeasonNewPage.tsx), so
 * the warning above it gets read.
 */
export async function seasonStartEnabled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Seizoen starten' && !b.disabled,
      ),
    undefined,
    { timeout: 15_000 },
  );
}
