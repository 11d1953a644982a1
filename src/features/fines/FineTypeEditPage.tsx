import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { formatEuros } from '../../../domain/money';
import {
  fineTypeUpdateSchema,
  type FineTypeFormValues,
  type FineTypeUpdate,
  type FineTypeWithHasFines,
} from '../../../domain/fines/fine-type.schema';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { FormTextField } from '../../shell/form/FormTextField';
import { MoneyField } from '../../shell/form/MoneyField';
import { SwitchField } from '../../shell/form/SwitchField';
import { EditCard, RecordEditForm, RecordFormStates, useEditRecord } from '../../shell/edit-page';
import type { ConflictLine } from '../../shell/edit-conflict';
import { useRecordForm } from '../../shell/record-form';
import { useConfirmedAction } from '../../shell/use-confirmed-action';
import { useFineType, useFineTypeWrites } from './api';

const FIELDS = ['description', 'matchRelated', 'amount', 'task', 'obsolete'] as const;

function formValues(type: FineTypeWithHasFines | null): FineTypeFormValues {
  return {
    description: type?.description ?? '',
    matchRelated: type?.matchRelated ?? false,
    amount: type?.amount ?? undefined,
    task: type?.task ?? '',
    obsolete: type?.obsolete ?? false,
  };
}

/** What the type says now, for the conflict dialog. */
function describeFineType(type: FineTypeWithHasFines): ConflictLine[] {
  return [
    { label: 'Omschrijving', value: type.description },
    type.task
      ? { label: 'Taak', value: type.task }
      : { label: 'Bedrag', value: type.amount === null ? '–' : formatEuros(type.amount) },
    { label: 'Wedstrijdboete', value: type.matchRelated ? 'Ja' : 'Nee' },
    { label: 'Actief', value: type.obsolete ? 'Nee' : 'Ja' },
  ];
}

/** /input/fines/types/new and /input/fines/types/{fineTypeId} (spec §5 "Fine type"). */
export default function FineTypeEditPage() {
  const edit = useEditRecord(useParams().fineTypeId, useFineType, {
    name: 'Boetetype',
    newTitle: 'Nieuw boetetype',
    backPath: teamPaths.input.fines.href('types'),
  });
  // A duplicate opens on its own address: a fresh form for the new type.
  return (
    <RecordFormStates
      edit={edit}
      what="de boetetypes"
      form={(type) => <FineTypeForm teamCode={edit.teamCode} type={type} />}
    />
  );
}

function FineTypeForm({ teamCode, type }: { teamCode: string; type: FineTypeWithHasFines | null }) {
  const notice = useNotice();
  const navigate = useNavigate();
  const writes = useFineTypeWrites(teamCode);
  const edited = useRecordForm<FineTypeWithHasFines, FineTypeFormValues, FineTypeUpdate>({
    record: type,
    resolver: zodResolver(fineTypeUpdateSchema),
    values: formValues,
    describe: describeFineType,
    write: ({ obsolete, ...values }, ifMatch) =>
      type ? writes.update(type.id, { ...values, obsolete }, ifMatch) : writes.create(values),
    savedText: 'Boetetype opgeslagen',
    fields: FIELDS,
    backPath: teamPaths.input.fines.href('types'),
    fieldsOf: { DescriptionAlreadyExists: ['description'] },
  });
  const { control } = edited.form;
  const [amount, task] = useWatch({ control, name: ['amount', 'task'] });
  const amountFilled = amount !== undefined && amount !== null;
  const taskFilled = typeof task === 'string' && task.trim() !== '';
  // Fines already given keep what their type cost: that part is fixed, duplicating makes a new one.
  const pricingFixed = type?.hasFines ?? false;

  const duplicate = useConfirmedAction(async () => {
    if (!type) return;
    const copy = await writes.duplicate(type.id);
    notice.show({
      severity: 'success',
      message: 'Boetetype gedupliceerd; het oude type is nu inactief',
    });
    edited.guard.release();
    void navigate(teamPaths.input.fineType.href(copy.id), { replace: true });
  });

  return (
    <RecordEditForm
      form={edited}
      buttons={
        type && (
          <Button
            variant="outlined"
            size="large"
            fullWidth
            startIcon={<ContentCopyRounded />}
            onClick={duplicate.ask}
          >
            Dupliceren
          </Button>
        )
      }
    >
      {pricingFixed && (
        <Alert severity="info">
          Er zijn al boetes van dit type gegeven. Bedrag, taak en wedstrijd liggen daarom vast:
          dupliceer het boetetype om ze te wijzigen.
        </Alert>
      )}
      <EditCard>
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="description"
            label="Omschrijving"
            autoComplete="off"
            slotProps={{
              htmlInput: { maxLength: 50, autoCapitalize: 'sentences', enterKeyHint: 'next' },
            }}
          />
          <SwitchField
            control={control}
            name="matchRelated"
            label="Wedstrijdboete"
            helperText="Te geven bij het invullen van een wedstrijd"
            disabled={pricingFixed}
          />
          <Divider />
          <MoneyField
            control={control}
            name="amount"
            disabled={pricingFixed || taskFilled}
            helperText={
              taskFilled && !pricingFixed ? 'Leeg de taak om een bedrag op te geven' : undefined
            }
          />
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ textAlign: 'center', lineHeight: 1 }}
          >
            of
          </Typography>
          <FormTextField
            control={control}
            name="task"
            label="Taak"
            autoComplete="off"
            placeholder="Bijvoorbeeld: een week de ballen pompen"
            disabled={pricingFixed || amountFilled}
            slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'done' } }}
            helperText={
              amountFilled && !pricingFixed ? 'Leeg het bedrag om een taak op te geven' : undefined
            }
          />
          {type && (
            <>
              <Divider />
              <SwitchField control={control} name="obsolete" label="Actief" inverted />
            </>
          )}
        </Stack>
      </EditCard>

      <ConfirmDialog
        {...duplicate.dialog}
        title="Boetetype dupliceren?"
        message="Er komt een nieuw, actief boetetype met dezelfde gegevens; dit type wordt inactief. Gegeven boetes houden hun type."
        confirmLabel="Dupliceren"
        destructive={false}
      />
    </RecordEditForm>
  );
}
