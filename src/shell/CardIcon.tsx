import Box from '@mui/material/Box';
import { CARD_LABELS, type CardColor } from '../../domain/fill/cards';

/** The referee's card: the colours every football fan knows, whatever the theme. */
const CARD_FILL: Record<CardColor, string> = { yellow: '#F5C518', red: '#D32F2F' };

/**
 * A yellow or red card, drawn as the small upright rectangle the referee
 * shows (issue 31). Named for screen readers unless `decorative`.
 */
export function CardIcon({
  color,
  label = CARD_LABELS[color],
  decorative = false,
}: {
  color: CardColor;
  label?: string;
  decorative?: boolean;
}) {
  return (
    <Box
      component="span"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 12,
        height: 16,
        borderRadius: '2px',
        bgcolor: CARD_FILL[color],
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.2)',
        verticalAlign: 'middle',
      }}
    />
  );
}
