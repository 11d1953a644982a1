import useSWRInfinite from 'swr/infinite';
import { AUDIT_PAGE_SIZE, type AuditPage } from '../../../domain/audit/audit.schema';
import { teamKey } from '../../lib/swr';

export interface AuditFilters {
  entity?: string;
  action?: string;
  playerId?: string;
  from?: string;
  to?: string;
}

/** The log, a page at a time: each next page follows the `nextCursor` of the one before. */
export function useAuditLog(teamCode: string, filters: AuditFilters) {
  return useSWRInfinite<AuditPage>((index, previous: AuditPage | null) => {
    if (previous && previous.nextCursor === null) return null;
    const cursor = previous?.nextCursor ?? undefined;
    return teamKey(teamCode, '/audit', { ...filters, limit: AUDIT_PAGE_SIZE, cursor });
  });
}
