import type { AuditEntry } from '@kestrel/domain/schemas/admin';
import { formatPence } from '@kestrel/domain/pricing/money';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { ukDateTime, warrantyStatusLabel } from './format';

export { auditActionLabel } from '@kestrel/domain/audit/audit-actions';

const fieldLabels: Record<string, string> = {
  status: 'Status',
  balanceDue: 'Balance due',
  inspectionDate: 'Inspection date',
  inspectionGarage: 'Garage',
  inspectionNotes: 'Notes',
  certificateIssuedAt: 'Certificate issued',
  reason: 'Reason',
  refunded: 'Refunded',
  version: 'Version',
  note: 'Note',
};

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value);

/** A value of the audit log as staff read it: statuses in words, pence as pounds, dates in UK form. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return warrantyStatusLabel(value);
  if ((field === 'balanceDue' || field === 'refunded' || field === 'amount') && typeof value === 'number') {
    return formatPence(value);
  }
  if (typeof value === 'string' && isDate(value)) return ukLongDate(value);
  if (typeof value === 'string' && isInstant(value)) return ukDateTime(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields an entry changed: each with its value before and after (only those that differ). */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
): { field: string; before: string; after: string }[] {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: fieldLabels[field] ?? field,
      before: auditValue(field, before[field]),
      after: auditValue(field, after[field]),
    }));
}
