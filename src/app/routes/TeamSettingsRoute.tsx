import { useRequiredTeamCode } from '../../lib/app-context';
import TeamSettingsPage from '../../features/team-settings/TeamSettingsPage';
import { MoneySettingsCard } from '../../features/payments/MoneySettingsCard';
import { StatementCard } from '../../features/payments/StatementCard';
import { ReminderSettingsCard } from '../../features/availability/ReminderSettingsCard';

/** `/settings`: the team's own settings with the cards of the features that have settings. */
export default function TeamSettingsRoute() {
  const teamCode = useRequiredTeamCode();
  return (
    <TeamSettingsPage>
      <MoneySettingsCard teamCode={teamCode} />
      <ReminderSettingsCard teamCode={teamCode} />
      <StatementCard />
    </TeamSettingsPage>
  );
}
