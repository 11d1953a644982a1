import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateLong, formatDateShort } from '../../../domain/dates';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { CARD_LABELS, type CardColor } from '../../../domain/fill/cards';
import type { FilledMatch } from '../../../domain/fill/fill.schema';
import type { Match } from '../../../domain/matches/match.schema';
import { MATCH_TYPE_LABELS } from '../../../domain/matches/match-rules';
import { MatchHeadline } from '../../shell/MatchHeadline';
import type { MatchVotes } from '../../../domain/player-of-the-match/vote.schema';
import { useAuth } from '../../lib/auth-state';
import { CardIcon } from '../../shell/CardIcon';
import { useTeamName } from '../../shell/use-team-name';
import { useFilledMatch, useMatch, useMatches, useVotes } from './api';
import { NameTag } from './Pill';
import { EmptyMessage } from '../../shell/EmptyMessage';
import { formatEuros } from '../../../domain/money';
import { PlayerLink } from './PlayerLink';
import { LoadError } from '../../shell/LoadError';
import { PaidIcon } from '../../shell/PaidIcon';
import { Row, RowList, RowListSkeleton } from '../../shell/RowList';
import type { SeasonChoice } from './season';
import { SectionCard } from '../../shell/SectionCard';
import { SelectField } from './SelectField';
import { EMPTY } from './sections';
import { shownMatch } from './dashboard-loader';

/** Only members vote, after a fill: the form is its own chunk, not a visitor's. */
const VotePanel = lazy(() => import('./VotePanel'));

const noSubscription = () => () => undefined;
/** False on the server and while hydrating, true after: for parts that depend on the device. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Pick a filled match (newest first, the newest preselected; a link's
 * `?matchId=` preselects another) and see its player of the match, goals,
 * cards, fines, tasks and absentees; a member votes for the player of the
 * match while the vote is open (issue 31).
 */
export function MatchesSection({
  teamCode,
  season,
  linkedMatchId,
  onPick,
}: {
  teamCode: string;
  season: SeasonChoice;
  linkedMatchId: number | null;
  /** A pick replaces the link: the address no longer names a match. */
  onPick: () => void;
}) {
  const matches = useMatches(teamCode, season.listId);
  // Answers are rendered in a deferred pass, which React slices to keep the page
  // responsive; the synchronous re-render SWR asks for only repeats the screen as it is.
  const matchList = useDeferredValue(matches.data);
  const [picked, setPicked] = useState<number | null>(null);
  // Asked only for a link to a match the list does not have: is it simply not filled in yet?
  const linkOutsideList =
    linkedMatchId !== null &&
    matchList !== undefined &&
    !matchList.some((m) => m.id === linkedMatchId);
  const linked = useMatch(teamCode, linkOutsideList ? linkedMatchId : null);

  // A linked match still being looked up, or one of another season: the page switches to that season.
  const linkPending =
    linkOutsideList &&
    (linked.data ? linked.data.filled && linked.data.seasonId !== season.id : !linked.error);
  const newestFirst = matchList ? [...matchList].reverse() : [];
  const notFilled = linkOutsideList && linked.data !== undefined && !linked.data.filled;
  const selected = notFilled ? undefined : shownMatch(matchList ?? [], picked ?? linkedMatchId);

  // The first match card appears whole, once its details are in: parts filling
  // in one after the other would push the ones below down the screen. Later
  // picks show the card at once, with placeholders in its parts.
  const details = useFilledMatch(teamCode, linkPending ? null : (selected?.id ?? null));
  const [detailsSeen, setDetailsSeen] = useState(false);
  if (!detailsSeen && (details.data || details.error)) setDetailsSeen(true);
  const cardReady = useDeferredValue(detailsSeen);

  if (matches.error) return <LoadError onRetry={() => void matches.mutate()} />;
  if (season.none) return <EmptyMessage text={EMPTY.matches} />;
  if (!matchList || linkPending) return <MatchSkeleton />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {newestFirst.length > 0 && (
        <SelectField
          id="dashboard-match"
          label="Wedstrijd"
          value={selected?.id ?? ''}
          onChange={(next) => {
            setPicked(Number(next));
            onPick();
          }}
        >
          {notFilled && linked.data && (
            <option value="">
              {linked.data.cancelled
                ? `${matchLabel(linked.data)} · afgelast`
                : matchLabel(linked.data)}
            </option>
          )}
          {newestFirst.map((match) => (
            <option key={match.id} value={match.id}>
              {matchLabel(match)}
            </option>
          ))}
        </SelectField>
      )}
      {notFilled ? (
        <EmptyMessage text={linked.data?.cancelled ? EMPTY.cancelled : EMPTY.notFilled} />
      ) : selected && !cardReady ? (
        <Box role="progressbar" aria-label="Wedstrijd laden">
          <MatchCardSkeleton />
        </Box>
      ) : selected ? (
        <MatchDetails teamCode={teamCode} match={selected} />
      ) : (
        <EmptyMessage text={EMPTY.matches} />
      )}
    </Box>
  );
}

