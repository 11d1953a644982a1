import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import { useConfig } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { calendarFeedUrls } from './calendar-feed';

/**
 * 'Agenda abonneren': one tap opens the phone's calendar app on the webcal://
 * address; the https address is there to copy for Google Agenda and Outlook.
 */
export function CalendarSubscribe({ teamCode }: { teamCode: string }) {
  const { apiUrl } = useConfig();
  const notice = useNotice();
  const urls = calendarFeedUrls(apiUrl, teamCode);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(urls.https);
      notice.show({ severity: 'success', message: 'Agenda-adres gekopieerd' });
    } catch {
      notice.show({ severity: 'error', message: 'Kopiëren is niet gelukt' });
    }
  };
  return (
    <Card component="section" aria-labelledby="calendar-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <EventRepeatRounded color="primary" sx={{ mt: 0.25 }} />
        <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
          <div>
            <Typography id="calendar-title" sx={{ fontWeight: 650 }}>
              Agenda abonneren
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Alle wedstrijden in je eigen agenda; wijzigingen en afgelastingen komen vanzelf mee.
            </Typography>
          </div>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" href={urls.webcal}>
              Agenda abonneren
            </Button>
            <Button variant="outlined" onClick={() => void copy()}>
              Adres kopiëren
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
