import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { teamPaths } from '../lib/paths';

/**
 * Where something belongs to a season and the team has none yet: say so and offer to start
 * one. `belongs` says what needs it ("Een boete hoort bij een seizoen.").
 */
export function NoSeasonNotice({ belongs }: { belongs?: string }) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={teamPaths.input.seasonNew.path} color="inherit">
          Seizoen starten
        </Button>
      }
    >
      {belongs && `${belongs} `}Er is nog geen seizoen. Start eerst een seizoen.
    </Alert>
  );
}
