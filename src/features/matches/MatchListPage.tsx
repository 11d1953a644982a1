import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatDateLong, formatDateShort, todayIso } from '../../../domain/dates';
import {
  canFillMatch,
  isMatchPlayed,
  MATCH_TYPE_LABELS,
  matchScore,
} from '../../../domain/matches/match-rules';
import type { Match } from '../../../domain/matches/match.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { AddFab } from '../../shell/AddFab';
import { ScoreTile } from '../../shell/MatchHeadline';
import { LoadError } from '../../shell/LoadError';
import { NoSeasonNotice } from '../../shell/NoSeasonNotice';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useSeasons } from '../../resources/seasons';
import { useMatches } from './api';

const paths = teamPaths.input;

/**
 * The current season's matches for data entry: what is still to come (soonest
 * first), then what lies behind (newest first), each with its state and a
 * direct button to fill it in or, once filled, to view it.
 */
export default function MatchListPage() {
  usePageTitle('Wedstrijden');
  const teamCode = useRequiredTeamCode();
  const seasons = useSeasons(teamCode);
  const matches = useMatches(teamCode);

  if (seasons.error || matches.error) {
    const retry = () => void Promise.all([seasons.mutate(), matches.mutate()]);
    return <LoadError what="de wedstrijden" onRetry={retry} />;
  }
  if (!seasons.data || !matches.data) return <PageFallback />;
  const current = seasons.data[0];
  if (!current) {
    return <NoSeasonNotice />;
  }

  const today = todayIso();
  const upcoming = matches.data.filter((m) => m.date > today);
  const past = matches.data.filter((m) => m.date <= today).reverse();

  return (
    <>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ px: 0.5, mb: 1 }}>
        Seizoen {current.description}
      </Typography>
      {matches.data.length === 0 ? (
        <Card>
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            Geen wedstrijden gevonden.
          </Typography>
        </Card>
      ) : (
        <Stack spacing={2}>
          <MatchSection title="Komende wedstrijden" matches={upcoming} today={today} />
          <MatchSection title="Gespeeld" matches={past} today={today} />
        </Stack>
      )}
      <AddFab to={paths.matchNew.path}>Wedstrijd</AddFab>
    </>
  );
}

function MatchSection({
  title,
  matches,
  today,
}: {
  title: string;
  matches: Match[];
  today: string;
}) {
  if (matches.length === 0) return null;
  return (
    <Card>
      <List
        disablePadding
        aria-label={title}
        subheader={
          <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '40px', fontWeight: 700 }}>
            {title}
          </ListSubheader>
        }
      >
        {matches.map((match, index) => (
          <MatchRow
            key={match.id}
            match={match}
            today={today}
            divider={index < matches.length - 1}
          />
        ))}
      </List>
    </Card>
  );
}

/**
 * The row's direct action: fill in a played match, or open the overview of a
 * filled one (its paid toggles and 'Reset'); both live on the fill page.
 */
function rowAction(match: Match, today: string) {
  if (canFillMatch(match, today)) {
    return { label: 'Invullen', variant: 'contained', color: 'secondary' } as const;
  }
  if (match.filled) return { label: 'Bekijken', variant: 'outlined', color: 'primary' } as const;
  return null;
}

function MatchRow({ match, today, divider }: { match: Match; today: string; divider: boolean }) {
  const action = rowAction(match, today);
  const score = matchScore(match);
  return (
    <ListItem
      disablePadding
      divider={divider}
      // The action sits in the flow, not over the row: where the row is too narrow for both
      // (a 320 px phone), it wraps under the text instead of covering the type or the name.
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <ListItemButton
        component={RouterLink}
        to={paths.match.href(match.id)}
        sx={{ borderRadius: 0, py: 1.25, gap: 2, flex: '1 1 200px', minWidth: 0 }}
      >
        <DateTile iso={match.date} muted={match.cancelled} />
        <ListItemText
          primary={
            <>
              {matchListTitle(match)}
              {score && (
                <>
                  {' '}
                  <ScoreTile score={score} />
                </>
              )}
            </>
          }
          secondary={<MatchChips match={match} today={today} />}
          slotProps={{
            primary: {
              sx: {
                fontWeight: 600,
                overflowWrap: 'anywhere',
                textDecoration: match.cancelled ? 'line-through' : 'none',
                color: match.cancelled ? 'text.secondary' : 'text.primary',
              },
            },
            secondary: { component: 'div' },
          }}
          sx={{ minWidth: 0 }}
        />
      </ListItemButton>
      {action && (
        <Button
          component={RouterLink}
          to={paths.matchFill.href(match.id)}
          variant={action.variant}
          color={action.color}
          size="small"
          aria-label={`${match.opponent} ${action.label.toLowerCase()}`}
          sx={{ ml: 'auto', mr: 2, my: 1, flexShrink: 0 }}
        >
          {action.label}
        </Button>
      )}
    </ListItem>
  );
}

/** A calendar leaf: weekday, day, month (and the year when it is not this year's). */
function DateTile({ iso, muted }: { iso: string; muted: boolean }) {
  const [weekday, day, month] = formatDateShort(iso).split(' ');
  const year = iso.slice(0, 4);
  const thisYear = todayIso().slice(0, 4);
  return (
    <Box
      aria-label={formatDateLong(iso)}
      sx={{
        width: 52,
        flexShrink: 0,
        py: 0.5,
        borderRadius: 2,
        textAlign: 'center',
        bgcolor: (theme) =>
          muted ? theme.palette.action.hover : alpha(theme.palette.primary.main, 0.08),
        color: muted ? 'text.disabled' : 'primary.dark',
      }}
    >
      <Typography
        variant="caption"
        component="div"
        sx={{ lineHeight: 1.2, textTransform: 'uppercase' }}
      >
        {weekday}
      </Typography>
      <Typography component="div" sx={{ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.1 }}>
        {day}
      </Typography>
      <Typography variant="caption" component="div" sx={{ lineHeight: 1.2 }}>
        {year === thisYear ? month : `${month} '${year.slice(2)}`}
      </Typography>
    </Box>
  );
}

/** Type, then the one state that matters: cancelled, filled, or played and still to fill in. */
function MatchChips({ match, today }: { match: Match; today: string }) {
  const state = match.cancelled
    ? { label: 'Afgelast', color: 'default' as const }
    : match.filled
      ? { label: 'Ingevuld', color: 'success' as const }
      : isMatchPlayed(match, today)
        ? { label: 'Gespeeld', color: 'warning' as const }
        : null;
  return (
    <Stack
      direction="row"
      sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', columnGap: 0.75, rowGap: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary">
        {MATCH_TYPE_LABELS[match.matchType]}
      </Typography>
      {state && (
        <Chip
          size="small"
          label={state.label}
          color={state.color}
          variant="outlined"
          sx={{ height: 22 }}
        />
      )}
    </Stack>
  );
}

/** "14:30 · Voorschoten 97 (uit)": the opponent with what else is known (the score follows apart). */
function matchListTitle(match: Match): string {
  return [match.kickOff, `${match.opponent}${match.home ? '' : ' (uit)'}`]
    .filter(Boolean)
    .join(' · ');
}
