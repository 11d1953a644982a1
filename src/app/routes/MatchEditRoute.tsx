import { useRequiredTeamCode } from '../../lib/app-context';
import MatchEditPage from '../../features/matches/MatchEditPage';
import { AvailabilityPanel } from '../../features/availability/AvailabilityPanel';

/** A match's page, with who's coming from the availability feature. */
export default function MatchEditRoute() {
  const teamCode = useRequiredTeamCode();
  return (
    <MatchEditPage
      availability={(matchId) => (
        <AvailabilityPanel teamCode={teamCode} matchId={matchId} canAnswer />
      )}
    />
  );
}
