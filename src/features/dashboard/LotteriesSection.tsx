import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { formatDate } from '../../../domain/dates';
import { rankTaskStandings } from '../../../domain/standings/rankings';
import type { TaskDraw } from '../../../domain/task-lists/draw.schema';
import { useDrawPages, useTaskLists, useTaskStandings } from './api';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { PlayerLink } from './PlayerLink';
import { LoadError } from '../../shell/LoadError';
import { LoadMore } from '../../shell/LoadMore';
import { PlayerRanking } from './PlayerRanking';
import { Row, RowList, RowListSkeleton } from '../../shell/RowList';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { SelectField } from './SelectField';
import { EMPTY } from './sections';

type View = 'standings' | 'history';

/** Pick a task list, then its standings (who had the task how often) or its history (every draw). */
export function LotteriesSection({ teamCode, season }: { teamCode: string; season: SeasonChoice }) {
  const lists = useTaskLists(teamCode, season.none ? null : season.id);
  const [picked, setPicked] = useState<number | null>(null);
  const [view, setView] = useState<View>('standings');

  if (lists.error) return <LoadError onRetry={() => void lists.mutate()} />;
  if (season.none || lists.data?.length === 0) return <EmptyMessage text={EMPTY.data} />;
  // The API lists active lists first, so the preselected one is one still in use.
  const taskListId =
    picked !== null && lists.data?.some((list) => list.id === picked)
      ? picked
      : (lists.data?.[0]?.id ?? null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr auto' }, gap: 1.5 }}>
        {lists.data ? (
          <SelectField
            id="dashboard-task-list"
            label="Takenlijst"
            value={taskListId ?? ''}
            onChange={(next) => setPicked(Number(next))}
          >
            {lists.data.map((list) => (
              <option key={list.id} value={list.id}>
                {list.obsolete ? `${list.name} (niet actief)` : list.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <Skeleton variant="rounded" height={40} />
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={view}
          onChange={(_event, next: View | null) => next && setView(next)}
          aria-label="Weergave"
          sx={{ '& .MuiToggleButton-root': { flex: 1, px: 2, height: 40 } }}
        >
          <ToggleButton value="standings">Stand</ToggleButton>
          <ToggleButton value="history">Geschiedenis</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === 'standings' ? (
        <TaskStandings teamCode={teamCode} taskListId={taskListId} seasonId={season.id} />
      ) : (
        <DrawHistory teamCode={teamCode} taskListId={taskListId} seasonId={season.id} />
      )}
    </Box>
  );
}

interface ListProps {
  teamCode: string;
  taskListId: number | null;
  seasonId: number | null;
}

type StandingRow = ReturnType<typeof rankTaskStandings>[number];

function TaskStandings({ teamCode, taskListId, seasonId }: ListProps) {
  const { data, error, mutate } = useTaskStandings(teamCode, taskListId, seasonId);
  if (error) return <LoadError onRetry={() => void mutate()} />;
  const rows = data && rankTaskStandings(data);
  if (rows?.length === 0) return <EmptyMessage text={EMPTY.data} />;
  return (
    <SectionCard>
      <PlayerRanking<StandingRow>
        label="Stand van de loterij"
        rows={rows}
        columns={[{ header: 'Aantal keer', numeric: true, cell: (row) => row.count }]}
      />
    </SectionCard>
  );
}

/** 'VV Noord' for a draw at a match, else its own description. */
function occasion(draw: TaskDraw): string {
  return 'opponent' in draw.data ? draw.data.opponent : draw.data.description;
}

function DrawHistory({ teamCode, taskListId, seasonId }: ListProps) {
  const list = useDrawPages(teamCode, taskListId, seasonId);
  if (list.error) return <LoadError onRetry={list.retry} />;
  if (list.totals?.count === 0) return <EmptyMessage text={EMPTY.data} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard>
        {list.totals ? (
          <RowList label="Geschiedenis van de loterij">
            {list.items.map((draw) => (
              <Row
                key={draw.id}
                primary={<PlayerLink player={draw.player} />}
                secondary={
                  <>
                    {occasion(draw)},{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(draw.data.date)}
                    </Box>
                  </>
                }
              />
            ))}
          </RowList>
        ) : (
          <RowListSkeleton label="Geschiedenis van de loterij" />
        )}
      </SectionCard>
      <LoadMore list={list} />
    </Box>
  );
}
