import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

/**
 * The buttons under an edit form: 'Opslaan' first and full width in the
 * thumb's reach, then the page's secondary actions (delete, duplicate, …).
 * While `busy` (a save under way) it shows a spinner before the label and takes
 * no second tap, so a slow link shows the save is still going. The spinner goes
 * at the start: in MUI's default (centre) the label turns transparent.
 */
export function FormButtons({ busy, children }: { busy: boolean; children?: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={busy}
        loadingPosition="start"
      >
        Opslaan
      </Button>
      {children}
    </Stack>
  );
}

/** The one full-width button that sends a form that is not an edit page's (account, settings). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
      {children}
    </Button>
  );
}

/**
 * 'Verwijderen' under an edit form: red, but quieter than 'Opslaan'. When the
 * server would refuse it (a paid fine), it is disabled with the reason beside
 * it, instead of failing after a confirm.
 */
export function DeleteButton({
  onClick,
  disabled,
  refusedBecause,
}: {
  onClick: () => void;
  disabled?: boolean;
  refusedBecause?: string;
}) {
  const reasonId = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button
        color="error"
        size="large"
        fullWidth
        startIcon={<DeleteOutlineRounded />}
        disabled={disabled || refusedBecause !== undefined}
        aria-describedby={refusedBecause ? reasonId : undefined}
        onClick={onClick}
      >
        Verwijderen
      </Button>
      {refusedBecause && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {refusedBecause}
        </Typography>
      )}
    </Stack>
  );
}
