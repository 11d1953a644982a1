import { Link as RouterLink, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import CasinoRounded from '@mui/icons-material/CasinoRounded';
import {
  taskListUpdateSchema,
  type TaskList,
  type TaskListUpdate,
} from '../../../domain/task-lists/task-list.schema';
import { useRequiredTeamCode } from '../../lib/app-context';
import { teamPaths } from '../../lib/paths';
import { FormTextField } from '../../shell/form/FormTextField';
import { SwitchField } from '../../shell/form/SwitchField';
import { EditCard, RecordEditForm, RecordFormStates, useEditRecord } from '../../shell/edit-page';
import type { ConflictLine } from '../../shell/edit-conflict';
import { useRecordForm } from '../../shell/record-form';
import { useSeasons } from '../../resources/seasons';
import { useTaskList, useTaskWrites } from './api';

const FIELDS = ['name', 'forSeason', 'obsolete'] as const;
const ALL_SEASONS = '';

/** `/input/task-lists/new` and `/input/task-lists/{taskListId}`. */
export default function TaskListEditPage() {
  const edit = useEditRecord(useParams().taskListId, useTaskList, {
    name: 'Taaklijst',
    newTitle: 'Nieuwe taaklijst',
    backPath: teamPaths.input.taskLists.path,
  });
  return (
    <RecordFormStates
      edit={edit}
      what="de taaklijst"
      form={(list) => <TaskListForm list={list} />}
    />
  );
}

function formValues(list: TaskList | null) {
  return {
    name: list?.name ?? '',
    forSeason: list?.season?.id ?? null,
    obsolete: list?.obsolete ?? false,
  };
}

/** What the list says now, for the conflict dialog. */
function describeTaskList(list: TaskList): ConflictLine[] {
  return [
    { label: 'Naam', value: list.name },
    { label: 'Seizoen', value: list.season?.description ?? 'Alle seizoenen' },
    { label: 'Actief', value: list.obsolete ? 'Nee' : 'Ja' },
  ];
}

function TaskListForm({ list }: { list: TaskList | null }) {
  const teamCode = useRequiredTeamCode();
  const writes = useTaskWrites(teamCode);
  const seasons = useSeasons(teamCode);
  const edited = useRecordForm<TaskList, TaskListUpdate, TaskListUpdate>({
    record: list,
    resolver: zodResolver(taskListUpdateSchema),
    values: formValues,
    describe: describeTaskList,
    write: (values, ifMatch) =>
      list
        ? writes.update(list.id, values, ifMatch)
        : writes.create({ name: values.name, forSeason: values.forSeason }),
    savedText: list ? 'Taaklijst opgeslagen' : 'Taaklijst toegevoegd',
    fields: FIELDS,
    backPath: teamPaths.input.taskLists.path,
    // 'Naam bestaat al' belongs to the field the user has to change.
    fieldsOf: { NameAlreadyExists: ['name'] },
  });
  const { control } = edited.form;

  // A locked season has no matches to come: only a list that already has one keeps it.
  const seasonChoices = (seasons.data ?? []).filter(
    (season) => !season.locked || season.id === list?.season?.id,
  );

  return (
    <RecordEditForm
      form={edited}
      buttons={
        list && (
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
        )
      }
    >
      <EditCard>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="name"
            label="Naam"
            autoComplete="off"
            autoFocus={!list}
            slotProps={{ htmlInput: { autoCapitalize: 'sentences', enterKeyHint: 'done' } }}
          />
          <FormTextField
            select
            control={control}
            name="forSeason"
            label="Seizoen"
            format={(value) =>
              value === null || value === undefined ? ALL_SEASONS : String(value)
            }
            parse={(picked) => (picked === ALL_SEASONS ? null : Number(picked))}
            helperText="Voor welk seizoen is deze lijst bedoeld?"
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
          </FormTextField>
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
      </EditCard>
    </RecordEditForm>
  );
}
