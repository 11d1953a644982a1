import Box from '@mui/material/Box';
import { useRequiredTeamCode } from '../../app/app-context';
import { useMatch, useSeasons } from './api';
import { AttendanceSection } from './AttendanceSection';
import { useDashboardParams } from './dashboard-params';
import { FinePotSection } from './FinePotSection';
import { FineRankingSection } from './FineRankingSection';
import { FinesSection } from './FinesSection';
import { GoalsSection } from './GoalsSection';
import { LoadError } from './LoadError';
import { LotteriesSection } from './LotteriesSection';
import { MatchesSection } from './MatchesSection';
import { chooseSeason, type SeasonChoice } from './season';
import { PANEL_ID, SectionBar, tabId } from './SectionBar';
import type { SectionKey } from './sections';
import { SeasonSelect } from './SeasonSelect';
import { TransactionsSection } from './TransactionsSection';
import { useVisibility } from '../payments/api';

/** Hidden from visitors when the team hides money (issue 9; the API refuses them too). */
const MONEY_SECTIONS: readonly SectionKey[] = [
  'fine-pot',
  'fines',
  'transactions',
  'fine-rankings',
];

/**
 * The public dashboard of a team (spec §2 `/`): a season selector, the eight
 * section buttons and the chosen section. What each section shows is written
 * down in docs/dashboard.md.
 */
export default function DashboardPage() {
  const teamCode = useRequiredTeamCode();
  const [params, setParams] = useDashboardParams();
  const seasons = useSeasons(teamCode);
  // A link to a match (`/?matchId=…`) opens that match's season.
  const linkedMatch = useMatch(teamCode, params.matchId);
  const season = chooseSeason(seasons.data, linkedMatch.data?.seasonId ?? params.seasonId);
  const newestId = seasons.data?.[0]?.id;
  const moneyVisible = useVisibility(teamCode).data?.moneyVisible;
  const isMoney = MONEY_SECTIONS.includes(params.section);
  // Until the answer is in, a money section waits: a visitor's call would be refused.
  const section = isMoney && moneyVisible === false ? 'matches' : params.section;

  if (seasons.error) return <LoadError onRetry={() => void seasons.mutate()} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SeasonSelect
        seasons={seasons.data}
        value={season.id}
        onChange={(seasonId) =>
          setParams({ seasonId: seasonId === newestId ? null : seasonId, matchId: null })
        }
      />
      <SectionBar
        value={section}
        onChange={(next) => setParams({ section: next })}
        hidden={moneyVisible === false ? MONEY_SECTIONS : []}
      />
      {/* Keyed by season: a section's own choices (a match, a player filter) start afresh in another season. */}
      <Box
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(section)}
        key={season.id ?? 'current'}
      >
        {(!isMoney || moneyVisible !== undefined) && (
          <Section
            section={section}
            teamCode={teamCode}
            season={season}
            linkedMatchId={params.matchId}
            onMatchPicked={() => setParams({ matchId: null })}
          />
        )}
      </Box>
    </Box>
  );
}

function Section({
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
}
