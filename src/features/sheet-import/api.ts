import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type {
  SheetImport,
  SheetImportResult,
} from '../../../domain/sheet-import/sheet-import.schema';
import { apiFetch } from '../../lib/api-client';
import { teamKey } from '../../lib/swr';

/** A dry run shows; an import adds players, fine types and fines: every cached read may change. */
export function useSheetImport(teamCode: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const prefix = teamKey(teamCode, '/');
    return async (input: SheetImport) => {
      const result = await apiFetch<SheetImportResult>(teamKey(teamCode, '/import/sheet'), {
        method: 'POST',
        body: input,
      });
      if (!input.dryRun) {
        await mutate((key) => typeof key === 'string' && key.startsWith(prefix));
      }
      return result;
    };
  }, [teamCode, mutate]);
}
