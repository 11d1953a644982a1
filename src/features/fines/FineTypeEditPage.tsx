import { useForm, useWatch } from 'react-hook-form';
import { useDiscardGuard } from '../../shell/use-discard-guard';
import { useNavigate, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { domainErrorMessage } from '../../../domain/errors';
import {
  fineTypeUpdateSchema,
  type FineTypeFormValues,
  type FineTypeUpdate,
  type FineTypeWithHasFines,
} from '../../../domain/fines/fine-type.schema';
import { ErrorCard } from '../../shell/ErrorCard';
import { useRequiredTeamCode } from '../../lib/app-context';
import { useNotice } from '../../lib/notices';
import { teamPaths } from '../../lib/paths';
import { DomainError } from '../../lib/api-client';
import { formErrorMessage } from '../../lib/error-messages';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { FormButtons } from '../../shell/form/FormButtons';
import { FormTextField } from '../../shell/form/FormTextField';
import { MoneyField } from '../../shell/form/MoneyField';
import { SwitchField } from '../../shell/form/SwitchField';
import { PageFallback } from '../../shell/PageFallback';
import { usePageTitle } from '../../shell/page-title';
import { useConfirmedAction } from '../../shell/use-confirmed-action';
import { useGoBack } from '../../shell/use-go-back';
import { isNotFound, routeId, useNotFound } from '../../shell/use-not-found';
import { useFineType, useFineTypeWrites } from './api';

const FIELDS = ['description', 'matchRelated', 'amount', 'task', 'obsolete'] as const;

/** /input/fines/types/new and /input/fines/types/{fineTypeId} (spec §5 "Fine type"). */
export default function FineTypeEditPage() {
  const teamCode = useRequiredTeamCode();
  const fineTypeId = routeId(useParams().fineTypeId);
  const isNew = fineTypeId === null;
  usePageTitle(isNew ? 'Nieuw boetetype' : 'Boetetype');
  const goBack = useGoBack(teamPaths.input.fines.href('types'));

  const type = useFineType(
    teamCode,
    fineTypeId !== null && !Number.isNaN(fineTypeId) ? fineTypeId : null,
  );
  useNotFound(
    Number.isNaN(fineTypeId) || isNotFound(type.error),
    'Boetetype niet gevonden',
    goBack,
  );

  if (type.error && !isNotFound(type.error)) {
    return (
      <ErrorCard
        title="Er is iets misgegaan bij het ophalen van de boetetypes."
        actions={
          <Button variant="contained" onClick={() => void type.mutate()}>
            Opnieuw proberen
          </Button>
        }
      />
    );
  }
  if (!isNew && type.data === undefined) return <PageFallback />;
  // A duplicate opens on its own address: a fresh form for the new type.
  return (
    <FineTypeForm
      key={type.data?.id ?? 'new'}
      teamCode={teamCode}
      type={type.data ?? null}
      onDone={goBack}
    />
  );
}

function FineTypeForm({
  teamCode,
  type,
  onDone,
}: {
  teamCode: string;
  type: FineTypeWithHasFines | null;
  onDone: () => void;
}) {
  const notice = useNotice();
  const navigate = useNavigate();
  const writes = useFineTypeWrites(teamCode);
  const { control, handleSubmit, setError, formState } = useForm<
    FineTypeFormValues,
    unknown,
    FineTypeUpdate
  >({
    resolver: zodResolver(fineTypeUpdateSchema),
    defaultValues: {
      description: type?.description ?? '',
      matchRelated: type?.matchRelated ?? false,
      amount: type?.amount ?? undefined,
      task: type?.task ?? '',
      obsolete: type?.obsolete ?? false,
    },
  });
  // Leaving with unsaved input asks first (issue 14).
  const guard = useDiscardGuard(formState.isDirty && !formState.isSubmitting);
  const [amount, task] = useWatch({ control, name: ['amount', 'task'] });
  const amountFilled = amount !== undefined && amount !== null;
  const taskFilled = typeof task === 'string' && task.trim() !== '';
  // Fines already given keep what their type cost: that part is fixed, duplicating makes a new one.
  const pricingFixed = type?.hasFines ?? false;

  const showWriteError = (error: unknown) => {
    if (error instanceof DomainError && error.error === 'DescriptionAlreadyExists') {
      setError(
        'description',
        { type: 'server', message: domainErrorMessage(error.error) },
        { shouldFocus: true },
      );
      return;
    }
    const message = formErrorMessage(error, setError, FIELDS);
    if (message) notice.show({ severity: 'error', message });
  };

  const save = handleSubmit(async ({ obsolete, ...values }) => {
    try {
      if (type) await writes.update(type.id, { ...values, obsolete });
      else await writes.create(values);
      notice.show({ severity: 'success', message: 'Boetetype opgeslagen' });
      guard.release();
      onDone();
    } catch (error) {
      showWriteError(error);
    }
  });

  const duplicate = useConfirmedAction(async () => {
    if (!type) return;
    const copy = await writes.duplicate(type.id);
    notice.show({
      severity: 'success',
      message: 'Boetetype gedupliceerd; het oude type is nu inactief',
    });
    guard.release();
    void navigate(teamPaths.input.fineType.href(copy.id), { replace: true });
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)}>
      {guard.dialog}
      {pricingFixed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Er zijn al boetes van dit type gegeven. Bedrag, taak en wedstrijd liggen daarom vast:
          dupliceer het boetetype om ze te wijzigen.
        </Alert>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
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
                amountFilled && !pricingFixed
                  ? 'Leeg het bedrag om een taak op te geven'
                  : undefined
              }
            />
            {type && (
              <>
                <Divider />
                <SwitchField control={control} name="obsolete" label="Actief" inverted />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Box sx={{ mt: 2.5 }}>
        <FormButtons busy={formState.isSubmitting}>
          {type && (
            <Button
              variant="outlined"
              size="large"
              fullWidth
              startIcon={<ContentCopyRounded />}
              onClick={duplicate.ask}
            >
              Dupliceren
            </Button>
          )}
        </FormButtons>
      </Box>

      <ConfirmDialog
        {...duplicate.dialog}
        title="Boetetype dupliceren?"
        message="Er komt een nieuw, actief boetetype met dezelfde gegevens; dit type wordt inactief. Gegeven boetes houden hun type."
        confirmLabel="Dupliceren"
        destructive={false}
      />
    </Box>
  );
}
