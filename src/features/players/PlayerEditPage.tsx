import { useEffect } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  playerInputSchema,
  type Player,
  type PlayerInput,
} from '../../../domain/players/player.schema';
import { domainErrorMessage } from '../../../domain/errors';
import type { z } from '../../../domain/validation';
import { useRequiredTeamCode } from '../../app/app-context';
import { useNotice } from '../../app/notices';
import { teamPaths } from '../../app/paths';
import { ApiError, DomainError } from '../../lib/api-client';
import { writeErrorMessage } from '../../lib/form-errors';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { usePlayer, usePlayerWrites } from './api';

const FIELDS = ['firstName', 'lastName', 'nickName', 'active'] as const;

/** `/input/players/new` and `/input/players/{playerId}`. */
export default function PlayerEditPage() {
  const { playerId } = useParams();
  if (playerId === undefined) return <NewPlayer />;
  const id = Number(playerId);
  return <ExistingPlayer playerId={Number.isInteger(id) && id > 0 ? id : null} />;
}

function NewPlayer() {
  usePageTitle('Nieuwe speler');
  return <PlayerForm player={null} />;
}

function ExistingPlayer({ playerId }: { playerId: number | null }) {
  usePageTitle('Speler');
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const goBack = useGoBack(teamPaths.input.players.path);
  const player = usePlayer(teamCode, playerId);
  const notFound =
    playerId === null || (player.error instanceof ApiError && player.error.status === 404);

  useEffect(() => {
    if (!notFound) return;
    notice.show({ severity: 'error', message: 'Speler niet gevonden' });
    goBack();
  }, [notFound, notice, goBack]);

  if (notFound || !player.data) return <PageFallback />;
  return <PlayerForm key={player.data.id} player={player.data} />;
}

function PlayerForm({ player }: { player: Player | null }) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const goBack = useGoBack(teamPaths.input.players.path);
  const writes = usePlayerWrites(teamCode);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(playerInputSchema),
    defaultValues: {
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      nickName: player?.nickName ?? '',
      active: player?.active ?? true,
    },
  });

  const save = handleSubmit(async (values) => {
    try {
      if (player) await writes.update(player.id, values);
      else await writes.create(values);
      notice.show({
        severity: 'success',
        message: player ? 'Speler opgeslagen' : 'Speler toegevoegd',
      });
      goBack();
    } catch (error) {
      if (!showOnField(error)) {
        const message = writeErrorMessage<PlayerInput>(error, setError, FIELDS);
        if (message) notice.show({ severity: 'error', message });
      }
    }
  });

  /** The two "already exists" cases belong to the fields the user has to change. */
  const showOnField = (error: unknown): boolean => {
    if (!(error instanceof DomainError)) return false;
    const message = domainErrorMessage(error.error);
    if (error.error === 'NickNameAlreadyExists') {
      setError('nickName', { type: 'server', message }, { shouldFocus: true });
      return true;
    }
    if (error.error === 'NameAlreadyExists') {
      setError('firstName', { type: 'server', message }, { shouldFocus: true });
      setError('lastName', { type: 'server', message });
      return true;
    }
    return false;
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
            <Stack spacing={2.5}>
              <NameField
                control={control}
                name="firstName"
                label="Voornaam"
                autoComplete="given-name"
              />
              <NameField
                control={control}
                name="lastName"
                label="Achternaam"
                autoComplete="family-name"
              />
              <NameField
                control={control}
                name="nickName"
                label="Bijnaam (optioneel)"
                autoComplete="nickname"
              />
              {player && (
                <Controller
                  name="active"
                  control={control}
                  render={({ field }) => (
                    <div>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={field.value ?? true}
                            onChange={(event) => field.onChange(event.target.checked)}
                          />
                        }
                        label="Actief"
                      />
                      <FormHelperText sx={{ mt: 0 }}>
                        Inactieve spelers worden niet meer voorgesteld voor nieuwe seizoenen.
                      </FormHelperText>
                    </div>
                  )}
                />
              )}
            </Stack>
          </CardContent>
        </Card>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={formState.isSubmitting}
        >
          Opslaan
        </Button>
      </Stack>
    </form>
  );
}

function NameField({
  control,
  name,
  label,
  autoComplete,
}: {
  control: Control<PlayerInput, unknown, z.output<typeof playerInputSchema>>;
  name: 'firstName' | 'lastName' | 'nickName';
  label: string;
  autoComplete: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          value={field.value ?? ''}
          label={label}
          autoComplete={autoComplete}
          slotProps={{ htmlInput: { autoCapitalize: 'words' } }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
