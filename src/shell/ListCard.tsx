import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';

/**
 * A page's list in a card (fines, fine types, transactions, players, the log): its rows,
 * each but the last with a line under it, or the `empty` text ("Geen boetes gevonden")
 * and an `emptyAction` when there are none.
 */
export function ListCard<T>({
  label,
  items,
  empty,
  emptyAction,
  row,
}: {
  /** The list's accessible name: 'Boetes'. */
  label: string;
  items: readonly T[];
  empty: string;
  emptyAction?: ReactNode;
  /** One row, with its `key`; `divider` for all but the last. */
  row: (item: T, divider: boolean) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <Card sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{empty}</Typography>
        {emptyAction}
      </Card>
    );
  }
  return (
    <Card>
      <List disablePadding aria-label={label}>
        {items.map((item, index) => row(item, index < items.length - 1))}
      </List>
    </Card>
  );
}
