import { useState, type ReactNode } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import useSWR, { useSWRConfig } from 'swr';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  teamUpdateFormSchema,
  type Team,
  type TeamLoginState,
  type TeamUpdateForm,
  type TeamUpdateInput,
} from '../../../domain/teams/team.schema';
import { useConfig, useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamAddressText, teamAppHref, teamPaths } from '../../lib/paths';
import { ApiError, apiFetch } from '../../lib/api-client';
import { teamFormErrorMessage } from '../../lib/error-messages';
import { teamKey } from '../../lib/swr';
import { LoadError } from '../../shell/LoadError';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useEditConflict } from '../../shell/edit-conflict';
import { DeleteTeamCard } from './DeleteTeamCard';
import { TitledCard } from '../../shell/TitledCard';
import { SubmitButton } from '../../shell/form/FormButtons';

/** After a new team code the app moves to the new address, like after creating a team (spec §9). */
const MOVE_REDIRECT_MS = 2000;

const FIELDS = ['name', 'teamCode', 'pin'] as const;

/**
 * Team-host `/settings` (spec §2): name, team code and pin, for team admins
 * only. Asking the server first means a user who does not run this team gets
 * the 403 of spec §8 before seeing a form.
 */
export default function TeamSettingsPage({
  children,
}: {
  /** The settings of other features (money, reminders, the bank statement, the admins), put in by the route. */
  children: ReactNode;
}) {
  usePageTitle('Instellingen');
  const teamCode = useRequiredTeamCode();
  const access = useSWR<TeamLoginState>(teamKey(teamCode, '/auth/validateToken'));
  const team = useSWR<Team>(teamKey(teamCode, '/team'));
  // A 401/403 of the check is the error policy's (a notice, the login); anything else can be retried.
  const failed = [access.error, team.error].find(
    (error) => error !== undefined && !(error instanceof ApiError && error.handled),
  );
  if (failed) {
    const retry = () => void Promise.all([access.mutate(), team.mutate()]);
    return <LoadError what="de instellingen" onRetry={retry} />;
  }
  if (!access.data || !team.data) return <PageFallback />;
  return (
    <Stack spacing={3}>
      <SettingsForm key={team.data.id} team={team.data} />
      {children}
      <DeleteTeamCard team={team.data} />
    </Stack>
  );
}

function SettingsForm({ team }: { team: Team }) {
  const { teamAppUrl } = useConfig();
  const notice = useNotice();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(teamUpdateFormSchema),
    defaultValues: {
      name: team.name,
      teamCode: team.teamCode,
      pin: '',
      pinConfirmation: '',
    } satisfies TeamUpdateForm,
  });
  const teamCode = useWatch({ control, name: 'teamCode' });
  const pin = useWatch({ control, name: 'pin' });
  const conflict = useEditConflict({
    record: team,
    describe: (current: Team) => [
      { label: 'Teamnaam', value: current.name },
      { label: 'Teamcode', value: current.teamCode },
    ],
    keepTheirs: (current) =>
      reset({ name: current.name, teamCode: current.teamCode, pin: '', pinConfirmation: '' }),
    overwrite: (): void => void submit(),
  });

  const submit = handleSubmit(async ({ name, teamCode: newCode, pin: newPin }) => {
    setFailure(null);
    try {
      const body: TeamUpdateInput = { name, teamCode: newCode, ...(newPin ? { pin: newPin } : {}) };
      const saved = await apiFetch<Team>(teamKey(team.teamCode, '/team'), {
        method: 'PUT',
        body,
        ifMatch: conflict.ifMatch(),
      });
      conflict.saved(saved);
      if (saved.teamCode !== team.teamCode) {
        notice.show({
          severity: 'success',
          message: 'Opgeslagen. De app verhuist naar het nieuwe adres…',
        });
        window.setTimeout(
          () =>
            window.location.assign(
              teamAppHref(teamAppUrl, saved.teamCode, teamPaths.settings.path),
            ),
          MOVE_REDIRECT_MS,
        );
        return;
      }
      await mutate(teamKey(team.teamCode, '/team'), saved, { revalidate: false });
      reset({ name: saved.name, teamCode: saved.teamCode, pin: '', pinConfirmation: '' });
      notice.show({ severity: 'success', message: 'Instellingen opgeslagen' });
    } catch (error) {
      if (conflict.handle(error)) return;
      setFailure(teamFormErrorMessage(error, setError, FIELDS));
    }
  });

  const address = teamCode ? teamAddressText(teamAppUrl, teamCode) : '';
  const moving = teamCode !== team.teamCode;

  return (
    <form onSubmit={submit} noValidate>
      {conflict.dialog}
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TitledCard title="Team">
          <Stack spacing={2.5}>
            <Field control={control} name="name" label="Teamnaam" autoComplete="off" />
            <Field
              control={control}
              name="teamCode"
              label="Teamcode"
              autoComplete="off"
              helperText={
                moving && address
                  ? `Nieuw adres: ${address}. Teamleden loggen daar opnieuw in.`
                  : address && `Adres: ${address}`
              }
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            />
          </Stack>
        </TitledCard>
        <TitledCard title="Pincode" subheader="Laat leeg om de huidige pincode te houden">
          <Stack spacing={2.5}>
            <Field
              control={control}
              name="pin"
              label="Nieuwe pincode"
              type="password"
              autoComplete="new-password"
              helperText={
                pin ? 'Wie met de oude pincode is ingelogd, moet opnieuw inloggen' : '6 cijfers'
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Field
              control={control}
              name="pinConfirmation"
              label="Herhaal nieuwe pincode"
              type="password"
              autoComplete="new-password"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
          </Stack>
        </TitledCard>
        <SubmitButton busy={formState.isSubmitting}>Opslaan</SubmitButton>
      </Stack>
    </form>
  );
}

type SettingsControl = Control<TeamUpdateForm, unknown, unknown>;

function Field({
  control,
  name,
  helperText,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: SettingsControl;
  name: keyof TeamUpdateForm;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
