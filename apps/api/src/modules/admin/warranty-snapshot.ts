import type { WarrantyRow } from '../../db/schema';

/** The fields of a warranty that staff actions change, for the audit log's before and after. */
export const snapshot = (w: WarrantyRow) => ({
  status: w.status,
  balanceDue: w.balanceDue,
  inspectionDate: w.inspectionDate,
  inspectionGarage: w.inspectionGarage,
  inspectionNotes: w.inspectionNotes,
  certificateIssuedAt: w.certificateIssuedAt,
});
