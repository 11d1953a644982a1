import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { teamPaths } from '../../lib/paths';
import { TitledCard } from '../../shell/TitledCard';

/** On the settings page: the way to the bank statement import. */
export function StatementCard() {
  return (
    <TitledCard
      title="Bankafschrift"
      subheader="Lees het afschrift van de bank in (CAMT.053 of MT940): betaalde boetes worden afgevinkt."
    >
      <Button component={RouterLink} to={teamPaths.statement.path} variant="outlined">
        Bankafschrift inlezen
      </Button>
    </TitledCard>
  );
}