function matchLabel(match: Match): string {
  return `${formatDateShort(match.date)} · ${match.opponent}`;
}

function MatchDetails({ teamCode, match }: { teamCode: string; match: Match }) {
  const { data, error, mutate } = useFilledMatch(teamCode, match.id);
  const votes = useVotes(teamCode, match.id).data;
  const teamName = useTeamName(teamCode);
  const { loginState } = useAuth();
  const hydrated = useHydrated();
  return (
    <SectionCard>
      <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
        <Typography variant="h5" component="h2">
          <MatchHeadline teamName={teamName} match={match} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateLong(match.date)} · {MATCH_TYPE_LABELS[match.matchType]}
        </Typography>
        {votes && <PlayerOfTheMatch votes={votes} />}
      </Box>
      {error ? <LoadError onRetry={() => void mutate()} /> : <FilledParts filled={data} />}
      {/* Last in the card, and only once the page runs: it moves nothing the server drew. */}
      {hydrated && loginState !== false && votes?.open && (
        <Suspense fallback={null}>
          <PartDivider />
          <VotePanel teamCode={teamCode} matchId={match.id} votes={votes} />
        </Suspense>
      )}
    </SectionCard>
  );
}

/** "Man van de wedstrijd: Bram" once the vote has closed; several on a tie. */
function PlayerOfTheMatch({ votes }: { votes: MatchVotes }) {
  if (votes.open || votes.winners.length === 0) return null;
  const winners = votes.counts.filter((count) => votes.winners.includes(count.playerId));
  return (
    <Box
      component="section"
      aria-label="Man van de wedstrijd"
      sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <EmojiEventsRounded sx={{ color: 'warning.main' }} aria-hidden />
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {winners.length > 1 ? 'Mannen van de wedstrijd:' : 'Man van de wedstrijd:'}
      </Typography>
      {winners.map((winner, index) => (
        <Typography component="span" key={winner.playerId}>
          <PlayerLink player={winner.player} />
          {index < winners.length - 1 ? ',' : ''}
        </Typography>
      ))}
      <Typography component="span" variant="body2" color="text.secondary">
        {`(${winners[0]?.votes ?? 0} ${winners[0]?.votes === 1 ? 'stem' : 'stemmen'})`}
      </Typography>
    </Box>
  );
}

