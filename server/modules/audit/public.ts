/** What other modules may use of the audit module (the lint zones in eslint.config.js allow nothing else). */
export {
  auditContext,
  fineSnapshot,
  fineTypeSnapshot,
  recordAudit,
  recordFinesAudit,
  transactionSnapshot,
  type AuditContext,
} from './audit.repository.js';
