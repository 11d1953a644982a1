import { Navigate } from 'react-router-dom';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { playerDisplayName } from '../../../domain/players/display-name';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { usePlayers } from '../../resources/players';
import { LoadError } from '../../shell/LoadError';
import { SectionCard } from '../../shell/SectionCard';
import { usePageTitle } from '../../shell/page-title';
import { useDeviceHolder } from '../../shell/use-device-holder';

/**
 * Team-host `/mijn-boetes` (issue 32), the menu's way to one's own fines: the page of
 * the player who holds this device, or first "Wie ben jij?" when the device does not
 * know yet (the same answer the next match's card asks for).
 */
export default function MyFinesPage() {
  const teamCode = useRequiredTeamCode();
  const [holder, setHolder] = useDeviceHolder(teamCode);
  usePageTitle('Mijn boetes');
  // Known, or just chosen: his own page, in this page's place in the history.
  if (holder !== null) return <Navigate replace to={teamPaths.player.href(holder)} />;
  return <WhoAreYou teamCode={teamCode} choose={setHolder} />;
}

/** The team's players to choose from, as the next match's card asks it. */
function WhoAreYou({ teamCode, choose }: { teamCode: string; choose: (playerId: number) => void }) {
  const players = usePlayers(teamCode, { all: false });
  if (players.error) {
    return <LoadError what="de spelers" onRetry={() => void players.mutate()} />;
  }
  return (
    <SectionCard title="Wie ben jij?">
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        Kies je naam: dit toestel onthoudt het en opent voortaan meteen je boetes.
      </Typography>
      <List aria-label="Wie ben jij?" sx={{ pt: 0 }}>
        {players.data
          ? players.data.map((player) => (
              <ListItemButton key={player.id} onClick={() => choose(player.id)}>
                <ListItemText primary={playerDisplayName(player)} />
              </ListItemButton>
            ))
          : [1, 2, 3].map((row) => <Skeleton key={row} height={48} sx={{ mx: 2 }} aria-hidden />)}
      </List>
    </SectionCard>
  );
}
