import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

/**
 * The buttons under an edit form: 'Opslaan' first and full width in the
 * thumb's reach, then the page's secondary actions (delete, duplicate, …).
 */
export function FormButtons({ busy, children }: { busy: boolean; children?: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
        Opslaan
      </Button>
      {children}
    </Stack>
  );
}

/** 'Verwijderen' under an edit form: red, but quieter than 'Opslaan'. */
export function DeleteButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      color="error"
      size="large"
      fullWidth
      startIcon={<DeleteOutlineRounded />}
      disabled={disabled}
      onClick={onClick}
    >
      Verwijderen
    </Button>
  );
}
