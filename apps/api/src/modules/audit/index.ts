// The audit log's public face: every module that records a staff action, or reads the log, comes
// through here. The log is append-only: nothing updates or deletes its rows.
export { auditEntries, recordAudit, type AuditRecord } from './repository';
export { recordStaffRead } from './record-staff-read';
