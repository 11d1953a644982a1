import { Controller, useForm } from 'react-hook-form';
import { useDiscardGuard } from '../../shell/use-discard-guard';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import {
  taskListUpdateSchema,
  type TaskList,
  type TaskListUpdate,
} from '../../../domain/tasks/task-list.schema';
import { domainErrorMessage } from '../../../domain/errors';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { DomainError } from '../../lib/api-client';
import { formErrorMessage } from '../../lib/error-messages';
import { FormButtons } from '../../shell/form/FormButtons';
import { FormTextField } from '../../shell/form/FormTextField';
import { SwitchField } from '../../shell/form/SwitchField';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, requiredRouteId, useNotFound } from '../../shell/use-not-found';
import { useSeasons } from '../../resources/seasons';
import { useTaskList, useTaskWrites } from './api';

const FIELDS = ['name', 'forSeason', 'obsolete'] as const;
const ALL_SEASONS = '';

/** `/input/task-lists/new` and `/input/task-lists/{taskListId}`. */
export default function TaskListEditPage() {
  const { taskListId } = useParams();
  if (taskListId === undefined) return <NewTaskList />;
  return <ExistingTaskList taskListId={requiredRouteId(taskListId)} />;
}

function NewTaskList() {
  usePageTitle('Nieuwe taaklijst');
  return <TaskListForm list={null} />;
}

function ExistingTaskList({ taskListId }: { taskListId: number | null }) {
  usePageTitle('Taaklijst');
  const teamCode = useRequiredTeamCode();
  const goBack = useGoBack(teamPaths.input.taskLists.path);
  const list = useTaskList(teamCode, taskListId);
  const notFound = taskListId === null || isNotFound(list.error);
  useNotFound(notFound, 'Taaklijst niet gevonden', goBack);

  if (notFound || !list.data) return <PageFallback />;
  return <TaskListForm key={list.data.id} list={list.data} />;
}

function TaskListForm({ list }: { list: TaskList | null }) {
  const teamCode = useRequiredTeamCode();
  const notice = useNotice();
  const goBack = useGoBack(teamPaths.input.taskLists.path);
  const writes = useTaskWrites(teamCode);
  const seasons = useSeasons(teamCode);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(taskListUpdateSchema),
    defaultValues: {
      name: list?.name ?? '',
      forSeason: list?.season?.id ?? null,
      obsolete: list?.obsolete ?? false,
    },
  });
  // Leaving with unsaved input asks first (issue 14).
  const guard = useDiscardGuard(formState.isDirty && !formState.isSubmitting);

  const save = handleSubmit(async (values) => {
    try {
      if (list) await writes.update(list.id, values);
      else await writes.create({ name: values.name, forSeason: values.forSeason });
      notice.show({
        severity: 'success',
        message: list ? 'Taaklijst opgeslagen' : 'Taaklijst toegevoegd',
      });
      guard.release();
      goBack();
    } catch (error) {
      // 'Naam bestaat al' belongs to the field the user has to change.
      if (error instanceof DomainError && error.error === 'NameAlreadyExists') {
        const message = domainErrorMessage(error.error);
        setError('name', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const message = formErrorMessage<TaskListUpdate>(error, setError, FIELDS);
      if (message) notice.show({ severity: 'error', message });
    }
  });

  // A locked season has no matches to come: only a list that already has one keeps it.
  const seasonChoices = (seasons.data ?? []).filter(
    (season) => !season.locked || season.id === list?.season?.id,
  );

  return (
    <form onSubmit={save} noValidate>
      {guard.dialog}
      <Stack spacing={2}>
        <Card>
          <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
            <Stack spacing={2.5}>
              <FormTextField
                control={control}
                name="name"
                label="Naam"
                autoComplete="off"
                autoFocus={!list}
                slotProps={{ htmlInput: { autoCapitalize: 'sentences', enterKeyHint: 'done' } }}
              />
              <Controller
                name="forSeason"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Seizoen"
                    name={field.name}
                    inputRef={field.ref}
                    value={
                      field.value === null || field.value === undefined
                        ? ALL_SEASONS
                        : String(field.value)
                    }
                    onChange={(event) =>
                      field.onChange(
                        event.target.value === ALL_SEASONS ? null : Number(event.target.value),
                      )
                    }
                    onBlur={field.onBlur}
                    error={fieldState.error !== undefined}
                    helperText={
                      fieldState.error?.message ?? 'Voor welk seizoen is deze lijst bedoeld?'
                    }
                  >
                    <MenuItem value={ALL_SEASONS}>Alle seizoenen</MenuItem>
                    {seasonChoices.map((season) => (
                      <MenuItem key={season.id} value={String(season.id)}>
                        {season.description}
                      </MenuItem>
                    ))}
                    {/* Until the seasons arrive, the stored choice still needs an option to show. */}
                    {!seasons.data && list?.season && (
                      <MenuItem value={String(list.season.id)}>{list.season.description}</MenuItem>
                    )}
                  </TextField>
                )}
              />
              {list && (
                <SwitchField
                  control={control}
                  name="obsolete"
                  label="Actief"
                  helperText="Een inactieve lijst komt niet meer voor bij het invullen."
                  inverted
                />
              )}
            </Stack>
          </CardContent>
        </Card>
        <FormButtons busy={formState.isSubmitting}>
          {list && (
            <Button
              component={RouterLink}
              to={teamPaths.input.draws.href(list.id)}
              variant="outlined"
              size="large"
              fullWidth
              startIcon={<CasinoRounded />}
            >
              Lotingen
            </Button>
          )}
        </FormButtons>
      </Stack>
    </form>
  );
}
