import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import type { TaskList } from '../../../domain/task-lists/task-list.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { AddFab } from '../../shell/AddFab';
import { LoadError } from '../../shell/LoadError';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useTaskLists, useTaskWrites } from './api';

const paths = teamPaths.input;

/** `/input/task-lists`: every task list with its active switch and a way to its lotteries. */
export default function TaskListListPage() {
  usePageTitle('Taaklijsten');
  const teamCode = useRequiredTeamCode();
  const lists = useTaskLists(teamCode);

  if (lists.error) return <LoadError what="de taaklijsten" onRetry={() => void lists.mutate()} />;
  if (!lists.data) return <PageFallback />;
  return (
    <>
      {lists.data.length === 0 ? (
        <Card>
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            Geen gegevens gevonden
          </Typography>
        </Card>
      ) : (
        <Card>
          <List disablePadding aria-label="Taaklijsten">
            {lists.data.map((list, index) => (
              <TaskListRow key={list.id} list={list} divider={index < lists.data!.length - 1} />
            ))}
          </List>
        </Card>
      )}
      <AddFab to={paths.taskListNew.path}>Taaklijst</AddFab>
    </>
  );
}

function TaskListRow({ list, divider }: { list: TaskList; divider: boolean }) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const writes = useTaskWrites(teamCode);

  const setActive = async (active: boolean) => {
    try {
      await writes.setActive(list, active);
    } catch (error) {
      notice.failed(error);
    }
  };

  return (
    <ListItem
      disablePadding
      divider={divider}
      secondaryAction={
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          {/* A word beside the dice: an icon alone did not say where it leads. */}
          <Button
            component={RouterLink}
            to={paths.draws.href(list.id)}
            aria-label={`Lotingen van ${list.name}`}
            color="secondary"
            size="small"
            startIcon={<CasinoRounded />}
            sx={{ minHeight: 48, px: 1 }}
          >
            Lotingen
          </Button>
          <Switch
            edge="end"
            checked={!list.obsolete}
            onChange={(event) => void setActive(event.target.checked)}
            slotProps={{ input: { 'aria-label': `${list.name} actief` } }}
          />
        </Stack>
      }
    >
      <ListItemButton
        component={RouterLink}
        to={paths.taskList.href(list.id)}
        sx={{ borderRadius: 0, py: 1.25, pr: 23, minHeight: 64 }}
      >
        <ListItemText
          primary={list.name}
          secondary={
            <Stack
              direction="row"
              spacing={0.75}
              component="span"
              sx={{ mt: 0.5, alignItems: 'center' }}
            >
              <Typography variant="caption" component="span" color="text.secondary">
                {list.season ? `Seizoen ${list.season.description}` : 'Alle seizoenen'}
              </Typography>
              {list.obsolete && (
                <Chip
                  size="small"
                  label="Inactief"
                  variant="outlined"
                  sx={{ height: 22 }}
                  component="span"
                />
              )}
            </Stack>
          }
          slotProps={{
            primary: {
              noWrap: true,
              sx: { fontWeight: 600, color: list.obsolete ? 'text.secondary' : 'text.primary' },
            },
            secondary: { component: 'span' },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}
