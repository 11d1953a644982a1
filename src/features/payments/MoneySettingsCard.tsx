import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { formatIban } from '../../../domain/payments/iban';
import {
  moneySettingsInputSchema,
  SHOW_NAMES,
  SHOW_NAMES_LABELS,
  type MoneySettings,
  type MoneySettingsInput,
} from '../../../domain/payments/money-settings.schema';
import { useNotice } from '../../lib/notices';
import { apiFetch } from '../../lib/api-client';
import { formErrorMessage } from '../../lib/error-messages';
import { PageFallback } from '../../shell/PageFallback';
import { visibilityKey } from '../../resources/visibility';
import { moneySettingsKey, useMoneySettings } from './api';
import { TitledCard } from '../../shell/TitledCard';
import { SubmitButton } from '../../shell/form/FormButtons';

const FIELDS = ['iban', 'accountName', 'showNames', 'hideMoneyForVisitors'] as const;

/** The team settings' part of issue 9: the account for pay-by-QR, and what visitors of the dashboard see. */
export function MoneySettingsCard({ teamCode }: { teamCode: string }) {
  const settings = useMoneySettings(teamCode);
  if (!settings.data) return settings.error ? null : <PageFallback />;
  return <MoneySettingsForm teamCode={teamCode} settings={settings.data} />;
}

function MoneySettingsForm({ teamCode, settings }: { teamCode: string; settings: MoneySettings }) {
  const notice = useNotice();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<MoneySettingsInput>({
    resolver: zodResolver(moneySettingsInputSchema),
    defaultValues: {
      iban: settings.iban ? formatIban(settings.iban) : '',
      accountName: settings.accountName ?? '',
      showNames: settings.showNames,
      hideMoneyForVisitors: settings.hideMoneyForVisitors,
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await apiFetch<MoneySettings>(moneySettingsKey(teamCode), {
        method: 'PUT',
        body: values,
      });
      await mutate(moneySettingsKey(teamCode), saved, { revalidate: false });
      await mutate(visibilityKey(teamCode));
      reset({
        ...saved,
        iban: saved.iban ? formatIban(saved.iban) : '',
        accountName: saved.accountName ?? '',
      });
      notice.show({ severity: 'success', message: 'Instellingen opgeslagen' });
    } catch (error) {
      setFailure(formErrorMessage(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Betalen en privacy">
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TitledCard
          title="Betalen met QR-code"
          subheader="Spelers betalen hun open boetes met een QR-code voor hun bankapp"
        >
          <Stack spacing={2.5}>
            <Controller
              control={control}
              name="iban"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label="IBAN"
                  autoComplete="off"
                  error={fieldState.error !== undefined}
                  helperText={
                    fieldState.error?.message ?? 'Leeg laten om betalen met QR-code uit te zetten'
                  }
                  slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                />
              )}
            />
            <Controller
              control={control}
              name="accountName"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  label="Naam rekeninghouder"
                  autoComplete="off"
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </TitledCard>
        <TitledCard
          title="Privacy"
          subheader="Wat bezoekers van het dashboard zien; teamleden zien altijd alles"
        >
          <Stack spacing={2}>
            <Controller
              control={control}
              name="showNames"
              render={({ field }) => (
                <FormControl>
                  <FormLabel id="show-names-label">Namen tonen als:</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="show-names-label"
                    {...field}
                    value={field.value ?? 'full'}
                  >
                    {SHOW_NAMES.map((mode) => (
                      <FormControlLabel
                        key={mode}
                        value={mode}
                        control={<Radio />}
                        label={SHOW_NAMES_LABELS[mode]}
                      />
                    ))}
                  </RadioGroup>
                  <FormHelperText sx={{ mx: 0 }}>
                    Zonder bijnaam worden het de initialen
                  </FormHelperText>
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="hideMoneyForVisitors"
              render={({ field }) => (
                <FormControl>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value ?? false}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label="Geld verbergen voor bezoekers"
                  />
                  <FormHelperText sx={{ mx: 0 }}>
                    Boetes, boetepot, boeteklassement en transacties alleen voor teamleden
                  </FormHelperText>
                </FormControl>
              )}
            />
          </Stack>
        </TitledCard>
        {/* Not 'Opslaan': that is the team form's button above, and one name per button keeps both findable. */}
        <SubmitButton busy={formState.isSubmitting}>Betalen en privacy bewaren</SubmitButton>
      </Stack>
    </form>
  );
}
