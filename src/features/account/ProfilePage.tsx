import { Fragment, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import type { DeletedTeam, Team } from '../../../domain/teams/team.schema';
import { useNotice } from '../../lib/notices';
import { useConfig } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { mainPaths, teamAddressText } from '../../lib/paths';
import { LoadError } from '../../shell/LoadError';
import {
  accountDataPath,
  deletedTeamsKey,
  restoreTeam,
  useDeletedTeams,
  userTeamsKey,
  useUserTeams,
} from './api';
import { useTeamLink } from './team-handover';

/** Main-domain `/` for a user (spec §2): their teams, each a switch to its own address. */
export default function ProfilePage() {
  const { user } = useAuth();
  const teams = useUserTeams();

  return (
    <Stack spacing={2}>
      <Box sx={{ px: 0.5 }}>
        <Typography variant="h5" component="h1">
          Mijn teams
        </Typography>
        {user && (
          <Typography variant="body2" color="text.secondary" noWrap>
            Ingelogd als {user.email}
          </Typography>
        )}
      </Box>
      {teams.error ? (
        <LoadError what="je teams" onRetry={() => void teams.mutate()} />
      ) : teams.data === undefined ? (
        <Card>
          <CardContent>
            <Skeleton variant="text" width="60%" height={32} />
            <Skeleton variant="text" width="40%" />
          </CardContent>
        </Card>
      ) : teams.data.length === 0 ? (
        <NoTeams />
      ) : (
        <>
          <TeamList teams={teams.data} />
          <Button
            component={RouterLink}
            to={mainPaths.newTeam.path}
            variant="outlined"
            size="large"
            startIcon={<AddRounded />}
            fullWidth
          >
            Nieuw team
          </Button>
        </>
      )}
      <DeletedTeams />
      <MyDataCard />
    </Stack>
  );
}

/**
 * Teams the user deleted (issue 30), while they can still be restored: the days left and
 * "Terugzetten". Nothing at all when there are none (or the list cannot be read).
 */
function DeletedTeams() {
  const deleted = useDeletedTeams();
  const { mutate } = useSWRConfig();
  const notice = useNotice();
  const [restoring, setRestoring] = useState<number | null>(null);
  if (!deleted.data || deleted.data.length === 0) return null;

  const restore = async (team: DeletedTeam) => {
    setRestoring(team.id);
    try {
      await restoreTeam(team.id);
      await Promise.all([mutate(userTeamsKey), mutate(deletedTeamsKey)]);
      notice.show({ severity: 'success', message: `${team.name} is teruggezet` });
    } catch (error) {
      notice.failed(error);
      await mutate(deletedTeamsKey);
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Card>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          Verwijderde teams
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Zet een team terug zolang het nog kan; daarna wordt het voorgoed gewist.
        </Typography>
      </CardContent>
      <List aria-label="Verwijderde teams">
        {deleted.data.map((team, index) => (
          <Fragment key={team.id}>
            {index > 0 && <Divider component="li" />}
            <ListItem
              sx={{ py: 1.5, px: 2, display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 1 }}
            >
              <ListItemText
                primary={team.name}
                secondary={
                  team.daysLeft === 1
                    ? 'Nog 1 dag terug te zetten'
                    : `Nog ${team.daysLeft} dagen terug te zetten`
                }
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                sx={{ flex: '1 1 10rem', minWidth: 0, my: 0 }}
              />
              <Button
                onClick={() => void restore(team)}
                loading={restoring === team.id}
                variant="outlined"
                size="small"
                startIcon={<RestoreRounded />}
                aria-label={`Zet ${team.name} terug`}
                sx={{ flexShrink: 0 }}
              >
                Terugzetten
              </Button>
            </ListItem>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}

/** The account holder's rights (issue 30): his data to take along, his account to delete. */
function MyDataCard() {
  const { apiUrl } = useConfig();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Mijn gegevens
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Download alles wat Teampot over je account bewaart, of verwijder je account.
        </Typography>
        <Stack spacing={1}>
          <Button
            href={`${apiUrl}${accountDataPath}`}
            download
            variant="outlined"
            startIcon={<FileDownloadRounded />}
            fullWidth
          >
            Mijn gegevens downloaden
          </Button>
          <Button
            component={RouterLink}
            to={mainPaths.deleteAccount.path}
            color="error"
            startIcon={<PersonRemoveRounded />}
            fullWidth
          >
            Account verwijderen
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function TeamList({ teams }: { teams: Team[] }) {
  const { teamAppUrl } = useConfig();
  const teamLink = useTeamLink();
  return (
    <Card>
      <List disablePadding aria-label="Mijn teams">
        {teams.map((team, index) => {
          return (
            <Fragment key={team.id}>
              {index > 0 && <Divider component="li" />}
              <ListItem
                sx={{ py: 1.5, pr: 2 }}
                secondaryAction={
                  <Button
                    {...teamLink(team.teamCode)}
                    variant="contained"
                    size="small"
                    startIcon={<SwapHorizRounded />}
                    aria-label={`Wissel naar ${team.name}`}
                  >
                    Wissel
                  </Button>
                }
              >
                <ListItemAvatar>
                  <Avatar
                    sx={(theme) => ({
                      bgcolor: alpha(theme.palette.primary.main, 0.1),
                      color: 'primary.main',
                      fontWeight: 700,
                    })}
                  >
                    {initials(team.name)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={team.name}
                  secondary={teamAddressText(teamAppUrl, team.teamCode)}
                  slotProps={{
                    primary: { noWrap: true, sx: { fontWeight: 600 } },
                    secondary: { noWrap: true },
                  }}
                  sx={{ pr: 12 }}
                />
              </ListItem>
            </Fragment>
          );
        })}
      </List>
    </Card>
  );
}

function NoTeams() {
  return (
    <Card>
      <CardContent sx={{ p: 3, textAlign: 'center' }}>
        <Avatar
          sx={(theme) => ({
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
          })}
        >
          <GroupsRounded fontSize="large" />
        </Avatar>
        <Typography variant="h6" component="h2" gutterBottom>
          Nog geen team
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Maak een team aan en deel de pincode met je teamgenoten. Zij vullen wedstrijden en boetes
          in, jij beheert het team.
        </Typography>
        <Button
          component={RouterLink}
          to={mainPaths.newTeam.path}
          variant="contained"
          size="large"
          startIcon={<AddRounded />}
          fullWidth
        >
          Team aanmaken
        </Button>
      </CardContent>
    </Card>
  );
}

/** 'VV Oranje Boys' → 'VO': two letters fill the avatar. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}
