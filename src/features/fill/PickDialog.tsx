import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

export interface PickOption {
  id: number;
  primary: string;
  secondary?: string;
  /** Shown instead of the option being pickable, e.g. 'al gegeven'. */
  disabledReason?: string;
  leading?: ReactNode;
}

/** A list to pick one thing from: a sheet rising from the bottom on a phone, a dialog on desktop. */
export function PickDialog({
  open,
  title,
  options,
  onPick,
  onClose,
  onBack,
  emptyText,
}: {
  open: boolean;
  title: string;
  options: PickOption[];
  onPick: (id: number) => void;
  onClose: () => void;
  /** For the second stage of a two-stage pick. */
  onBack?: () => void;
  emptyText: string;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="pick-dialog-title"
      sx={phone ? { '& .MuiDialog-container': { alignItems: 'flex-end' } } : undefined}
      slotProps={{
        paper: {
          sx: phone
            ? {
                m: 0,
                width: '100%',
                maxWidth: '100%',
                maxHeight: '85dvh',
                borderBottomLeftRadius: 0,
                borderBottomRightRadius: 0,
                pb: 'env(safe-area-inset-bottom)',
              }
            : { maxHeight: '80dvh' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: onBack ? 1 : 0, pr: 1 }}>
        {onBack && (
          <IconButton aria-label="Terug" onClick={onBack}>
            <ArrowBackRounded />
          </IconButton>
        )}
        <DialogTitle id="pick-dialog-title" sx={{ flex: 1, pl: onBack ? 1 : 3 }}>
          {title}
        </DialogTitle>
        <IconButton aria-label="Sluiten" onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <List sx={{ overflowY: 'auto', px: 1, pb: 1.5, pt: 0 }}>
        {options.length === 0 && (
          <ListItem disablePadding>
            <ListItemText sx={{ px: 2, color: 'text.secondary' }} primary={emptyText} />
          </ListItem>
        )}
        {options.map((option) => (
          <ListItem disablePadding key={option.id}>
            <ListItemButton
              disabled={option.disabledReason !== undefined}
              onClick={() => onPick(option.id)}
              sx={{ minHeight: 56, gap: 1.5 }}
            >
              {option.leading}
              <ListItemText
                primary={option.primary}
                secondary={option.disabledReason ?? option.secondary}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Dialog>
  );
}
