import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { AddFab } from '../../shell/AddFab';
import { LoadError } from '../../shell/LoadError';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useSeasons } from '../../resources/seasons';

const paths = teamPaths.input;

/** Seasons, newest first: the current one marked, the locked ones with a lock. */
export default function SeasonListPage() {
  usePageTitle('Seizoenen');
  const teamCode = useRequiredTeamCode();
  const seasons = useSeasons(teamCode);

  const list = seasons.data;
  if (seasons.error) return <LoadError what="de seizoenen" onRetry={() => void seasons.mutate()} />;
  if (!list) return <PageFallback />;
  return (
    <>
      {list.length === 0 ? (
        <Card>
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            Nog geen seizoenen. Start het eerste seizoen om wedstrijden, boetes en transacties in te
            voeren.
          </Typography>
        </Card>
      ) : (
        <Card>
          <List disablePadding aria-label="Seizoenen">
            {list.map((season, index) => (
              <ListItem disablePadding key={season.id} divider={index < list.length - 1}>
                <ListItemButton
                  component={RouterLink}
                  to={paths.season.href(season.id)}
                  sx={{ borderRadius: 0, py: 1.5 }}
                >
                  <ListItemIcon sx={{ color: season.locked ? 'text.disabled' : 'primary.main' }}>
                    {season.locked ? (
                      <LockRounded aria-label="Afgesloten" />
                    ) : (
                      <EventAvailableRounded aria-label="Open" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={season.description}
                    secondary={season.locked ? 'Afgesloten' : 'Open voor invoer'}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  {!season.locked && <Chip label="Huidig" color="primary" size="small" />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      <AddFab to={paths.seasonNew.path}>Nieuw seizoen</AddFab>
    </>
  );
}
