import { Controller, type DefaultValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { alpha } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { formatDate, todayIso } from '../../../domain/dates';
import { formatEuros } from '../../../domain/money';
import {
  TRANSACTION_TYPE_LABELS,
  transactionInputSchema,
  type Transaction,
  type TransactionFormValues,
  type TransactionInput,
} from '../../../domain/transactions/transaction.schema';
import { NoSeasonNotice } from '../../shell/NoSeasonNotice';
import { LoadError } from '../../shell/LoadError';
import { teamPaths } from '../../lib/paths';
import { DateField } from '../../shell/form/DateField';
import { DeleteButton } from '../../shell/form/FormButtons';
import { DescriptionField } from '../../shell/form/DescriptionField';
import { MoneyField } from '../../shell/form/MoneyField';
import { EditCard, RecordEditForm, useEditRecord } from '../../shell/edit-page';
import type { ConflictLine } from '../../shell/edit-conflict';
import { useRecordForm } from '../../shell/record-form';
import { PageFallback } from '../../shell/PageFallback';
import { useRecordRemove } from '../../shell/record-remove';
import { useCurrentSeasonSummary } from '../../resources/seasons';
import { useTransaction, useTransactionWrites } from './api';

const FIELDS = ['transactionType', 'amount', 'date', 'reason'] as const;

/** /input/transactions/new and /input/transactions/{transactionId} (spec §5 "Transaction"). */
export default function TransactionEditPage() {
  const edit = useEditRecord(useParams().transactionId, useTransaction, {
    name: 'Transactie',
    newTitle: 'Nieuwe transactie',
    backPath: teamPaths.input.transactions.path,
  });
  const { teamCode, isNew, record: transaction } = edit;
  const season = useCurrentSeasonSummary(teamCode);

  const failed = [season.error, edit.loadError].find(Boolean);
  if (failed) {
    return (
      <LoadError
        detail="De transactie kon niet worden geladen."
        onRetry={() => void Promise.all([transaction.mutate(), season.mutate()])}
      />
    );
  }
  if (season.data === undefined || edit.waiting) return <PageFallback />;
  if (isNew && season.data === null) {
    return <NoSeasonNotice belongs="Een transactie hoort bij een seizoen." />;
  }
  return <TransactionForm teamCode={teamCode} transaction={transaction.data ?? null} />;
}

function formValues(transaction: Transaction | null): DefaultValues<TransactionFormValues> {
  return {
    transactionType: transaction?.transactionType,
    amount: transaction?.amount,
    date: transaction?.date ?? todayIso(),
    reason: transaction?.reason ?? '',
  };
}

/** What the transaction says now, for the conflict dialog. */
function describeTransaction(transaction: Transaction): ConflictLine[] {
  return [
    { label: 'Soort', value: TRANSACTION_TYPE_LABELS[transaction.transactionType] },
    { label: 'Bedrag', value: formatEuros(transaction.amount) },
    { label: 'Datum', value: formatDate(transaction.date) },
    { label: 'Omschrijving', value: transaction.reason },
  ];
}

function TransactionForm({
  teamCode,
  transaction,
}: {
  teamCode: string;
  transaction: Transaction | null;
}) {
  const writes = useTransactionWrites(teamCode);
  const edited = useRecordForm<Transaction, TransactionFormValues, TransactionInput>({
    record: transaction,
    resolver: zodResolver(transactionInputSchema),
    values: formValues,
    describe: describeTransaction,
    write: (values, ifMatch) =>
      transaction ? writes.update(transaction.id, values, ifMatch) : writes.create(values),
    savedText: 'Transactie opgeslagen',
    fields: FIELDS,
    backPath: teamPaths.input.transactions.path,
  });
  const { control } = edited.form;

  const remove = useRecordRemove(
    edited,
    transaction && {
      title: 'Transactie verwijderen?',
      message: `'${transaction.reason}' wordt verwijderd.`,
      removedText: 'Transactie verwijderd',
      remove: () => writes.remove(transaction.id),
      restore: () => {
        const { transactionType, date, amount, reason } = transaction;
        return writes.create({ transactionType, date, amount, reason });
      },
    },
  );

  return (
    <RecordEditForm form={edited} buttons={transaction && <DeleteButton onClick={remove.ask} />}>
      <EditCard>
        <Stack spacing={2.5}>
          <Controller
            name="transactionType"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={fieldState.error !== undefined}>
                <ToggleButtonGroup
                  exclusive
                  fullWidth
                  color={field.value === 'Expense' ? 'error' : 'success'}
                  value={field.value ?? null}
                  onChange={(_event, value: TransactionInput['transactionType'] | null) => {
                    if (value !== null) field.onChange(value);
                  }}
                  aria-label="Soort transactie"
                  sx={(theme) => {
                    const color =
                      field.value === 'Expense'
                        ? theme.palette.error.main
                        : theme.palette.success.main;
                    return {
                      '& .Mui-selected.MuiToggleButton-root': {
                        bgcolor: alpha(color, 0.14),
                        color,
                      },
                    };
                  }}
                >
                  <ToggleButton value="Income" sx={{ gap: 1, minHeight: 48 }}>
                    <AddRounded fontSize="small" />
                    {TRANSACTION_TYPE_LABELS.Income}
                  </ToggleButton>
                  <ToggleButton value="Expense" sx={{ gap: 1, minHeight: 48 }}>
                    <RemoveRounded fontSize="small" />
                    {TRANSACTION_TYPE_LABELS.Expense}
                  </ToggleButton>
                </ToggleButtonGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <MoneyField control={control} name="amount" />
          <DateField control={control} name="date" />
          <DescriptionField control={control} name="reason" />
        </Stack>
      </EditCard>

      {remove.dialog}
    </RecordEditForm>
  );
}
