import type {
  SheetImport,
  SheetImportResult,
} from '../../../domain/sheet-import/sheet-import.schema';
import { useTeamImport } from '../../lib/swr';

/** A dry run shows; an import adds players, fine types and fines. */
export function useSheetImport(teamCode: string) {
  return useTeamImport<SheetImport, SheetImportResult>(teamCode, '/import/sheet');
}
