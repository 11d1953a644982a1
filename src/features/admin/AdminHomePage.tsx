import { useState } from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AdminTeam, AdminUser } from '../../../domain/admin/admin.schema';
import { formatClockTime, formatDate, formatTimestamp, toIsoDate } from '../../../domain/dates';
import { usePageTitle } from '../../shell/page-title';
import { useAdminTeams, useAdminUsers } from './api';
import { LoadError } from '../../shell/LoadError';

/** `/admin` (spec §2): every team and every user of the installation. */
export default function AdminHomePage() {
  usePageTitle('Beheer');
  const teams = useAdminTeams();
  const users = useAdminUsers();
  const [tab, setTab] = useState<'teams' | 'users'>('teams');

  return (
    <Stack spacing={2}>
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: 'teams' | 'users') => setTab(value)}
          variant="fullWidth"
        >
          <Tab value="teams" label={`Teams${teams.data ? ` (${teams.data.length})` : ''}`} />
          <Tab value="users" label={`Gebruikers${users.data ? ` (${users.data.length})` : ''}`} />
        </Tabs>
      </Card>
      <Card>
        {tab === 'teams' ? (
          teams.error ? (
            <LoadError what="de teams" onRetry={() => void teams.mutate()} />
          ) : teams.data ? (
            <TeamsTable teams={teams.data} />
          ) : (
            <Loading />
          )
        ) : users.error ? (
          <LoadError what="de gebruikers" onRetry={() => void users.mutate()} />
        ) : users.data ? (
          <UsersTable users={users.data} />
        ) : (
          <Loading />
        )}
      </Card>
    </Stack>
  );
}

/** The viewer's day of a stored moment: '01-03-2026'. */
const dayOf = (iso: string) => formatDate(toIsoDate(new Date(iso)));

/**
 * Two columns, so the table fits a phone's 288 px (the column is no wider on a desktop): the
 * team with its code and players under its name, and when it was last active, the day above
 * the time. A third column cut "Laatst actief" at 390 px.
 */
function TeamsTable({ teams }: { teams: AdminTeam[] }) {
  if (teams.length === 0) return <Empty text="Nog geen teams" />;
  return (
    <Table size="small" aria-label="Teams">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '100%' }}>Team</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            Laatst actief
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {teams.map((team) => (
          <TableRow key={team.id}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {team.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {`${team.teamCode} · ${team.playerCount} ${team.playerCount === 1 ? 'speler' : 'spelers'}`}
              </Typography>
              {team.deletedAt && team.purgeAt && (
                <DeletedTeamNote deletedAt={team.deletedAt} purgeAt={team.purgeAt} />
              )}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              <LastActive at={team.lastActivity} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** '15-09-2026' over '20:05': the day and the time of the viewer's clock. */
function LastActive({ at }: { at: string }) {
  return (
    <>
      <Typography variant="body2">{dayOf(at)}</Typography>
      <Typography variant="caption" color="text.secondary">
        {formatClockTime(at)}
      </Typography>
    </>
  );
}

/** A deleted team stays listed until the purge removes it: when it was deleted, when it goes. */
function DeletedTeamNote({ deletedAt, purgeAt }: { deletedAt: string; purgeAt: string }) {
  return (
    <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
      Verwijderd op {dayOf(deletedAt)}, definitief weg op {dayOf(purgeAt)}
    </Typography>
  );
}

function UsersTable({ users }: { users: AdminUser[] }) {
  if (users.length === 0) return <Empty text="Nog geen gebruikers" />;
  return (
    <Table size="small" aria-label="Gebruikers">
      <TableHead>
        <TableRow>
          <TableCell>E-mailadres</TableCell>
          <TableCell align="right">Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell sx={{ maxWidth: 0, width: '100%' }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {user.email}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {user.teams.length > 0
                  ? user.teams.map((team) => team.name).join(', ')
                  : 'Geen teams'}
                {' · sinds '}
                {formatTimestamp(user.createdAt)}
              </Typography>
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                {user.isAdmin && <Chip size="small" color="secondary" label="Beheerder" />}
                <Chip
                  size="small"
                  variant={user.verified ? 'filled' : 'outlined'}
                  color={user.verified ? 'success' : 'default'}
                  label={user.verified ? 'Bevestigd' : 'Onbevestigd'}
                />
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Loading() {
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Skeleton variant="text" height={28} />
      <Skeleton variant="text" height={28} />
      <Skeleton variant="text" height={28} />
    </Stack>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
