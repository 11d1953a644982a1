import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler, JsonBodyType } from 'msw';
import { expect, it } from 'vitest';
import { versionedRecord } from './api-server';
import type { RenderedPage } from './render-page';

/**
 * The steps of a page test of two people editing the same record (issue #32): the page
 * opened on a `versionedRecord`, someone else's save, and what the user clicks in
 * `useEditConflict`'s dialog.
 */

type JsonRecord = Record<string, JsonBodyType>;

export interface EditedRecord<T extends JsonRecord> {
  readPath: string;
  /** Where the page saves it; default: `readPath`. */
  writePath?: string;
  /** The record when the page opens. */
  initial: T;
  /** What a save that passes does with the body the page sent. */
  apply: (current: T, body: Record<string, unknown>) => T;
  /** Renders the edit page with the record's handlers and the page's other reads. */
  open: (recordApi: HttpHandler[]) => RenderedPage;
}

/** A change of the field with that label: `type` adds to its text, `replace` types over it. */
export type FieldChange = { label: string } & ({ type: string } | { replace: string });

/** The page on a record that someone else changes while it is open. */
export function editedElsewhere<T extends JsonRecord>(record: EditedRecord<T>) {
  /** Opens the page; once the form shows the record (the field labelled `label`), they save `theirs`. */
  async function open(theirs: T, label: string) {
    const paths = { readPath: record.readPath, writePath: record.writePath ?? record.readPath };
    const server = versionedRecord(paths, record.initial, record.apply);
    const view = record.open(server.handlers);
    const field = await screen.findByLabelText(label);
    server.changeElsewhere(theirs);
    return { server, view, field };
  }
  return {
    open,
    /** Opens the page, they save `theirs`, then the user changes a field. */
    async edit(theirs: T, change: FieldChange) {
      const opened = await open(theirs, change.label);
      if ('replace' in change) await opened.view.user.clear(opened.field);
      await opened.view.user.type(opened.field, 'replace' in change ? change.replace : change.type);
      return opened;
    },
  };
}

/**
 * Saves over a record someone else changed (`Opslaan`, or the page's other saving button, in
 * `form` where a page has more than one): the dialog that says so.
 */
export async function saveIntoConflict(
  view: RenderedPage,
  button = 'Opslaan',
  form: HTMLElement = document.body,
): Promise<HTMLElement> {
  await view.user.click(within(form).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: 'Iemand anders heeft dit intussen gewijzigd' });
}

/** "Hun versie houden": the dialog closes, the form shows their values. */
export async function keepTheirs(view: RenderedPage, dialog: HTMLElement): Promise<void> {
  await view.user.click(within(dialog).getByRole('button', { name: 'Hun versie houden' }));
  // Until the dialog has faded out, the page under it is hidden from the accessibility tree.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** "Overschrijven": the form is saved again, over their version. */
export async function overwrite(view: RenderedPage, dialog: HTMLElement): Promise<void> {
  await view.user.click(within(dialog).getByRole('button', { name: 'Overschrijven' }));
}

/** What the user sees and the server keeps in the two usual conflict tests (`conflictTests`). */
export interface ConflictStory<T extends JsonRecord> {
  /** What someone else saves while the page is open. */
  theirs: T;
  /** The notice of a save. */
  savedText: string;
  /** The user's change before saving over their version. */
  overwrite: FieldChange;
  /** Their values as the dialog shows them. */
  dialogShows: (string | RegExp)[];
  /** The record once the user's version was saved over theirs. */
  overwritten: (current: T) => void;
  /**
   * The user's change before keeping their version, and the form after it (it shows theirs);
   * without it, the page writes that test itself.
   */
  keep?: { change: FieldChange; formShows: () => void };
}

/**
 * The usual tests of two people editing the same record: the dialog shows their version and
 * overwriting saves the user's over it; keeping theirs fills the form and sends nothing.
 * Returns the page for a page's own tests.
 */
export function conflictTests<T extends JsonRecord>(
  record: EditedRecord<T>,
  story: ConflictStory<T>,
): ReturnType<typeof editedElsewhere<T>> {
  const page = editedElsewhere(record);
  it('says someone else changed it, shows what it says now, and overwrites on request', async () => {
    const { server, view } = await page.edit(story.theirs, story.overwrite);
    const dialog = await saveIntoConflict(view);
    for (const text of story.dialogShows) expect(within(dialog).getByText(text)).toBeTruthy();
    expect(server.current).toEqual(story.theirs);

    await overwrite(view, dialog);
    expect(await screen.findByText(story.savedText)).toBeTruthy();
    story.overwritten(server.current);
    expect(server.ifMatches).toEqual(['"v1"', '"v2"']);
  });
  const { keep } = story;
  if (keep) {
    it('keeps their version on request: the form shows it, and nothing is sent', async () => {
      const { server, view } = await page.edit(story.theirs, keep.change);
      await keepTheirs(view, await saveIntoConflict(view));
      keep.formShows();
      expect(server.current).toEqual(story.theirs);
      expect(server.ifMatches).toEqual(['"v1"']);
    });
  }
  return page;
}

/** The text in the input labelled `label`. */
export function inputValue(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}
