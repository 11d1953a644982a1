import type { ReactNode } from 'react';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import { useAutoClose } from './use-auto-close';

/**
 * A small "?" that shows a hint on tap and closes it by itself after 4 s
 * (spec §9), or at a tap elsewhere. A tooltip, not a dialog: it never blocks.
 */
export function HelpPopover({ label, children }: { label: string; children: ReactNode }) {
  const { open, toggle, close } = useAutoClose();
  return (
    <ClickAwayListener onClickAway={close}>
      <span>
        <Tooltip
          open={open}
          title={children}
          arrow
          placement="top"
          disableFocusListener
          disableHoverListener
          disableTouchListener
          slotProps={{
            tooltip: { sx: { fontSize: '0.875rem', lineHeight: 1.45, p: 1.25, maxWidth: 260 } },
          }}
        >
          <IconButton
            size="small"
            aria-label={label}
            onClick={toggle}
            sx={{ color: 'text.secondary' }}
          >
            <HelpOutlineRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      </span>
    </ClickAwayListener>
  );
}
