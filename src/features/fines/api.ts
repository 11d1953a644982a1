import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  FineType,
  FineTypeCreate,
  FineTypeUpdate,
  FineTypeWithHasFines,
} from '../../../domain/fines/fine-type.schema';
import type { FineListTotals } from '../../../domain/fines/fine-page.schema';
import type { Fine, FineUpdate } from '../../../domain/fines/fine.schema';
import { fineAmountCents } from '../../../domain/fines/fine-list';
import { centsToEuros, eurosToCents } from '../../../domain/money';
import type { Page } from '../../../domain/paging';
import { ApiError, apiFetch } from '../../lib/api-client';
import { usePagedList } from '../../lib/paged-list';
import { teamKey, teamWriter } from '../../lib/swr';
import { setFinePaid } from '../../resources/fine-paid';
import { fineKey, finePageKey, fineTypeKey, fineTypesKey } from './keys';

/** The current season's fines a page at a time, with the totals over all of them. */
export function useFinePages(teamCode: string, playerId: number | null) {
  return usePagedList<Fine, FineListTotals>(finePageKey(teamCode, playerId), (cursor) =>
    finePageKey(teamCode, playerId, cursor),
  );
}

/** A loaded page with a fine changed in place (`before` → `next`), its totals following the paid flag. */
export function withFine(
  page: Page<Fine, FineListTotals>,
  before: Fine,
  next: Fine,
): Page<Fine, FineListTotals> {
  const items = page.items.map((fine) => (fine.id === next.id ? next : fine));
  if (before.paid === next.paid) return { ...page, items };
  const cents = fineAmountCents(next) * (next.paid ? -1 : 1);
  const outstanding = centsToEuros(eurosToCents(page.totals.outstanding) + cents);
  return { ...page, items, totals: { ...page.totals, outstanding } };
}

/** `fineId` null on the new-fine page. */
export function useFine(teamCode: string, fineId: number | null) {
  return useSWR<Fine>(fineId === null ? null : fineKey(teamCode, fineId));
}

export function useFineTypes(teamCode: string, { includeObsolete }: { includeObsolete: boolean }) {
  return useSWR<FineTypeWithHasFines[]>(fineTypesKey(teamCode, includeObsolete));
}

export function useFineType(teamCode: string, fineTypeId: number | null) {
  return useSWR<FineTypeWithHasFines>(
    fineTypeId === null ? null : fineTypeKey(teamCode, fineTypeId),
  );
}

/**
 * Every write revalidates the team's cached fine and fine-type answers (a
 * type's `hasFines` changes with its fines), so no page shows the old state;
 * `except` is a key not to ask for again (a fine just deleted would only 404).
 */
function useRevalidateFines(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const prefix = teamKey(teamCode, '/fine');
    const isFineKey = (key: unknown) =>
      typeof key === 'string' &&
      (key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`));
    return (except?: string) => mutate((key) => key !== except && isFineKey(key));
  }, [teamCode, mutate]);
}

export function useFineWrites(teamCode: string) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateFines(teamCode);
  return useMemo(() => {
    const send = teamWriter(teamCode);
    const saved = async (fine: Fine) => {
      await revalidate();
      return fine;
    };
    return {
      /** The form speaks `fineTypeId`; the create call of spec §7 names it `typeId`. */
      create: async ({ fineTypeId, ...rest }: FineUpdate) => {
        try {
          return await saved(await send<Fine>('/fine', 'POST', { ...rest, typeId: fineTypeId }));
        } catch (error) {
          throw asFormError(error);
        }
      },
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: async (fineId: number, input: FineUpdate, ifMatch?: string) =>
        saved(await send<Fine>(`/fine/${fineId}`, 'PUT', input, ifMatch)),
      remove: async (fineId: number) => {
        await send(`/fine/${fineId}`, 'DELETE');
        await revalidate(fineKey(teamCode, fineId));
      },
      /** Sets the paid flag (in turn, `setFinePaid`); the list changes its loaded row itself (FineList). */
      setPaid: async (fine: Fine, paid: boolean) => {
        const updated = await setFinePaid(teamCode, fine.id, paid);
        await mutate(fineKey(teamCode, fine.id), updated, { revalidate: false });
        return updated;
      },
    };
  }, [teamCode, mutate, revalidate]);
}

/** Issues about `typeId` belong on the form's `fineTypeId` field. */
function asFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400) return error;
  const issues = error.issues.map((issue) => ({
    ...issue,
    path: issue.path.replace(/^typeId\b/, 'fineTypeId'),
  }));
  return new ApiError(error.status, error.message, issues, error.body, error.handled);
}

export function useFineTypeWrites(teamCode: string) {
  const revalidate = useRevalidateFines(teamCode);
  return useMemo(() => {
    const send = async (path: string, method: 'POST' | 'PUT', body?: unknown, ifMatch?: string) => {
      const type = await apiFetch<FineType>(teamKey(teamCode, path), { method, body, ifMatch });
      await revalidate();
      return type;
    };
    return {
      create: (input: FineTypeCreate) => send('/fine/types', 'POST', input),
      /** `ifMatch`: the version the form was loaded with (`useEditConflict`). */
      update: (fineTypeId: number, input: FineTypeUpdate, ifMatch?: string) =>
        send(`/fine/types/${fineTypeId}`, 'PUT', input, ifMatch),
      /** Answers the new, active copy. */
      duplicate: (fineTypeId: number) => send(`/fine/types/${fineTypeId}/duplicate`, 'POST'),
    };
  }, [teamCode, revalidate]);
}
