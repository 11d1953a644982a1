import useSWR from 'swr';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReminderSettings } from '../../../domain/availability/availability.schema';
import { countAvailability } from '../../../domain/availability/availability';
import { shortageCheckAt } from '../../../domain/reminders/shortage';
import type { Match } from '../../../domain/matches/match.schema';
import { teamKey } from '../../lib/swr';
import { useAvailability } from './api';

/**
 * Members see what the admins' shortage alarm said (issue 31): from the
 * moment the team checks, while fewer than its minimum said "Ja". Members only
 * (the settings are not a visitor's to read), below the card's other lines,
 * after the page's scripts ran: nothing on the first screen moves for it.
 */
export default function ShortageLine({ teamCode, match }: { teamCode: string; match: Match }) {
  const settings = useSWR<ReminderSettings>(teamKey(teamCode, '/settings/reminders'));
  const { list } = useAvailability(teamCode, match.id);
  const minimum = settings.data?.minimumPlayers ?? null;
  if (minimum === null || !settings.data || !list.data) return null;
  const checked = shortageCheckAt(match, settings.data.shortageDaysBefore) <= new Date();
  const { yes } = countAvailability(list.data);
  if (!checked || yes >= minimum) return null;
  // Plain text in the warning's colours: MUI's Alert would put its code on every visitor's first load.
  return (
    <Typography
      role="status"
      sx={(theme) => ({
        mt: 1.5,
        px: 2,
        py: 1,
        borderRadius: 1,
        fontWeight: 600,
        color: theme.palette.warning.dark,
        bgcolor: alpha(theme.palette.warning.main, 0.12),
      })}
    >
      {`Te weinig spelers: ${yes} van de ${minimum} zeggen ja`}
    </Typography>
  );
}
