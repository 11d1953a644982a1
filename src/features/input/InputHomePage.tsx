import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AddRounded from '@mui/icons-material/AddRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { formatDateShort, todayIso } from '../../../domain/dates';
import { canFillMatch, MATCH_TYPE_LABELS } from '../../../domain/matches/match-rules';
import type { Match } from '../../../domain/matches/match.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { currentMatchesKey } from '../../resources/matches';
import { useSeasons } from '../../resources/seasons';
import { usePageTitle } from '../../shell/page-title';
import { inputSections, type InputSection } from './input-menu';

const paths = teamPaths.input;

const icons: Record<InputSection, ComponentType<SvgIconProps>> = {
  matches: SportsSoccerRounded,
  fines: GavelRounded,
  transactions: SwapVertRounded,
  players: GroupsRounded,
  taskLists: ChecklistRounded,
  seasons: CalendarMonthRounded,
  audit: HistoryRounded,
  exports: FileDownloadRounded,
  fixtureImport: UploadFileRounded,
};

/**
 * /input: first what needs doing now (played matches to fill in, or the first
 * season to start), then quick "new" actions, then the menu of spec §2.
 */
export default function InputHomePage() {
  usePageTitle('Invoer');
  const teamCode = useRequiredTeamCode();
  const seasons = useSeasons(teamCode);
  const matches = useSWR<Match[]>(currentMatchesKey(teamCode));

  return (
    <Stack spacing={2}>
      {seasons.data && seasons.data.length === 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.seasonNew.path} color="inherit">
              Starten
            </Button>
          }
        >
          Start eerst een seizoen; daarna kun je wedstrijden, boetes en transacties invoeren.
        </Alert>
      )}
      {matches.data && <MatchesToFill matches={matches.data} />}
      <QuickActions />
      <Menu />
    </Stack>
  );
}

/** Played and not yet filled in, newest first; or else the next match, so the page never feels empty. */
function MatchesToFill({ matches }: { matches: Match[] }) {
  const today = todayIso();
  const toFill = matches.filter((m) => canFillMatch(m, today)).reverse();
  const next = matches.find((m) => !m.cancelled && m.date > today);
  if (toFill.length === 0 && !next) return null;
  return (
    <Card>
      <List
        disablePadding
        subheader={
          <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '40px', fontWeight: 700 }}>
            {toFill.length > 0 ? 'In te vullen' : 'Volgende wedstrijd'}
          </ListSubheader>
        }
      >
        {toFill.length > 0
          ? toFill.map((match, index) => (
              <ListItem
                key={match.id}
                divider={index < toFill.length - 1}
                secondaryAction={
                  <Button
                    component={RouterLink}
                    to={paths.matchFill.href(match.id)}
                    variant="contained"
                    color="secondary"
                    size="small"
                  >
                    Invullen
                  </Button>
                }
                sx={{ pr: 14 }}
              >
                <MatchText match={match} />
              </ListItem>
            ))
          : next && (
              <ListItem disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={paths.match.href(next.id)}
                  sx={{ borderRadius: 0 }}
                >
                  <MatchText match={next} />
                  <ChevronRightRounded sx={{ color: 'text.disabled' }} />
                </ListItemButton>
              </ListItem>
            )}
      </List>
    </Card>
  );
}

function MatchText({ match }: { match: Match }) {
  return (
    <>
      <ListItemIcon sx={{ color: 'primary.main' }}>
        <EventRounded />
      </ListItemIcon>
      <ListItemText
        primary={match.opponent}
        secondary={`${shortDate(match.date)} · ${MATCH_TYPE_LABELS[match.matchType]}`}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
    </>
  );
}

/** 'za 5 sep', with the year only when it is not this year's. */
function shortDate(iso: string): string {
  const year = iso.slice(0, 4);
  return year === todayIso().slice(0, 4) ? formatDateShort(iso) : `${formatDateShort(iso)} ${year}`;
}

const quickActions = [
  { label: 'Wedstrijd', to: paths.matchNew.path, Icon: SportsSoccerRounded },
  { label: 'Boete', to: paths.fineNew.path, Icon: GavelRounded },
  { label: 'Transactie', to: paths.transactionNew.path, Icon: SwapVertRounded },
];

/** One tap to the three things entered most, as tiles: icon over label, each a third of the row. */
function QuickActions() {
  return (
    <Stack direction="row" spacing={1} role="group" aria-label="Snel toevoegen">
      {quickActions.map(({ label, to, Icon }) => (
        <Button
          key={to}
          component={RouterLink}
          to={to}
          variant="outlined"
          aria-label={`Nieuwe ${label.toLowerCase()}`}
          sx={{
            flex: 1,
            minWidth: 0,
            flexDirection: 'column',
            gap: 0.5,
            py: 1.25,
            px: 0.5,
            bgcolor: 'background.paper',
            borderColor: 'divider',
          }}
        >
          <Box sx={{ position: 'relative', display: 'flex' }}>
            <Icon />
            <AddRounded
              sx={{
                position: 'absolute',
                right: -9,
                top: -7,
                fontSize: 16,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            />
          </Box>
          {label}
        </Button>
      ))}
    </Stack>
  );
}

function Menu() {
  const entries = [
    ...inputSections.map((s) => ({ ...s, Icon: icons[s.id] })),
    {
      id: 'dashboard',
      label: 'Terug naar dashboard',
      to: teamPaths.dashboard.path,
      description: 'Standen en overzichten',
      Icon: HomeRounded,
    },
  ];
  return (
    <Card>
      <List disablePadding aria-label="Invoer">
        {entries.map(({ id, label, to, description, Icon }, index) => (
          <ListItem key={id} disablePadding divider={index < entries.length - 1}>
            <ListItemButton component={RouterLink} to={to} sx={{ borderRadius: 0, py: 1.5 }}>
              <ListItemIcon sx={{ color: id === 'dashboard' ? 'text.secondary' : 'primary.main' }}>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={label}
                secondary={description}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <ChevronRightRounded sx={{ color: 'text.disabled' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
