import Button from '@mui/material/Button';
import { UNKNOWN_TEAM } from '../../domain/teams/unknown-team';
import { useConfig } from '../lib/app-context';
import { ErrorCard } from './ErrorCard';

/**
 * The page of a team that does not exist (998), in place of the page asked for:
 * the words of the server's page for it (server/http/unknown-team-page.ts).
 */
export function UnknownTeamCard() {
  const { websiteUrl, appUrl } = useConfig();
  return (
    <ErrorCard
      title={UNKNOWN_TEAM.title}
      message={UNKNOWN_TEAM.message}
      actions={
        <Button variant="contained" href={websiteUrl || appUrl}>
          {UNKNOWN_TEAM.toWebsite}
        </Button>
      }
    />
  );
}
