import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Page } from '../../../domain/paging';
import type { DrawListTotals, TaskDraw } from '../../../domain/task-lists/draw.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { AddFab } from '../../shell/AddFab';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { useUndoNotice } from '../../shell/use-undo-notice';
import { LoadError } from '../../shell/LoadError';
import { LoadMore } from '../../shell/LoadMore';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from '../../shell/use-not-found';
import { useDrawPages, useTaskList, useTaskWrites } from './api';
import { drawOccasion } from './draw-occasion';

/** `/input/task-lists/{taskListId}/draws`: who was drawn, newest first. */
export default function DrawHistoryPage() {
  const { taskListId } = useParams();
  const validId = requiredRouteId(taskListId);
  const teamCode = useRequiredTeamCode();
  const goBack = useGoBack(teamPaths.input.taskLists.path);
  const list = useTaskList(teamCode, validId);
  usePageTitle(list.data ? `Lotingen ${list.data.name}` : 'Lotingen');
  const notFound = validId === null || isNotFound(list.error);
  useNotFound(notFound, 'Taaklijst niet gevonden', goBack);

  if (notFound || validId === null || !list.data) return <PageFallback />;
  return (
    <>
      <DrawList taskListId={validId} />
      <AddFab to={teamPaths.input.drawNew.href(validId)}>Loting</AddFab>
    </>
  );
}

function DrawList({ taskListId }: { taskListId: number }) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const draws = useDrawPages(teamCode, taskListId);
  const writes = useTaskWrites(teamCode);
  const showUndo = useUndoNotice();
  const [deleting, setDeleting] = useState<TaskDraw | null>(null);
  const [busy, setBusy] = useState(false);

  if (draws.error) return <LoadError what="de lotingen" onRetry={draws.retry} />;
  if (!draws.totals) return <PageFallback />;
  if (draws.items.length === 0) {
    return (
      <Card>
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          Geen gegevens gevonden
        </Typography>
      </Card>
    );
  }

  const remove = async (draw: TaskDraw) => {
    setBusy(true);
    // The row before it: a draw brought back goes there again, in whichever page is loaded.
    const before = draws.items[draws.items.indexOf(draw) - 1]?.id ?? null;
    try {
      await writes.deleteDraw(draw.id);
      await draws.updateLoaded((page) => withoutDraw(page, draw.id));
      showUndo('Loting verwijderd', async () => {
        const restored = await writes.restoreDraw(draw.id);
        await draws.updateLoaded((page) => withDrawAfter(page, restored, before));
      });
    } catch (error) {
      notice.failed(error);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <Card>
        <List disablePadding aria-label="Lotingen">
          {draws.items.map((draw, index) => {
            const name = playerDisplayName(draw.player);
            return (
              <ListItem
                key={draw.id}
                divider={index < draws.items.length - 1}
                sx={{ minHeight: 64 }}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Loting van ${name} verwijderen`}
                    onClick={() => setDeleting(draw)}
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                }
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'secondary.main', fontWeight: 700, fontSize: '0.95rem' }}>
                    {`${draw.player.firstName.charAt(0)}${draw.player.lastName.charAt(0)}`.toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={drawOccasion(draw.data)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
                />
              </ListItem>
            );
          })}
        </List>
      </Card>
      <LoadMore list={draws} what="de lotingen" />

      <ConfirmDialog
        open={deleting !== null}
        title="Loting verwijderen?"
        message={
          deleting
            ? `${playerDisplayName(deleting.player)} (${drawOccasion(deleting.data)}) telt dan niet meer mee.`
            : ''
        }
        confirmLabel="Verwijderen"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** A loaded page without a deleted draw, one fewer counted. */
function withoutDraw(page: Page<TaskDraw, DrawListTotals>, id: number) {
  if (!page.items.some((draw) => draw.id === id)) return page;
  return {
    ...page,
    items: page.items.filter((draw) => draw.id !== id),
    totals: { count: page.totals.count - 1 },
  };
}

/** A loaded page with a draw brought back after the row it followed (at the top: the first page's revalidation shows it). */
function withDrawAfter(
  page: Page<TaskDraw, DrawListTotals>,
  draw: TaskDraw,
  before: number | null,
) {
  const at = page.items.findIndex((item) => item.id === before);
  if (before === null || at === -1 || page.items.some((item) => item.id === draw.id)) return page;
  return { ...page, items: [...page.items.slice(0, at + 1), draw, ...page.items.slice(at + 1)] };
}
