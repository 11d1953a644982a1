import useSWR, { useSWRConfig } from 'swr';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type {
  MoneyReminderSettings,
  ReminderSettings,
} from '../../../domain/availability/availability.schema';
import { useNotice } from '../../lib/notices';
import { apiFetch } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-messages';
import { teamKey } from '../../lib/swr';

const CHOICES = [1, 2, 3, 4, 5, 7] as const;

/** Team admins: how many days before a match the reminder goes out, or none. Saves on change. */
export function ReminderSettingsCard({ teamCode }: { teamCode: string }) {
  const key = teamKey(teamCode, '/settings/reminders');
  const { data } = useSWR<ReminderSettings>(key);
  const { mutate } = useSWRConfig();
  const notice = useNotice();
  if (!data) return null;

  const save = async (reminderDays: number | null) => {
    try {
      const saved = await apiFetch<ReminderSettings>(key, {
        method: 'PUT',
        body: { reminderDays },
      });
      await mutate(key, saved, { revalidate: false });
      notice.show({ severity: 'success', message: 'Herinneringen opgeslagen' });
    } catch (error) {
      const message = errorMessage(error);
      if (message) notice.show({ severity: 'error', message });
    }
  };

  return (
    <Card>
      <CardHeader
        title="Herinneringen"
        subheader="Een pushbericht met wie er komt, vóór elke wedstrijd"
      />
      <CardContent>
        <TextField
          select
          fullWidth
          label="Herinnering sturen"
          value={data.reminderDays === null ? 'off' : String(data.reminderDays)}
          onChange={(event) =>
            void save(event.target.value === 'off' ? null : Number(event.target.value))
          }
        >
          <MenuItem value="off">Geen herinneringen</MenuItem>
          {CHOICES.map((days) => (
            <MenuItem key={days} value={String(days)}>
              {days === 1 ? '1 dag van tevoren' : `${days} dagen van tevoren`}
            </MenuItem>
          ))}
        </TextField>
        <MoneyReminderSwitch teamCode={teamCode} />
      </CardContent>
    </Card>
  );
}

/** Issue 19: the weekly "Je hebt nog … openstaan" to devices whose holder has open fines. */
function MoneyReminderSwitch({ teamCode }: { teamCode: string }) {
  const key = teamKey(teamCode, '/settings/money-reminder');
  const { data } = useSWR<MoneyReminderSettings>(key);
  const { mutate } = useSWRConfig();
  const notice = useNotice();
  if (!data) return null;

  const save = async (weekly: boolean) => {
    try {
      const saved = await apiFetch<MoneyReminderSettings>(key, { method: 'PUT', body: { weekly } });
      await mutate(key, saved, { revalidate: false });
      notice.show({ severity: 'success', message: 'Herinneringen opgeslagen' });
    } catch (error) {
      const message = errorMessage(error);
      if (message) notice.show({ severity: 'error', message });
    }
  };

  return (
    <FormControlLabel
      sx={{ mt: 2 }}
      control={
        <Switch checked={data.weekly} onChange={(event) => void save(event.target.checked)} />
      }
      label="Wekelijks een herinnering aan wie nog boetes open heeft"
    />
  );
}
