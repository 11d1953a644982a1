import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import type { ReminderSent } from '../../../domain/availability/availability.schema';
import { formatDateShort } from '../../../domain/dates';
import { apiFetch } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-messages';
import { useNotice } from '../../lib/notices';
import { teamKey } from '../../lib/swr';

/**
 * "Nu versturen" (issue 32): the next match's reminder at once, to the team and to each
 * device whose player has not answered. The server allows it once per 5 minutes.
 */
export function SendReminderNow({ teamCode }: { teamCode: string }) {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const sent = await apiFetch<ReminderSent>(teamKey(teamCode, '/settings/reminders/send-now'), {
        method: 'POST',
        body: {},
      });
      notice.show({
        severity: 'success',
        message: `Herinnering verstuurd voor ${formatDateShort(sent.date)} tegen ${sent.opponent}`,
      });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <Button
        variant="outlined"
        startIcon={<NotificationsActiveRounded />}
        loading={busy}
        onClick={() => void send()}
      >
        Herinnering nu versturen
      </Button>
      <Typography variant="body2" color="text.secondary">
        Voor de volgende wedstrijd, aan het team en aan wie nog niet heeft geantwoord. Kan één keer
        per 5 minuten.
      </Typography>
      {failure && <Alert severity="warning">{failure}</Alert>}
    </Stack>
  );
}
