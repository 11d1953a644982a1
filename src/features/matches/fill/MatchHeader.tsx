import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateLong } from '../../../../domain/dates';
import { MATCH_TYPE_LABELS } from '../../../../domain/matches';
import type { Match } from '../../../../domain/matches/match.schema';

/** Which match is being filled in: opponent, date and type. */
export function MatchHeader({ match }: { match: Match }) {
  return (
    <Stack sx={{ px: 0.5, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Tegen {match.opponent}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDateLong(match.date)} · {MATCH_TYPE_LABELS[match.matchType]}
      </Typography>
    </Stack>
  );
}
