import { useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditRounded from '@mui/icons-material/EditRounded';
import { formatDateShort } from '../../../domain/dates';
import { isMatchFine, type Fine } from '../../../domain/fines/fine.schema';
import { eurosToCents, formatMoney } from '../../../domain/money';
import type { Player } from '../../../domain/players/player.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import { LoadError } from '../../shell/LoadError';
import { LoadMore } from '../../shell/LoadMore';
import { useNotice } from '../../lib/notices';
import { useUndoNotice } from '../../shell/use-undo-notice';
import { teamPaths } from '../../lib/paths';
import { errorMessage } from '../../lib/error-messages';
import { AddFab } from '../../shell/AddFab';
import { PageFallback } from '../../shell/PageFallback';
import { useAllPlayers } from '../../resources/players';
import { useFinePages, useFineWrites, withFine } from './api';
import { FineListItem } from '../../shell/FineListItem';
import { ListCard } from '../../shell/ListCard';

const dutch = new Intl.Collator('nl');

function fineDetail(fine: Fine): string {
  const { data } = fine;
  const date = formatDateShort(data.date);
  return 'matchId' in data ? `${date} · tegen ${data.opponent}` : `${date} · ${data.description}`;
}

/** The team's players by name, for the filter. */
function playersOf(players: readonly Player[]) {
  return players
    .map((player) => ({ id: player.id, name: playerDisplayName(player) }))
    .sort((a, b) => dutch.compare(a.name, b.name));
}

/**
 * The fines tab: filter by player, the totals, and the fines a page at a time in the
 * paged order; a tap toggles paid, and the row stays where it is until the list is left.
 */
export function FineList({
  teamCode,
  playerId,
  onPlayerChange,
}: {
  teamCode: string;
  playerId: number | null;
  onPlayerChange: (playerId: number | null) => void;
}) {
  const allPlayers = useAllPlayers(teamCode).data;
  const players = useMemo(() => playersOf(allPlayers ?? []), [allPlayers]);
  const list = useFinePages(teamCode, playerId);
  const writes = useFineWrites(teamCode);
  const showUndo = useUndoNotice();
  const notice = useNotice();
  // What each row was last tapped to: the answer to an earlier tap leaves the row as it is.
  const lastTapped = useRef(new Map<number, Fine>());

  if (list.error) {
    return <LoadError what="de boetes" onRetry={list.retry} />;
  }
  if (list.isLoading || !list.totals) return <PageFallback />;
  const { items: visible, totals } = list;

  /**
   * Shows the new state at once and keeps the row in place; on failure the row goes back.
   * Tapped again before the answer came (the writes go in turn, `useFineWrites`), the row
   * shows the last tap until that one's answer.
   */
  const setPaid = async (fine: Fine, paid: boolean) => {
    const optimistic = { ...fine, paid };
    lastTapped.current.set(fine.id, optimistic);
    await list.updateLoaded((page) => withFine(page, fine, optimistic));
    const settle = async (next: Fine) => {
      if (lastTapped.current.get(fine.id) !== optimistic) return;
      await list.updateLoaded((page) => withFine(page, optimistic, next));
    };
    try {
      await settle(await writes.setPaid(fine, paid));
    } catch (failure) {
      await settle(fine);
      throw failure;
    }
  };
  const togglePaid = async (fine: Fine) => {
    const paid = !fine.paid;
    try {
      await setPaid(fine, paid);
      showUndo(paid ? 'Boete betaald' : 'Boete weer open', () => setPaid({ ...fine, paid }, !paid));
    } catch (failure) {
      const message = errorMessage(failure);
      if (message) notice.show({ severity: 'error', message });
    }
  };

  return (
    <>
      <Stack spacing={2}>
        <TextField
          select
          label="Speler"
          value={playerId !== null && players.some((p) => p.id === playerId) ? playerId : ''}
          onChange={(event) =>
            onPlayerChange(event.target.value === '' ? null : Number(event.target.value))
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Alle spelers</MenuItem>
          {players.map((player) => (
            <MenuItem key={player.id} value={player.id}>
              {player.name}
            </MenuItem>
          ))}
        </TextField>

        <Card component="section" aria-label="Bedragen" sx={{ display: 'flex' }}>
          <Amount label="Totaal" cents={eurosToCents(totals.total)} />
          <Box sx={{ width: '1px', bgcolor: 'divider', my: 1.5 }} />
          <Amount
            label="Openstaand"
            cents={eurosToCents(totals.outstanding)}
            highlight={totals.outstanding > 0}
          />
        </Card>

        <ListCard
          label="Boetes"
          items={visible}
          empty="Geen boetes gevonden"
          row={(fine, divider) => (
            <FineListItem
              key={fine.id}
              divider={divider}
              player={fine.player}
              type={fine.type}
              paid={fine.paid}
              detail={fineDetail(fine)}
              onTogglePaid={() => void togglePaid(fine)}
              action={
                isMatchFine(fine) ? undefined : (
                  <IconButton
                    component={RouterLink}
                    to={teamPaths.input.fine.href(fine.id)}
                    aria-label={`Boete van ${playerDisplayName(fine.player)} bewerken`}
                  >
                    <EditRounded fontSize="small" />
                  </IconButton>
                )
              }
            />
          )}
        />
        <LoadMore list={list} what="de volgende boetes" />
      </Stack>
      <AddFab to={teamPaths.input.fineNew.path}>Boete</AddFab>
    </>
  );
}

function Amount({
  label,
  cents,
  highlight = false,
}: {
  label: string;
  cents: number;
  highlight?: boolean;
}) {
  return (
    <Box sx={{ flex: 1, px: 2, py: 1.5, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          color: highlight ? 'secondary.dark' : 'text.primary',
        }}
      >
        {formatMoney(cents)}
      </Typography>
    </Box>
  );
}
