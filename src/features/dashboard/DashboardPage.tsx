import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useSeasons } from '../../resources/seasons';
import { useMatch } from './api';
import { useDashboardParams } from './dashboard-params';
import { LoadError } from '../../shell/LoadError';
import { chooseSeason, type SeasonChoice } from './season';
import { PANEL_ID, SectionBar, tabId } from './SectionBar';
import type { SectionKey } from './sections';
import { SeasonSelect } from './SeasonSelect';
import { useVisibility } from '../../resources/visibility';
import { RowListSkeleton } from '../../shell/RowList';
import { SectionCard } from '../../shell/SectionCard';
import { MatchesSection } from './MatchesSection';
import { MONEY_SECTIONS } from './dashboard-loader';

/**
 * One chunk per section: the first screen downloads only the section it
 * shows by default (the matches, imported above); the others are fetched as
 * soon as the visitor reaches for the section buttons (touch, pointer or
 * focus), before the tap completes.
 */
const sectionModules = {
  goals: () => import('./GoalsSection'),
  attendance: () => import('./AttendanceSection'),
  lotteries: () => import('./LotteriesSection'),
  fines: () => import('./FinesSection'),
  transactions: () => import('./TransactionsSection'),
  'fine-pot': () => import('./FinePotSection'),
  'fine-rankings': () => import('./FineRankingSection'),
} satisfies Record<Exclude<SectionKey, 'matches'>, () => Promise<unknown>>;

let prefetched = false;
function prefetchSections() {
  if (prefetched) return;
  prefetched = true;
  for (const load of Object.values(sectionModules)) {
    // Offline: try again at the next touch.
    load().catch(() => {
      prefetched = false;
    });
  }
}

/** `lazy` for a module's named export. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself takes
function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const GoalsSection = lazyNamed(sectionModules.goals, 'GoalsSection');
const AttendanceSection = lazyNamed(sectionModules.attendance, 'AttendanceSection');
const LotteriesSection = lazyNamed(sectionModules.lotteries, 'LotteriesSection');
const FinesSection = lazyNamed(sectionModules.fines, 'FinesSection');
const TransactionsSection = lazyNamed(sectionModules.transactions, 'TransactionsSection');
const FinePotSection = lazyNamed(sectionModules['fine-pot'], 'FinePotSection');
const FineRankingSection = lazyNamed(sectionModules['fine-rankings'], 'FineRankingSection');

const NO_SECTIONS: readonly SectionKey[] = [];

/**
 * The public dashboard of a team (spec §2 `/`): a season selector, the eight
 * section buttons and the chosen section. What each section shows is written
 * down in docs/dashboard.md.
 */
export default function DashboardPage({
  nextMatch,
  firstRun,
}: {
  /** The availability feature's "Volgende wedstrijd", put in by the route. */
  nextMatch: ReactNode;
  /** A new team's checklist for its admin (the first-run feature), put in by the route. */
  firstRun?: ReactNode;
}) {
  const teamCode = useRequiredTeamCode();
  const [params, setParams, hrefFor] = useDashboardParams();
  const seasons = useSeasons(teamCode);
  // Answers render in a deferred pass, which React slices (see MatchesSection).
  const seasonList = useDeferredValue(seasons.data);
  // A link to a match (`/?matchId=…`) opens that match's season.
  const linkedMatch = useMatch(teamCode, params.matchId);
  const chosen = chooseSeason(seasonList, linkedMatch.data?.seasonId ?? params.seasonId);
  // Stable props below: each API answer that arrives re-renders this page, and
  // the season list, the section bar and the section skip it when theirs are unchanged.
  const season = useMemo(
    () => ({ id: chosen.id, listId: chosen.listId, none: chosen.none }),
    [chosen.id, chosen.listId, chosen.none],
  );
  const newestId = seasonList?.[0]?.id;
  const pickSeason = useCallback(
    (seasonId: number) =>
      setParams({ seasonId: seasonId === newestId ? null : seasonId, matchId: null }),
    [newestId, setParams],
  );
  const pickSection = useCallback((next: SectionKey) => setParams({ section: next }), [setParams]);
  const sectionHref = useCallback((next: SectionKey) => hrefFor({ section: next }), [hrefFor]);
  const forgetLink = useCallback(() => setParams({ matchId: null }), [setParams]);
  const moneyVisible = useDeferredValue(useVisibility(teamCode).data?.moneyVisible);
  const isMoney = MONEY_SECTIONS.includes(params.section);
  // Until the answer is in, a money section waits: a visitor's call would be refused.
  const section = isMoney && moneyVisible === false ? 'matches' : params.section;

  if (seasons.error) return <LoadError onRetry={() => void seasons.mutate()} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SeasonSelect seasons={seasonList} value={season.id} onChange={pickSeason} />
      <Suspense fallback={null}>{nextMatch}</Suspense>
      <SectionBar
        value={section}
        onChange={pickSection}
        hrefOf={sectionHref}
        onIntent={prefetchSections}
        hidden={moneyVisible === false ? MONEY_SECTIONS : NO_SECTIONS}
      />
      {/* Keyed by season: a section's own choices (a match, a player filter) start afresh in another
          season. By its list id, which is already right while the season list loads (null: the
          newest), so the arriving list does not mount the section a second time. */}
      <Box
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(section)}
        key={season.listId ?? 'newest'}
      >
        {(!isMoney || moneyVisible !== undefined) && (
          <Suspense
            fallback={
              <SectionCard>
                <RowListSkeleton label="Onderdeel" />
              </SectionCard>
            }
          >
            <Section
              section={section}
              teamCode={teamCode}
              season={season}
              linkedMatchId={params.matchId}
              onMatchPicked={forgetLink}
            />
          </Suspense>
        )}
      </Box>
      {/* Last: it arrives after hydration, for an admin only, and moves nothing above it. */}
      {firstRun && <Suspense fallback={null}>{firstRun}</Suspense>}
    </Box>
  );
}

const Section = memo(function Section({
  section,
  teamCode,
  season,
  linkedMatchId,
  onMatchPicked,
}: {
  section: SectionKey;
  teamCode: string;
  season: SeasonChoice;
  linkedMatchId: number | null;
  onMatchPicked: () => void;
}) {
  switch (section) {
    case 'matches':
      return (
        <MatchesSection
          teamCode={teamCode}
          season={season}
          linkedMatchId={linkedMatchId}
          onPick={onMatchPicked}
        />
      );
    case 'goals':
      return <GoalsSection teamCode={teamCode} season={season} />;
    case 'attendance':
      return <AttendanceSection teamCode={teamCode} season={season} />;
    case 'lotteries':
      return <LotteriesSection teamCode={teamCode} season={season} />;
    case 'fine-pot':
      return <FinePotSection teamCode={teamCode} season={season} />;
    case 'fines':
      return <FinesSection teamCode={teamCode} season={season} />;
    case 'transactions':
      return <TransactionsSection teamCode={teamCode} season={season} />;
    case 'fine-rankings':
      return <FineRankingSection teamCode={teamCode} season={season} />;
  }
});
