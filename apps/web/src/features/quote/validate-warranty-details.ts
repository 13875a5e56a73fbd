import '~/lib/zod-setup';
import { planDateMessages, planStartProblem } from '@kestrel/domain/purchase/purchase-dates';

/**
 * Step 3's checks (spec §5): every field answered, then the date rules the server applies too
 * (planStartProblem). Loaded on first use: the shared messages bring Zod with them.
 */
export interface WarrantyDetailsValues {
  planStartDate: string;
  purchaseDate: string;
  /** 'yes', 'no', or '' when not answered. */
  serviceHistory: string;
}

export type WarrantyDetailsVerdict =
  | { ok: true; value: { planStartDate: string; purchaseDate: string; serviceHistory: boolean } }
  | { ok: false; errors: Record<string, string>; toast?: string };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

function dateError(value: string, label: string): string | undefined {
  if (!value) return `Enter the ${label}`;
  if (!isRealDate(value)) return `Enter the ${label} as a real date`;
  return undefined;
}

export function checkWarrantyDetails(values: WarrantyDetailsValues, today: string): WarrantyDetailsVerdict {
  const errors: Record<string, string> = {};
  const start = dateError(values.planStartDate, 'plan start date');
  const purchase = dateError(values.purchaseDate, 'purchase date');
  if (start) errors.planStartDate = start;
  if (purchase) errors.purchaseDate = purchase;
  if (values.serviceHistory !== 'yes' && values.serviceHistory !== 'no') errors.serviceHistory = 'Answer Yes or No';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const problem = planStartProblem({ startDate: values.planStartDate, purchaseDate: values.purchaseDate }, today);
  if (problem === planDateMessages.purchaseInFuture) return { ok: false, errors: { purchaseDate: problem } };
  if (problem === planDateMessages.startBeforePurchase) {
    // Spec §5: a toast as well as the message by the field.
    return { ok: false, errors: { planStartDate: problem }, toast: problem };
  }
  if (problem) return { ok: false, errors: { planStartDate: problem } };
  return {
    ok: true,
    value: {
      planStartDate: values.planStartDate,
      purchaseDate: values.purchaseDate,
      serviceHistory: values.serviceHistory === 'yes',
    },
  };
}
