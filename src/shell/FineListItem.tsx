import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EuroRounded from '@mui/icons-material/EuroRounded';
import type { FineType } from '../../domain/fines/fine-type.schema';
import { fineTypeAmountCents } from '../../domain/fines/fine-order';
import { formatMoney } from '../../domain/money';
import { playerDisplayName, type PlayerName } from '../../domain/players/display-name';
import { useNotice } from '../lib/notices';
import { rowIconCircle, RowAmount } from './list-row';

export const SAVE_FIRST_MESSAGE = 'Sla de gegevens eerst op';

/** What a fine costs, as a list shows it: '€ 2,50' or the task. */
export function fineCostLabel(type: Pick<FineType, 'amount' | 'task'>): string {
  return type.task ?? formatMoney(fineTypeAmountCents(type));
}

/**
 * Read by screen readers, not shown: part of a row's accessible name. Kept inline
 * (no position: absolute), so the name reads 'Jan, Te laat: …' without extra spaces.
 */
const visuallyHidden = { fontSize: 0, lineHeight: 0 } as const;

/** The paid icon: a green tick when paid, a euro sign waiting to be paid. */
export function PaidIcon({ paid }: { paid: boolean }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        ...rowIconCircle,
        color: paid ? theme.palette.success.contrastText : theme.palette.secondary.dark,
        bgcolor: paid ? theme.palette.success.main : alpha(theme.palette.secondary.main, 0.12),
        border: paid ? 'none' : `1.5px dashed ${alpha(theme.palette.secondary.main, 0.6)}`,
        transition: theme.transitions.create(['background-color', 'color']),
      })}
    >
      {paid ? <CheckRounded /> : <EuroRounded fontSize="small" />}
    </Box>
  );
}

/**
 * One fine in a list; tapping it toggles paid (spec §4). A fine that exists only
 * in an unsaved form (the fill wizard's fines step) cannot be paid yet: with
 * `saved={false}` a tap says 'Sla de gegevens eerst op' instead.
 */
export function FineListItem({
  player,
  type,
  paid,
  detail,
  saved = true,
  divider = false,
  onTogglePaid,
  action,
}: {
  player: PlayerName;
  type: Pick<FineType, 'description' | 'amount' | 'task'>;
  paid: boolean;
  /** A second line: date, description or match. */
  detail?: string;
  saved?: boolean;
  /** A line under the item, between rows of a list. */
  divider?: boolean;
  onTogglePaid: () => void;
  /** A trailing button, e.g. to edit the fine. */
  action?: ReactNode;
}) {
  const notice = useNotice();
  const name = playerDisplayName(player);
  const toggle = () => {
    if (!saved) notice.show({ severity: 'info', message: SAVE_FIRST_MESSAGE });
    else onTogglePaid();
  };
  return (
    <ListItem
      disablePadding
      divider={divider}
      secondaryAction={action}
      sx={{ '& .MuiListItemSecondaryAction-root': { right: 4 } }}
    >
      {/* Named by its visible text, which reads 'Jan, Te laat: niet betaald · …' with the hidden bits. */}
      <ListItemButton
        onClick={toggle}
        aria-pressed={paid}
        sx={{ borderRadius: 0, gap: 1.5, py: 1.25, pr: action ? 7 : 2, minHeight: 64 }}
      >
        <PaidIcon paid={paid} />
        <ListItemText
          primary={
            <>
              {name}
              <Box component="span" sx={visuallyHidden}>
                ,
              </Box>
            </>
          }
          secondary={
            <>
              {type.description}
              <Box component="span" sx={visuallyHidden}>
                : {paid ? 'betaald' : 'niet betaald'}
              </Box>
              {detail ? ` · ${detail}` : null}
            </>
          }
          slotProps={{
            primary: { noWrap: true, sx: { fontWeight: 600 } },
            secondary: { noWrap: true },
          }}
          sx={{ minWidth: 0, my: 0 }}
        />
        <RowAmount
          color={paid ? 'text.secondary' : 'text.primary'}
          sx={{ maxWidth: '38%', fontStyle: type.task ? 'italic' : 'normal' }}
        >
          {fineCostLabel(type)}
        </RowAmount>
      </ListItemButton>
    </ListItem>
  );
}
