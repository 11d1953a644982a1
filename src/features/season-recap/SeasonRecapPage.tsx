import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eurosToCents, formatMoney } from '../../../domain/money';
import { recapFacts, recapTitle } from '../../../domain/season-recap/season-recap';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { LoadError } from '../../shell/LoadError';
import { usePageTitle } from '../../shell/page-title';
import { isNotFound, requiredRouteId } from '../../shell/use-not-found';
import { useSeasonRecap } from './api';
import { ShareButton } from '../../shell/ShareButton';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Team-host `/seizoen/{seasonId}` (issue 31): the season in a few titles, to share.
 * Public like the dashboard; the API gives names and money as this visitor may see
 * them, and the server writes the link preview (its tags and image) into the page.
 */
export default function SeasonRecapPage() {
  usePageTitle('Seizoensoverzicht');
  const teamCode = useRequiredTeamCode();
  const seasonId = requiredRouteId(useParams().seasonId);
  const recap = useSeasonRecap(teamCode, seasonId);

  if (seasonId === null || isNotFound(recap.error)) {
    return <EmptyMessage text="Seizoen niet gevonden" />;
  }
  if (recap.error) return <LoadError onRetry={() => void recap.mutate()} />;
  const data = recap.data;
  const facts = data ? recapFacts(data) : [];
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {data ? recapTitle(data) : <Skeleton width="80%" />}
        </Typography>
        <Typography color="text.secondary">
          {data ? (
            `${plural(data.matches, 'wedstrijd', 'wedstrijden')} · ${plural(data.goals, 'doelpunt', 'doelpunten')}`
          ) : (
            <Skeleton width="50%" />
          )}
        </Typography>
      </div>

      {data && facts.length === 0 && <EmptyMessage text="Nog geen wedstrijden gespeeld" />}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {(data ? facts : [null, null, null]).map((fact, index) => (
          <Card key={fact?.label ?? index} sx={{ p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {fact ? fact.label : <Skeleton width="40%" />}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', overflowWrap: 'anywhere' }}
            >
              {fact ? fact.who : <Skeleton width="70%" />}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} color="secondary.main">
              {fact ? fact.figure : <Skeleton width="30%" />}
            </Typography>
          </Card>
        ))}
      </Box>

      {data?.totalPot != null && (
        <Card sx={{ p: 2, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>Totale pot</Typography>
          <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(eurosToCents(data.totalPot))}
          </Typography>
        </Card>
      )}

      {data && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ShareButton
            title={recapTitle(data)}
            text={recapTitle(data)}
            url={`${window.location.origin}${teamPaths.seasonRecap.href(data.seasonId)}`}
          />
          <Button
            variant="outlined"
            component={RouterLink}
            to={`${teamPaths.dashboard.path}?seasonId=${data.seasonId}`}
          >
            Naar het dashboard
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
