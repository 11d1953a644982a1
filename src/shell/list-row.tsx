import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

/** The round 40 px place of the icon before a list row's text. */
export const rowIconCircle = {
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
} as const;

/** A row's icon in its tone on a light disc of it: income, an expense, an audit entry's action. */
export function ToneIcon({
  tone,
  children,
}: {
  tone: 'primary' | 'success' | 'error';
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden
      sx={(theme) => {
        const color = theme.palette[tone].main;
        return { ...rowIconCircle, color, bgcolor: alpha(color, 0.1) };
      }}
    >
      {children}
    </Box>
  );
}

/** The amount at the end of a list row: tabular figures on one line, never squeezed by the text. */
export function RowAmount({
  color,
  sx,
  children,
}: {
  color: string;
  /** More of its style: a limit to its width, italics. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Typography
      variant="body2"
      noWrap
      sx={[
        { flexShrink: 0, fontWeight: 650, fontVariantNumeric: 'tabular-nums', color },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Typography>
  );
}
