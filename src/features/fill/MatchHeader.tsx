import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateLong } from '../../../domain/dates';
import { MATCH_TYPE_LABELS, matchWhenWhere } from '../../../domain/matches/match-rules';
import { useRequiredTeamCode } from '../../lib/app-context';
import { MatchHeadline } from '../../shell/MatchHeadline';
import { useTeamName } from '../../shell/use-team-name';
import type { Match } from '../../../domain/matches/match.schema';

/** Which match is being filled in: the sides (and result), date, time, place and type. */
export function MatchHeader({ match }: { match: Match }) {
  const teamName = useTeamName(useRequiredTeamCode());
  return (
    <Stack sx={{ px: 0.5, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        <MatchHeadline teamName={teamName} match={match} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDateLong(match.date)} · {matchWhenWhere(match)} ·{' '}
        {MATCH_TYPE_LABELS[match.matchType]}
      </Typography>
    </Stack>
  );
}
