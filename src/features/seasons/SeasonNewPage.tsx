import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { domainErrorMessage } from '../../../domain/errors';
import { formatDateShort, todayIso } from '../../../domain/dates';
import { playerDisplayName } from '../../../domain/players/display-name';
import { nextSeasonName } from '../../../domain/seasons/next-season-name';
import type { Player } from '../../../domain/players/player.schema';
import {
  newSeasonSchema,
  type NewSeasonCheck,
  type NewSeasonInput,
  type NewSeasonValues,
  type Season,
  type SeasonMatch,
} from '../../../domain/seasons/season.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { ApiError, DomainError } from '../../lib/api-client';
import { formErrorMessage } from '../../lib/error-messages';
import { useWizardStepHistory } from '../../shell/history-entries';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { SwitchField } from '../../shell/form/SwitchField';
import { WizardBar } from '../../shell/WizardBar';
import { useDiscardGuard } from '../../shell/use-discard-guard';
import { useAllPlayers } from '../../resources/players';
import { useSeasons } from '../../resources/seasons';
import { useNewSeasonCheck, useSeasonWrites } from './api';
import { SeasonPlayerChecklist } from './SeasonPlayerChecklist';

const STEPS = ['Naam', 'Spelers', 'Bevestigen'] as const;
const NAME = 0;
const PLAYERS = 1;
const CONFIRM = 2;

/** Spec §5/§9: the save button of a new season stays disabled this long. */
export const SAVE_COUNTDOWN_SECONDS = 10;

/** `/input/seasons/new`: name → players (active ones ticked) → confirm, with the countdown. */
export default function SeasonNewPage() {
  usePageTitle('Nieuw seizoen');
  const teamCode = useRequiredTeamCode();
  const players = useAllPlayers(teamCode);
  const seasons = useSeasons(teamCode);
  const check = useNewSeasonCheck(teamCode);
  // Without the check (it failed) the wizard still works: the server refuses as before.
  if (!players.data || !seasons.data || (!check.data && !check.error)) return <PageFallback />;
  return <SeasonWizard players={players.data} seasons={seasons.data} check={check.data ?? null} />;
}

