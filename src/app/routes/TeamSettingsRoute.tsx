import { useRequiredTeamCode } from '../../lib/app-context';
import TeamSettingsPage from '../../features/teams/TeamSettingsPage';
import { MoneySettingsCard } from '../../features/payments/MoneySettingsCard';
import { StatementCard } from '../../features/bank-statements/StatementCard';
import { ReminderSettingsCard } from '../../features/reminders/ReminderSettingsCard';
import { AdminsCard } from '../../features/co-admins/AdminsCard';
import { FederationNameCard } from '../../features/fixture-import/FederationNameCard';
import { SheetImportCard } from '../../features/sheet-import/SheetImportCard';
import { CardSettingsCard } from '../../features/fill/CardSettingsCard';
import { ArchiveCard } from '../../features/archive/ArchiveCard';

/** `/settings`: the team's own settings with the cards of the features that have settings. */
export default function TeamSettingsRoute() {
  const teamCode = useRequiredTeamCode();
  return (
    <TeamSettingsPage>
      <MoneySettingsCard teamCode={teamCode} />
      <ReminderSettingsCard teamCode={teamCode} />
      <CardSettingsCard teamCode={teamCode} />
      <StatementCard />
      <SheetImportCard />
      <FederationNameCard teamCode={teamCode} />
      <AdminsCard teamCode={teamCode} />
      <ArchiveCard teamCode={teamCode} />
    </TeamSettingsPage>
  );
}
