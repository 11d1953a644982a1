import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { RenderedPage } from './render-page';

/**
 * The steps of a page test of two people editing the same record (issue #32), with
 * `versionedRecord` as the server: what the user clicks in `useEditConflict`'s dialog.
 */

/** Saves the form over a record someone else changed: the dialog that says so. */
export async function saveIntoConflict(view: RenderedPage): Promise<HTMLElement> {
  await view.user.click(screen.getByRole('button', { name: 'Opslaan' }));
  return screen.findByRole('dialog', { name: 'Iemand anders heeft dit intussen gewijzigd' });
}

/** "Hun versie houden": the dialog closes, the form shows their values. */
export async function keepTheirs(view: RenderedPage, dialog: HTMLElement): Promise<void> {
  await view.user.click(within(dialog).getByRole('button', { name: 'Hun versie houden' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** "Overschrijven": the form is saved again, over their version. */
export async function overwrite(view: RenderedPage, dialog: HTMLElement): Promise<void> {
  await view.user.click(within(dialog).getByRole('button', { name: 'Overschrijven' }));
}
