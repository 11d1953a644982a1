import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../domain/audit/audit.schema';
import { usePagedList } from '../../lib/paged-list';
import { teamKey } from '../../lib/swr';

export interface AuditFilters {
  entity?: string;
  action?: string;
  playerId?: string;
  from?: string;
  to?: string;
}

/** The log, a page at a time (src/lib/paged-list.ts), as the other lists that grow. */
export function useAuditLog(teamCode: string, filters: AuditFilters) {
  const query = { ...filters, limit: AUDIT_PAGE_SIZE };
  return usePagedList<AuditEntry, Record<string, never>>(
    teamKey(teamCode, '/audit', query),
    (cursor) => teamKey(teamCode, '/audit', { ...query, cursor }),
  );
}
