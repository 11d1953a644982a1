import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { styled, type Theme } from '@mui/material/styles';

/**
 * The rows' look, once for the whole list: a row is plain elements with these classes. As
 * MUI components with `sx` each row was some eight styled components, and a rendered list of
 * 50 rows (a long season's fines) took a phone most of its Total Blocking Time to hydrate
 * (MUI's advice for long lists: one styled parent, not a style per item).
 */
const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': rowStyle(theme),
  '& > li + li': rowDivider(theme),
  '& .row-text': { flex: 1, minWidth: 0 },
  '& .row-primary': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 600,
    overflowWrap: 'anywhere',
  },
  '& .row-secondary': {
    ...theme.typography.body2,
    margin: 0,
    color: theme.palette.text.secondary,
    overflowWrap: 'anywhere',
  },
  '& .row-end': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    flexShrink: 0,
    fontVariantNumeric: 'tabular-nums',
  },
  // At a row's end: an amount (in the tone of money in or out), or a task in its place.
  '& .row-amount': { ...theme.typography.body1, fontWeight: 600, whiteSpace: 'nowrap' },
  '& .row-amount.row-in': { color: theme.palette.success.main },
  '& .row-amount.row-out': { color: theme.palette.error.main },
  '& .row-task': { ...theme.typography.body2, fontWeight: 600, maxWidth: 112, textAlign: 'right' },
}));

function rowStyle(theme: Theme) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(1.25, 2),
    minHeight: 56,
  };
}

const rowDivider = (theme: Theme) => ({ borderTop: `1px solid ${theme.palette.divider}` });

/** The lists of the dashboard (fines, transactions, draws, a match's details): plain rows, no tap targets. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return <List aria-label={label}>{children}</List>;
}

/** A row of a RowList: its text, a second line, and what stands at its end (an amount, an icon). */
export function Row({
  primary,
  secondary,
  end,
}: {
  primary: ReactNode;
  secondary?: ReactNode;
  end?: ReactNode;
}) {
  return (
    <li>
      <div className="row-text">
        <p className="row-primary">{primary}</p>
        {secondary && <p className="row-secondary">{secondary}</p>}
      </div>
      {end && <div className="row-end">{end}</div>}
    </li>
  );
}

/** Rows of the same height as the real ones while a list loads; announced as loading, not as a list. */
export function RowListSkeleton({
  rows = 5,
  label,
  secondary = true,
}: {
  rows?: number;
  label: string;
  /** False for rows without a second line (goals), so the real rows take the same height. */
  secondary?: boolean;
}) {
  return (
    <Box role="progressbar" aria-label={`${label} laden`}>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={(theme) => ({ ...rowStyle(theme), '& + &': rowDivider(theme) })}>
          <Box sx={{ flex: 1 }}>
            <Skeleton width="45%" />
            {secondary && <Skeleton width="65%" sx={{ fontSize: '0.875rem' }} />}
          </Box>
          <Skeleton width={56} />
        </Box>
      ))}
    </Box>
  );
}
