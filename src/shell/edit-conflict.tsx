import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ConflictError, versionOf } from '../lib/api-client';
import { useDialogHistory } from './history-entries';

/** A line of what the record says now: the field's label and its value as the page shows it. */
export interface ConflictLine {
  label: string;
  value: ReactNode;
}

/**
 * Two people edit the same record (issue #32). The write of an edit page sends the
 * version the page loaded (`ifMatch()`, for the write's `apiFetch`); when someone else
 * saved in between, the server refuses it (412) and `handle` shows what the record says
 * now, with the choice to keep that (`keepTheirs`: the page resets its form to it) or to
 * overwrite it (`overwrite`: the page saves its form again, now over the new version).
 *
 * The version is the one of the record the form was filled from: taken once, so a
 * revalidation of the record while the form is open does not hide a conflict.
 */
export function useEditConflict<T>({
  record,
  describe,
  keepTheirs,
  overwrite,
}: {
  /** The record as loaded; null or undefined for a new one (no version, no check). */
  record: T | null | undefined;
  describe: (current: T) => ConflictLine[];
  keepTheirs: (current: T) => void;
  overwrite: () => unknown;
}) {
  const loaded = useRef<{ version: string | undefined } | null>(null);
  if (loaded.current === null && record !== null && record !== undefined) {
    loaded.current = { version: versionOf(record) };
  }
  const [current, setCurrent] = useState<{ record: T } | null>(null);
  const close = () => setCurrent(null);
  const history = useDialogHistory(current !== null, close);

  const adopt = (next: T) => {
    loaded.current = { version: versionOf(next) };
  };

  const dialog = (
    <Dialog
      open={current !== null}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="edit-conflict-title"
    >
      <DialogTitle id="edit-conflict-title">Iemand anders heeft dit intussen gewijzigd</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>Zo staat het er nu:</DialogContentText>
        {current && (
          <Box
            component="dl"
            data-testid="edit-conflict-current"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 0.5,
            }}
          >
            {describe(current.record).map((line) => (
              <Box key={line.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {line.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {line.value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <DialogContentText sx={{ mt: 2 }}>
          Neem hun versie over, of sla jouw wijzigingen toch op.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => {
            if (!current) return;
            const theirs = current.record;
            void history.leaveEntry().then(() => {
              adopt(theirs);
              keepTheirs(theirs);
              close();
            });
          }}
        >
          Hun versie houden
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            if (!current) return;
            const theirs = current.record;
            void history.leaveEntry().then(() => {
              adopt(theirs);
              close();
              void overwrite();
            });
          }}
        >
          Overschrijven
        </Button>
      </DialogActions>
    </Dialog>
  );

  return {
    /** The version to send with the write (undefined: a new record, or one read without). */
    ifMatch: () => loaded.current?.version,
    /** After a save that stays on the page: the answer's version is the one to send next. */
    saved: (answer: unknown) => {
      const version = versionOf(answer);
      if (version !== undefined) loaded.current = { version };
    },
    /** True when `error` is a conflict: the dialog now shows it. */
    handle: (error: unknown): boolean => {
      if (!(error instanceof ConflictError)) return false;
      setCurrent({ record: error.current as T });
      return true;
    },
    dialog,
  };
}
