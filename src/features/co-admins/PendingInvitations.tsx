import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { formatDate, toIsoDate } from '../../../domain/dates';
import { usePendingInvitations } from './api';

/**
 * A row of the admins card: the text takes what the button leaves (a secondary action
 * would reserve a fixed width beside it, too much at 360 px), long addresses wrap.
 */
export const ROW = { gap: 1, py: 1 };

/**
 * The invitations that were sent and not yet accepted (issue 32): who still has a
 * link, until when, and a way to take one back (its link then no longer works).
 */
export function PendingInvitations({
  teamCode,
  onCancel,
}: {
  teamCode: string;
  onCancel: (id: number, email: string) => void;
}) {
  const { data } = usePendingInvitations(teamCode);
  if (!data || data.length === 0) return null;
  return (
    <List
      disablePadding
      aria-label="Openstaande uitnodigingen"
      subheader={
        <ListSubheader disableGutters sx={{ position: 'static', lineHeight: 2 }}>
          Openstaande uitnodigingen
        </ListSubheader>
      }
    >
      {data.map((invitation) => (
        <ListItem key={invitation.id} disableGutters divider sx={ROW}>
          <ListItemText
            primary={invitation.email}
            secondary={`Geldig tot ${formatDate(toIsoDate(new Date(invitation.expiresAt)))}`}
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          />
          <Button
            size="small"
            color="error"
            onClick={() => onCancel(invitation.id, invitation.email)}
            aria-label={`Uitnodiging voor ${invitation.email} intrekken`}
            sx={{ flexShrink: 0 }}
          >
            Intrekken
          </Button>
        </ListItem>
      ))}
    </List>
  );
}
