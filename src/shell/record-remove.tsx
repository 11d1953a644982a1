import { ConfirmDialog } from './ConfirmDialog';
import { useConfirmedAction } from './use-confirmed-action';
import { useUndoNotice } from './use-undo-notice';

/** What deleting an edit page's record says and does; null while there is nothing to delete. */
export interface Removal {
  /** The question: 'Boete verwijderen?'. */
  title: string;
  message: string;
  /** The notice after it: 'Boete verwijderd'. */
  removedText: string;
  remove: () => Promise<unknown>;
  /** The undo: the record written again. */
  restore: () => Promise<unknown>;
}

/**
 * The delete of an edit page's record (`useRecordForm`): asked first, then the notice
 * with "Ongedaan maken", and back to the list. `ask` goes on the delete button,
 * `dialog` into the form.
 */
export function useRecordRemove(
  edited: { guard: { release: () => void }; goBack: () => void },
  removal: Removal | null,
) {
  const showUndo = useUndoNotice();
  const action = useConfirmedAction(async () => {
    if (!removal) return;
    await removal.remove();
    showUndo(removal.removedText, removal.restore);
    edited.guard.release();
    edited.goBack();
  });
  return {
    ask: action.ask,
    dialog: (
      <ConfirmDialog
        {...action.dialog}
        title={removal?.title ?? ''}
        message={removal?.message ?? ''}
        confirmLabel="Verwijderen"
      />
    ),
  };
}
