import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatDateLong, todayIso } from '../../../domain/dates';
import { matchPairing, matchWhenWhere } from '../../../domain/matches/match-rules';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { useTeamName } from '../../shell/use-team-name';
import { useNextMatch } from './api';
import { AvailabilityPanel } from './AvailabilityPanel';

/** Members only: its code is not a visitor's to download. */
const ShortageLine = lazy(() => import('./ShortageLine'));

/**
 * The dashboard's "Volgende wedstrijd": when and where, who's coming and, for
 * members, a shortage the team's alarm found (issue 31). Its
 * own data hook and chunk, so the dashboard's first screen does not wait for it.
 */
export default function NextMatchCard() {
  const teamCode = useRequiredTeamCode();
  const { loginState } = useAuth();
  const teamName = useTeamName(teamCode);
  const { next } = useNextMatch(teamCode, todayIso());
  // Above another section than the matches (the dashboard's `?section=`), fifteen names
  // would push the chosen section halfway down a phone: the counts, the rest on a tap.
  const section = useSearchParams()[0].get('section');
  const compact = section !== null && section !== 'matches';
  if (!next) return null;
  return (
    <Card component="section" aria-label="Volgende wedstrijd" sx={{ p: 2 }}>
      <Typography variant="overline" color="text.secondary">
        Volgende wedstrijd
      </Typography>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {teamName ? matchPairing(teamName, next) : next.opponent}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {formatDateLong(next.date)} · {matchWhenWhere(next)}
      </Typography>
      <AvailabilityPanel
        teamCode={teamCode}
        matchId={next.id}
        canAnswer={loginState !== false}
        compact={compact}
      />
      {loginState !== false && (
        <Suspense fallback={null}>
          <ShortageLine teamCode={teamCode} match={next} />
        </Suspense>
      )}
    </Card>
  );
}