function FilledParts({ filled }: { filled: FilledMatch | undefined }) {
  return (
    <>
      <Part
        title="Doelpunten"
        oneLine
        loading={!filled}
        empty={filled?.goals.length === 0 && EMPTY.goals}
      >
        {filled?.goals.map(({ player, goals }) => (
          <Row
            key={player.id}
            primary={<PlayerLink player={player} />}
            end={<Count value={goals} />}
          />
        ))}
      </Part>
      {filled && filled.cards.length > 0 && (
        <Part title="Kaarten" loading={false} empty={false}>
          {cardsPerPlayer(filled.cards).map(({ player, colors }) => (
            <Row
              key={player.id}
              primary={<PlayerLink player={player} />}
              end={colors.map((color, index) => (
                <CardIcon key={index} color={color} label={CARD_LABELS[color]} />
              ))}
            />
          ))}
        </Part>
      )}
      <Part title="Boetes" loading={!filled} empty={filled?.fines.length === 0 && EMPTY.fines}>
        {filled?.fines.map((fine) => (
          <Row
            key={fine.id}
            primary={<PlayerLink player={fine.player} />}
            secondary={fine.type.description}
            end={
              <>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {fine.type.amount === null ? fine.type.task : formatEuros(fine.type.amount)}
                </Typography>
                <PaidIcon paid={fine.paid} />
              </>
            }
          />
        ))}
      </Part>
      <Part title="Taken" loading={!filled} empty={filled?.draws.length === 0 && EMPTY.unknown}>
        {filled?.draws.map((draw) => (
          <Row
            key={draw.id}
            primary={<PlayerLink player={draw.player} />}
            secondary={draw.taskList.name}
          />
        ))}
      </Part>
      <Box component="section" aria-label="Afwezig">
        <PartDivider />
        <PartTitle>Afwezig</PartTitle>
        {!filled ? (
          <Skeleton variant="rounded" height={32} sx={{ mx: 2, mb: 2 }} />
        ) : filled.absentPlayers.length === 0 ? (
          <EmptyMessage text={EMPTY.unknown} dense />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
            {filled.absentPlayers.map((player) => (
              <NameTag key={player.id}>
                <PlayerLink player={player} />
              </NameTag>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}

/** The match's cards per player, in the order the API lists them (by name, yellow first). */
function cardsPerPlayer(cards: FilledMatch['cards']) {
  const rows: { player: FilledMatch['cards'][number]['player']; colors: CardColor[] }[] = [];
  for (const { player, color } of cards) {
    const row = rows.find((r) => r.player.id === player.id);
    if (row) row.colors.push(color);
    else rows.push({ player, colors: [color] });
  }
  return rows;
}

/** A thin line between the parts of the match card. */
function PartDivider() {
  return <Box component="hr" sx={{ m: 0, border: 0, borderTop: 1, borderColor: 'divider' }} />;
}

function PartTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="overline"
      component="h3"
      color="text.secondary"
      sx={{ display: 'block', px: 2, pt: 1.5 }}
    >
      {children}
    </Typography>
  );
}

function Part({
  title,
  oneLine = false,
  loading,
  empty,
  children,
}: {
  title: string;
  /** Its rows have no second line: the skeleton matches. */
  oneLine?: boolean;
  loading: boolean;
  /** The empty message, or false when there are rows. */
  empty: string | false | undefined;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <PartDivider />
      <PartTitle>{title}</PartTitle>
      {loading ? (
        <RowListSkeleton rows={2} label={title} secondary={!oneLine} />
      ) : empty ? (
        <EmptyMessage text={empty} dense />
      ) : (
        <RowList label={title}>{children}</RowList>
      )}
    </Box>
  );
}

function Count({ value }: { value: number }) {
  return (
    <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
      {value}
    </Typography>
  );
}

// Memo: no props, so the re-renders while answers come in skip them.
const MatchSkeleton = memo(function MatchSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} role="progressbar" aria-label="Wedstrijden laden">
      <Skeleton variant="rounded" height={40} />
      <MatchCardSkeleton />
    </Box>
  );
});

const MatchCardSkeleton = memo(function MatchCardSkeleton() {
  return (
    <SectionCard>
      <Box sx={{ px: 2, pt: 2, pb: 1.5 }}>
        <Skeleton width="50%" sx={{ fontSize: '1.125rem' }} />
        <Skeleton width="70%" />
      </Box>
      <RowListSkeleton rows={4} label="Wedstrijd" />
    </SectionCard>
  );
});
