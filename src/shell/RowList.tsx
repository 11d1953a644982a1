import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** The lists of the dashboard (fines, transactions, draws, a match's details): plain rows, no tap targets. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2,
  py: 1.25,
  minHeight: 56,
  '& + &': { borderTop: 1, borderColor: 'divider' },
} as const;

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
    <Box component="li" sx={rowSx}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{primary}</Typography>
        {secondary && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {secondary}
          </Typography>
        )}
      </Box>
      {end && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexShrink: 0,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {end}
        </Box>
      )}
    </Box>
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
        <Box key={index} sx={rowSx}>
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
