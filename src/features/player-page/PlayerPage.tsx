import { useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { formatDate } from '../../../domain/dates';
import { fineAmountCents } from '../../../domain/fines/fine-list';
import type { FineListTotals } from '../../../domain/fines/fine-page.schema';
import type { Fine } from '../../../domain/fines/fine.schema';
import { eurosToCents, formatMoney, formatPercentage } from '../../../domain/money';
import type { PlayerPage as PlayerPageData } from '../../../domain/player-page/player-page.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import { attendancePercentage } from '../../../domain/standings/attendance';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useAuth } from '../../lib/auth-state';
import { teamPaths } from '../../lib/paths';
import { usePagedList } from '../../lib/paged-list';
import { CardIcon } from '../../shell/CardIcon';
import { usePageTitle } from '../../shell/page-title';
import { useVisibility } from '../../resources/visibility';
import { PayAction } from '../../shell/PayButton';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { LoadError } from '../../shell/LoadError';
import { LoadMore } from '../../shell/LoadMore';
import { PaidIcon } from '../../shell/PaidIcon';
import { Row, RowList, RowListSkeleton } from '../../shell/RowList';
import { SectionCard } from '../../shell/SectionCard';
import { whatsAppShareHref } from '../../shell/payment-request';
import { PlayerCharts } from './PlayerCharts';
import { playerFineKey, playerFirstFinesKey, playerPageKey } from './keys';

function usePlayerPage(teamCode: string, playerId: number, seasonId: number | null) {
  return useSWR<PlayerPageData>(playerPageKey(teamCode, playerId, seasonId));
}

function usePlayerFines(teamCode: string, playerId: number, data: PlayerPageData | undefined) {
  const seasonId = data?.seasonId ?? null;
  return usePagedList<Fine, FineListTotals>(
    playerFirstFinesKey(teamCode, playerId, data),
    (cursor) => playerFineKey(teamCode, playerId, seasonId, cursor),
  );
}

/** 'tegen VV Noord, 14-09-2026', or a manual fine's own description. */
function occasionAndDate(fine: Fine): string {
  const occasion = 'opponent' in fine.data ? `tegen ${fine.data.opponent}` : fine.data.description;
  return [occasion, formatDate(fine.data.date)].filter(Boolean).join(', ');
}

/**
 * Team-host `/speler/{playerId}` (issue 19): one player's season — open and
 * paid fines with the pay button, tasks, goals and attendance. Public within
 * the team's privacy settings: the API reduces the name and leaves the fines
 * out when money is hidden from visitors.
 */
export default function PlayerPage() {
  const teamCode = useRequiredTeamCode();
  const params = useParams();
  const [search] = useSearchParams();
  const playerId = Number(params.playerId);
  const seasonId = Number(search.get('seasonId')) || null;
  const page = usePlayerPage(teamCode, playerId, seasonId);
  const visibility = useVisibility(teamCode).data;
  const { loginState } = useAuth();
  const data = page.data;
  const fines = usePlayerFines(teamCode, playerId, data);
  const name = data ? playerDisplayName(data.player) : null;
  usePageTitle(name);

  if (page.error) return <LoadError onRetry={() => void page.mutate()} />;
  const openCents = data?.openAmount == null ? 0 : eurosToCents(data.openAmount);
  const attendance = data?.attendance;
  const played = attendance ? attendance.present + attendance.absent : 0;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {name ?? <Skeleton width="60%" />}
      </Typography>

      <SectionCard title="Dit seizoen">
        <RowList label="Dit seizoen">
          <Row primary="Doelpunten" end={data ? data.goals : <Skeleton width={24} />} />
          <Row
            primary="Man van de wedstrijd"
            end={data ? `${data.titles}×` : <Skeleton width={24} />}
          />
          <Row
            primary="Kaarten"
            end={
              data ? (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <span aria-label={`${data.cards.yellow} gele`}>
                    <CardIcon color="yellow" decorative /> {data.cards.yellow}
                  </span>
                  <span aria-label={`${data.cards.red} rode`}>
                    <CardIcon color="red" decorative /> {data.cards.red}
                  </span>
                </Stack>
              ) : (
                <Skeleton width={48} />
              )
            }
          />
          <Row
            primary="Aanwezig"
            secondary={
              attendance && played > 0
                ? formatPercentage(attendancePercentage(attendance.present, attendance.absent))
                : undefined
            }
            end={
              data ? (
                attendance ? (
                  `${attendance.present} van ${played}`
                ) : (
                  '–'
                )
              ) : (
                <Skeleton width={48} />
              )
            }
          />
        </RowList>
      </SectionCard>

      <SectionCard title="Boetes">
        {!data ? (
          <RowListSkeleton rows={2} label="Boetes van de speler" />
        ) : data.fineTotals === null ? (
          <EmptyMessage text="Boetes zijn alleen zichtbaar voor teamleden" />
        ) : (
          <>
            <Stack spacing={1.5} sx={{ px: 2, pt: 1, pb: 2 }}>
              <Typography>
                Open:{' '}
                <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                  {formatMoney(openCents)}
                </Typography>
              </Typography>
              {openCents > 0 && name && (
                <PayAction
                  payByQr={visibility?.payByQr}
                  teamCode={teamCode}
                  playerId={playerId}
                  playerName={name}
                />
              )}
              {openCents > 0 && loginState === 'user' && name && (
                <Button
                  variant="outlined"
                  startIcon={<WhatsApp />}
                  href={whatsAppShareHref(
                    name,
                    openCents,
                    `${window.location.origin}${teamPaths.player.href(playerId)}`,
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Betaalverzoek delen via WhatsApp
                </Button>
              )}
            </Stack>
            {data.fineTotals.count === 0 ? (
              <EmptyMessage text="Geen boetes gevonden" />
            ) : fines.error ? (
              <LoadError onRetry={fines.retry} />
            ) : !fines.totals ? (
              <RowListSkeleton rows={2} label="Boetes van de speler" />
            ) : (
              <Stack spacing={2} sx={{ pb: fines.hasMore ? 2 : 0 }}>
                <RowList label="Boetes van de speler">
                  {fines.items.map((fine) => (
                    <Row
                      key={fine.id}
                      primary={fine.type.description}
                      secondary={occasionAndDate(fine)}
                      end={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span style={{ whiteSpace: 'nowrap' }}>
                            {fine.type.task ?? formatMoney(fineAmountCents(fine))}
                          </span>
                          <PaidIcon paid={fine.paid} />
                        </Stack>
                      }
                    />
                  ))}
                </RowList>
                <LoadMore list={fines} what="de boetes" />
              </Stack>
            )}
          </>
        )}
      </SectionCard>

      <SectionCard title="Taken">
        {!data ? (
          <RowListSkeleton rows={1} label="Taken van de speler" />
        ) : data.draws.length === 0 ? (
          <EmptyMessage text="Geen gegevens bekend" />
        ) : (
          <RowList label="Taken van de speler">
            {data.draws.map((draw) => (
              <Row
                key={draw.id}
                primary={draw.taskList}
                secondary={[draw.description, formatDate(draw.date)].filter(Boolean).join(', ')}
              />
            ))}
          </RowList>
        )}
      </SectionCard>

      <PlayerCharts
        teamCode={teamCode}
        playerId={playerId}
        seasonId={data?.seasonId}
        moneyVisible={data ? data.fineTotals !== null : false}
      />
    </Stack>
  );
}
