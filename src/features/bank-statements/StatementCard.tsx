import { teamPaths } from '../../lib/paths';
import { LinkCard } from '../../shell/TitledCard';

/** On the settings page: the way to the bank statement import. */
export function StatementCard() {
  return (
    <LinkCard
      title="Bankafschrift"
      subheader="Lees het afschrift van de bank in (CAMT.053 of MT940): betaalde boetes worden afgevinkt."
      to={teamPaths.statement.path}
      label="Bankafschrift inlezen"
    />
  );
}
