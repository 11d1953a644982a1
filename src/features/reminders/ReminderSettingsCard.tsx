import useSWR from 'swr';
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
import { MAX_SHORTAGE_DAYS_BEFORE } from '../../../domain/reminders/shortage';
import { useNotice } from '../../lib/notices';
import { useSaveOnChange } from '../../lib/tapped-write';
import { teamKey } from '../../lib/swr';
import { SendReminderNow } from './SendReminderNow';

const CHOICES = [1, 2, 3, 4, 5, 7] as const;
/** From a five-a-side to a full squad with substitutes. */
const MINIMUM_CHOICES = Array.from({ length: 21 }, (_, i) => i + 5);
const SHORTAGE_DAY_CHOICES = Array.from({ length: MAX_SHORTAGE_DAYS_BEFORE }, (_, i) => i + 1);

const daysText = (days: number) => (days === 1 ? '1 dag van tevoren' : `${days} dagen van tevoren`);

/**
 * Team admins: how many days before a match the reminder goes out, or none; and
 * the shortage alarm (issue 31): a push to the admins when fewer than the
 * minimum said "Ja", some days before kick-off. Saves on change.
 */
export function ReminderSettingsCard({ teamCode }: { teamCode: string }) {
  const key = teamKey(teamCode, '/settings/reminders');
  const { data } = useSWR<ReminderSettings>(key);
  const saveSettings = useSaveOnChange<ReminderSettings>(key);
  const notice = useNotice();
  if (!data) return null;

  const save = async (change: Partial<ReminderSettings>) => {
    try {
      await saveSettings({ ...data, ...change });
      notice.show({ severity: 'success', message: 'Herinneringen opgeslagen' });
    } catch (error) {
      notice.failed(error);
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
            void save({
              reminderDays: event.target.value === 'off' ? null : Number(event.target.value),
            })
          }
        >
          <MenuItem value="off">Geen herinneringen</MenuItem>
          {CHOICES.map((days) => (
            <MenuItem key={days} value={String(days)}>
              {daysText(days)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          sx={{ mt: 2 }}
          label="Alarm bij te weinig spelers"
          helperText="Beheerders krijgen een melding als minder spelers 'Ja' zeiden"
          value={data.minimumPlayers === null ? 'off' : String(data.minimumPlayers)}
          onChange={(event) =>
            void save({
              minimumPlayers: event.target.value === 'off' ? null : Number(event.target.value),
            })
          }
        >
          <MenuItem value="off">Geen alarm</MenuItem>
          {[
            ...new Set([
              ...MINIMUM_CHOICES,
              ...(data.minimumPlayers === null ? [] : [data.minimumPlayers]),
            ]),
          ]
            .sort((a, b) => a - b)
            .map((players) => (
              <MenuItem key={players} value={String(players)}>
                {`Minder dan ${players} spelers`}
              </MenuItem>
            ))}
        </TextField>
        {data.minimumPlayers !== null && (
          <TextField
            select
            fullWidth
            sx={{ mt: 2 }}
            label="Controleren"
            helperText="Om de aftraptijd, of om 18:00 als die niet bekend is"
            value={String(data.shortageDaysBefore)}
            onChange={(event) => void save({ shortageDaysBefore: Number(event.target.value) })}
          >
            {SHORTAGE_DAY_CHOICES.map((days) => (
              <MenuItem key={days} value={String(days)}>
                {daysText(days)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <MoneyReminderSwitch teamCode={teamCode} />
        <SendReminderNow teamCode={teamCode} />
      </CardContent>
    </Card>
  );
}

/** Issue 19: the weekly "Je hebt nog … openstaan" to devices whose holder has open fines. */
function MoneyReminderSwitch({ teamCode }: { teamCode: string }) {
  const key = teamKey(teamCode, '/settings/money-reminder');
  const { data } = useSWR<MoneyReminderSettings>(key);
  const saveSettings = useSaveOnChange<MoneyReminderSettings>(key);
  const notice = useNotice();
  if (!data) return null;

  const save = async (weekly: boolean) => {
    try {
      await saveSettings({ ...data, weekly });
      notice.show({ severity: 'success', message: 'Herinneringen opgeslagen' });
    } catch (error) {
      notice.failed(error);
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
