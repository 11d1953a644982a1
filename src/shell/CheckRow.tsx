import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';

/**
 * A list row that is its checkbox's label (a season's players, the lottery's
 * participants): a tap anywhere toggles it, one control per row.
 */
export function CheckRow({
  minHeight,
  gap,
  divider = false,
  children,
}: {
  minHeight: number;
  /** Between the checkbox and the texts, where they are not in a ListItemIcon. */
  gap?: number;
  divider?: boolean;
  children: ReactNode;
}) {
  return (
    <ListItem disablePadding divider={divider}>
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'center',
          width: '100%',
          minHeight,
          gap,
          px: 2,
          py: 0.5,
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {children}
      </Box>
    </ListItem>
  );
}
