import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { teamPaths } from '../../lib/paths';

/** On the settings page: the way to the bank statement import. */
export function StatementCard() {
  return (
    <Card>
      <CardHeader
        title="Bankafschrift"
        subheader="Lees het afschrift van de bank in (CAMT.053 of MT940): betaalde boetes worden afgevinkt."
      />
      <CardContent sx={{ pt: 0 }}>
        <Button component={RouterLink} to={teamPaths.statement.path} variant="outlined">
          Bankafschrift inlezen
        </Button>
      </CardContent>
    </Card>
  );
}
