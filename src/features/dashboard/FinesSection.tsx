import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../domain/dates';
import { fineAmountCents } from '../../../domain/fines/fine-list';
import type { Fine } from '../../../domain/fines/fine.schema';
import { eurosToCents, formatMoney } from '../../../domain/money';
import type { Player } from '../../../domain/players/player.schema';
import type { FineStanding } from '../../../domain/standings/standings.schema';
import { useFinePages, useFineStandings } from './api';
import { useVisibility } from '../../resources/visibility';
import { PayButton } from '../../shell/PayButton';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { playerDisplayName } from '../../../domain/players/display-name';
import { PlayerLink } from './PlayerLink';
import { LoadError } from '../../shell/LoadError';
import { LoadMore } from '../../shell/LoadMore';
import { PaidIcon } from '../../shell/PaidIcon';
import { Row, RowList, RowListSkeleton } from '../../shell/RowList';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { SelectField } from './SelectField';
import { EMPTY } from './sections';

const ALL = '';
const dutch = new Intl.Collator('nl');

/** Everyone who has a fine this season (the fine ranking), by name: the choices of the player filter. */
function finedPlayers(standings: readonly FineStanding[]): Player[] {
  return standings
    .filter((standing) => standing.count > 0)
    .map((standing) => standing.player)
    .sort((a, b) => dutch.compare(playerDisplayName(a), playerDisplayName(b)));
}

/** 'Te laat · VV Noord, 07-09-2024', or with a manual fine's own description; the date never breaks. */
function whatAndWhen(fine: Fine) {
  const occasion = 'opponent' in fine.data ? fine.data.opponent : fine.data.description;
  return (
    <>
      {fine.type.description} · {occasion},{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(fine.data.date)}</span>
    </>
  );
}

/**
 * The season's fines in the API's paged order (unpaid first, newest…), a page at a time,
 * filtered to one player on request; the totals are the server's, over all of them.
 */
export function FinesSection({ teamCode, season }: { teamCode: string; season: SeasonChoice }) {
  const [playerId, setPlayerId] = useState(ALL);
  const list = useFinePages(teamCode, season.listId, playerId === ALL ? null : Number(playerId));
  const standings = useFineStandings(teamCode, season.id).data;
  const payByQr = useVisibility(teamCode).data?.payByQr === true;
  const players = useMemo(() => finedPlayers(standings ?? []), [standings]);
  const loaded = list.totals !== undefined;

  if (list.error) return <LoadError onRetry={list.retry} />;
  if (season.none || (playerId === ALL && list.totals?.count === 0))
    return <EmptyMessage text={EMPTY.fines} />;
  const totals = list.totals && {
    totalCents: eurosToCents(list.totals.total),
    outstandingCents: eurosToCents(list.totals.outstanding),
  };
  const selected = players.find((player) => String(player.id) === playerId);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SelectField
        id="dashboard-fines-player"
        label="Speler"
        value={playerId}
        onChange={setPlayerId}
        disabled={!standings}
      >
        <option value={ALL}>Alle spelers</option>
        {players.map((player) => (
          <option key={player.id} value={player.id}>
            {playerDisplayName(player)}
          </option>
        ))}
      </SelectField>

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <Figure label="Totaal" cents={totals?.totalCents} />
        <Figure label="Openstaand" cents={totals?.outstandingCents} emphasis />
      </Box>
      {payByQr && selected && (totals?.outstandingCents ?? 0) > 0 && (
        <PayButton
          teamCode={teamCode}
          playerId={selected.id}
          playerName={playerDisplayName(selected)}
        />
      )}

      <SectionCard>
        {loaded ? (
          <RowList label="Boetes">
            {list.items.map((fine) => (
              <Row
                key={fine.id}
                primary={<PlayerLink player={fine.player} />}
                secondary={whatAndWhen(fine)}
                end={
                  <>
                    {fine.type.task === null ? (
                      <span className="row-amount">{formatMoney(fineAmountCents(fine))}</span>
                    ) : (
                      <span className="row-task">{fine.type.task}</span>
                    )}
                    <PaidIcon paid={fine.paid} />
                  </>
                }
              />
            ))}
          </RowList>
        ) : (
          <RowListSkeleton label="Boetes" />
        )}
      </SectionCard>
      <LoadMore list={list} />
    </Box>
  );
}

function Figure({
  label,
  cents,
  emphasis = false,
}: {
  label: string;
  cents: number | undefined;
  emphasis?: boolean;
}) {
  return (
    <SectionCard>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          sx={{
            fontSize: '1.25rem',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            color: emphasis && cents ? 'secondary.dark' : 'text.primary',
          }}
        >
          {cents === undefined ? <Skeleton width={80} /> : formatMoney(cents)}
        </Typography>
      </Box>
    </SectionCard>
  );
}
