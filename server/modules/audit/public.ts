/** What other modules may use of the audit module (the lint zones in eslint.config.js allow nothing else). */
export {
  auditContext,
  DELETED_ACCOUNT_EMAIL,
  fineSnapshot,
  fineTypeSnapshot,
  recordAudit,
  recordFinesAudit,
  renamePlayerInAudit,
  transactionSnapshot,
  type AuditContext,
} from './audit.repository.js';
export { audited, auditCreated } from './audited-write.js';
