import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { failing, pending, renderPage, type PageOptions } from './render-page';

/** The loading bar a page shows while its first read is under way (`PageFallback`). */
export function expectLoadingBar(): void {
  expect(screen.getByRole('progressbar', { name: 'Laden' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}

/** The load-error card (spec §8's words): `what` as in "… bij het ophalen van de boetes.". */
export async function expectLoadError(what: string): Promise<void> {
  expect((await screen.findByRole('alert')).textContent).toContain(
    `Er is iets misgegaan bij het ophalen van ${what}.`,
  );
}

/**
 * A page's two states around one read: the loading bar while `read` (a GET under
 * `/api/{team}`) is under way, and the load-error card when it fails. `options.api` answers
 * the page's other reads.
 */
export async function expectReadStates(
  page: ReactElement,
  options: PageOptions,
  read: string,
  what: string,
): Promise<void> {
  const others = options.api ?? [];
  const loading = renderPage(page, { ...options, api: [pending('get', read), ...others] });
  expectLoadingBar();
  loading.unmount();
  renderPage(page, { ...options, api: [failing('get', read), ...others] });
  await expectLoadError(what);
}

/** Fills in an e-mail login (`AuthForm` with `EmailField` and the password) and sends it. */
export async function submitEmailLogin(user: UserEvent, email: string, password: string) {
  await user.type(screen.getByLabelText('E-mailadres'), email);
  await user.type(screen.getByLabelText('Wachtwoord'), password);
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
}
