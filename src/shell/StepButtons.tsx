import IconButton from '@mui/material/IconButton';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';

/** What a counter's minus or plus button takes: its name for screen readers, its size in px. */
interface StepButtonProps {
  label: string;
  size: number;
  onClick: () => void;
  disabled?: boolean;
}

/** A counter's "one less": a quiet outlined circle (goals per player, the lottery's count). */
export function MinusButton({ label, size, onClick, disabled }: StepButtonProps) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      sx={{ width: size, height: size, border: 1, borderColor: 'divider' }}
    >
      <RemoveRounded />
    </IconButton>
  );
}

/** A counter's "one more": the filled circle the thumb looks for. */
export function PlusButton({ label, size, onClick }: Omit<StepButtonProps, 'disabled'>) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      color="primary"
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      <AddRounded />
    </IconButton>
  );
}