/** `seasons`: newest first, as the API lists them; the first is the current one. */
function SeasonWizard({
  players,
  seasons,
  check,
}: {
  players: Player[];
  seasons: Season[];
  check: NewSeasonCheck | null;
}) {
  const current = seasons[0] ?? null;
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const writes = useSeasonWrites(teamCode);
  const [step, setStep] = useState(NAME);
  const [refusal, setRefusal] = useState<DomainError | null>(null);
  const { control, handleSubmit, setError, trigger, getValues, watch, formState } = useForm({
    resolver: zodResolver(newSeasonSchema),
    defaultValues: {
      description: nextSeasonName(
        seasons.map((season) => season.description),
        todayIso(),
      ),
      playerIds: players.filter((p) => p.active).map((p) => p.id),
      moveFutureMatches: true,
    },
  });
  // Said on the first step, with what to do, rather than refused after the countdown.
  const blocked = check !== null && (check.unfilledMatches.length > 0 || check.unpaidFines > 0);
  const futureMatches = check?.futureMatches ?? [];
  const secondsLeft = useCountdown(step === CONFIRM ? SAVE_COUNTDOWN_SECONDS : null);
  const stepHistory = useWizardStepHistory(step, setStep);
  // Past the first step counts as work too: the players were chosen on the second.
  const guard = useDiscardGuard(formState.isDirty || step > NAME);

  const next = async () => {
    if (step === NAME) {
      if (blocked) return;
      if (!(await trigger('description'))) return;
      // Said on this step, not after the players and the countdown.
      const name = getValues('description').trim().toLowerCase();
      if (seasons.some((season) => season.description.trim().toLowerCase() === name)) {
        setError('description', {
          type: 'exists',
          message: domainErrorMessage('SeasonAlreadyExists'),
        });
        return;
      }
    }
    setStep(step + 1);
  };

  const save = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await writes.create(values);
      notice.show({ severity: 'success', message: `Seizoen ${values.description} is gestart` });
      guard.release();
      stepHistory.leave(teamPaths.input.seasons.path);
    } catch (error) {
      if (error instanceof DomainError && error.error === 'SeasonAlreadyExists') {
        setStep(NAME);
        setError('description', { type: 'server', message: domainErrorMessage(error.error) });
      } else if (
        error instanceof DomainError &&
        (error.error === 'SeasonHasUnfilledMatches' || error.error === 'SeasonHasUnpaidFines')
      ) {
        setRefusal(error);
      } else {
        const message = formErrorMessage<NewSeasonInput>(error, setError, [
          'description',
          'playerIds',
        ]);
        if (message) notice.show({ severity: 'error', message });
        if (error instanceof ApiError && error.issues.some((issue) => issue.path === 'description'))
          setStep(NAME);
      }
    }
  });

  // Enter in the name field moves on instead of saving a half-made season.
  const onSubmit = (event: FormEvent) => {
    if (step === CONFIRM && secondsLeft === 0) return void save(event);
    event.preventDefault();
    if (step < CONFIRM) void next();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {guard.dialog}
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ px: 1, py: 2, '&:last-child': { pb: 2 } }}>
            <Stepper activeStep={step} alternativeLabel>
              {STEPS.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
          </CardContent>
        </Card>

        <Card>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
            {step === NAME && (
              <Controller
                name="description"
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label="Seizoen"
                    autoComplete="off"
                    autoFocus
                    slotProps={{ htmlInput: { enterKeyHint: 'next' } }}
                    error={fieldState.error !== undefined}
                    helperText={fieldState.error?.message ?? 'Bijvoorbeeld 2026-2027'}
                  />
                )}
              />
            )}
            {step === PLAYERS && (
              <Controller
                name="playerIds"
                control={control}
                render={({ field, fieldState }) => (
                  <SeasonPlayerChecklist
                    players={players}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            {step === CONFIRM && (
              <Summary
                description={getValues('description')}
                players={players.filter((p) => getValues('playerIds').includes(p.id))}
              />
            )}
          </CardContent>
        </Card>

        {step === NAME && check && blocked && <Blockers check={check} />}
        {step === CONFIRM && current && futureMatches.length > 0 && (
          <Card>
            <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
              <FutureMatches
                control={control}
                matches={futureMatches}
                from={current.description}
                moving={watch('moveFutureMatches')}
              />
            </CardContent>
          </Card>
        )}
        {step === CONFIRM && current && (
          <Alert severity="warning">
            Let op: het huidige seizoen wordt hierna afgesloten. Wedstrijden, boetes, transacties en
            lotingen van seizoen {current.description} kunnen daarna niet meer worden gewijzigd.
          </Alert>
        )}
        {refusal && <RefusalAlert refusal={refusal} />}

        <WizardBar>
          {step > NAME && (
            <Button
              variant="outlined"
              size="large"
              fullWidth
              startIcon={<ArrowBackRounded />}
              onClick={stepHistory.previous}
              disabled={formState.isSubmitting}
            >
              Terug
            </Button>
          )}
          {step < CONFIRM ? (
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              endIcon={<ArrowForwardRounded />}
              disabled={step === NAME && blocked}
            >
              Volgende
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={secondsLeft > 0}
              loading={formState.isSubmitting}
            >
              {secondsLeft > 0 ? `Seizoen starten (${secondsLeft})` : 'Seizoen starten'}
            </Button>
          )}
        </WizardBar>
      </Stack>
    </form>
  );
}

/** Counts down from `from` once a second while `from` is set; restarts when set again. */
function useCountdown(from: number | null): number {
  const [left, setLeft] = useState(from ?? 0);
  useEffect(() => {
    if (from === null) return;
    setLeft(from);
    const timer = window.setInterval(() => {
      setLeft((value) => {
        if (value <= 1) window.clearInterval(timer);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [from]);
  return from === null ? 0 : left;
}

function Summary({ description, players }: { description: string; players: Player[] }) {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="overline" color="text.secondary">
          Seizoen
        </Typography>
        <Typography variant="h5" component="p">
          {description.trim()}
        </Typography>
      </div>
      <div>
        <Typography variant="overline" color="text.secondary">
          {players.length === 1 ? '1 speler' : `${players.length} spelers`}
        </Typography>
        {players.length === 0 ? (
          <Typography color="text.secondary">
            Nog geen spelers; die kunnen later worden toegevoegd.
          </Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {players.map((player) => (
              <Chip
                key={player.id}
                label={playerDisplayName(player)}
                size="small"
                variant="outlined"
              />
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

/** The current season is not finished: say why and where to finish it. */
function RefusalAlert({ refusal }: { refusal: DomainError }) {
  const unfilled = refusal.error === 'SeasonHasUnfilledMatches';
  return (
    <Alert
      severity="error"
      action={
        <Button
          component={RouterLink}
          to={unfilled ? teamPaths.input.matches.path : teamPaths.input.fines.path}
          color="inherit"
          size="small"
        >
          {unfilled ? 'Wedstrijden' : 'Boetes'}
        </Button>
      }
    >
      {domainErrorMessage(refusal.error)}
    </Alert>
  );
}

/** The current season's blockers, each with where to clear it. */
function Blockers({ check }: { check: NewSeasonCheck }) {
  const { unfilledMatches, unpaidFines } = check;
  return (
    <Stack spacing={1.5}>
      {unfilledMatches.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{domainErrorMessage('SeasonHasUnfilledMatches')}</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Vul deze {unfilledMatches.length === 1 ? 'wedstrijd' : 'wedstrijden'} eerst in, of zet{' '}
            {unfilledMatches.length === 1 ? 'hem' : 'ze'} op afgelast als er niet is gespeeld.
          </Typography>
          <Stack spacing={0.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {unfilledMatches.map((match) => (
              <Stack
                key={match.id}
                component="li"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography variant="body2">{matchLabel(match)}</Typography>
                <Button
                  component={RouterLink}
                  to={teamPaths.input.matchFill.href(match.id)}
                  color="inherit"
                  size="small"
                  aria-label={`${matchLabel(match)} invullen`}
                >
                  Invullen
                </Button>
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
      {unpaidFines > 0 && (
        <Alert
          severity="error"
          action={
            <Button
              component={RouterLink}
              to={teamPaths.input.fines.path}
              color="inherit"
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
            >
              Naar boetes
            </Button>
          }
        >
          <AlertTitle>{domainErrorMessage('SeasonHasUnpaidFines')}</AlertTitle>
          {unpaidFines === 1
            ? 'Nog 1 boete staat open.'
            : `Nog ${unpaidFines} boetes staan open.`}{' '}
          Zet ze op betaald voordat je een nieuw seizoen start.
        </Alert>
      )}
    </Stack>
  );
}

/** The current season's matches after today: they move along unless the switch is turned off. */
function FutureMatches({
  control,
  matches,
  from,
  moving,
}: {
  control: Control<NewSeasonInput, unknown, NewSeasonValues>;
  matches: SeasonMatch[];
  from: string;
  moving: boolean | undefined;
}) {
  const count =
    matches.length === 1 ? '1 komende wedstrijd' : `${matches.length} komende wedstrijden`;
  return (
    <Stack spacing={1.5}>
      <SwitchField
        control={control}
        name="moveFutureMatches"
        label={`${count} meenemen naar het nieuwe seizoen`}
        helperText={
          moving
            ? 'Ze gaan mee, met de aanmeldingen die er al zijn.'
            : `Ze blijven in seizoen ${from} en worden daarmee afgesloten.`
        }
      />
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Komende wedstrijden">
        {matches.map((match) => (
          <Typography key={match.id} component="li" variant="body2">
            {matchLabel(match)}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

function matchLabel(match: SeasonMatch): string {
  return `${formatDateShort(match.date)} · ${match.opponent}`;
}
