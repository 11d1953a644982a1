import useSWRInfinite from 'swr/infinite';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../domain/audit/audit.schema';
import { teamKey } from '../../lib/swr';

export interface AuditFilters {
  entity?: string;
  action?: string;
  playerId?: string;
  from?: string;
  to?: string;
}

/** The log, a page at a time: each next page starts below the last id of the previous one. */
export function useAuditLog(teamCode: string, filters: AuditFilters) {
  return useSWRInfinite<AuditEntry[]>((index, previous: AuditEntry[] | null) => {
    if (previous && previous.length < AUDIT_PAGE_SIZE) return null;
    const beforeId = previous?.at(-1)?.id;
    return teamKey(teamCode, '/audit', { ...filters, limit: AUDIT_PAGE_SIZE, beforeId });
  });
}
