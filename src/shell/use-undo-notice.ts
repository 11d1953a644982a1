import { useCallback } from 'react';
import { useNotice } from '../lib/notices';
import { errorMessage } from '../lib/error-messages';

/**
 * "Boete betaald · Ongedaan maken": a change to money or a delete says what it
 * did, with a button that undoes it by the opposite write (so the audit trail
 * shows both). A failing undo says why.
 */
export function useUndoNotice(): (message: string, undo: () => Promise<unknown>) => void {
  const notice = useNotice();
  return useCallback(
    (message, undo) =>
      notice.show({
        severity: 'success',
        message,
        action: {
          label: 'Ongedaan maken',
          run: () => {
            undo().then(
              () => notice.show({ severity: 'info', message: 'Ongedaan gemaakt' }),
              (error: unknown) => {
                const failure = errorMessage(error);
                if (failure) notice.show({ severity: 'error', message: failure });
              },
            );
          },
        },
      }),
    [notice],
  );
}
