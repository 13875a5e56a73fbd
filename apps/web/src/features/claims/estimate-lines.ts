/** The estimate form's rows, zod-free so the garage page loads without the schemas. */

/** One row of the estimate form's field array: every input as typed; `kind` says which count. */
export interface EstimateFormLine {
  kind: 'part' | 'labour' | 'diagnosis' | 'car-hire' | 'onward-travel';
  description: string;
  part: string;
  cause: string;
  quantity: string;
  unitPrice: string;
  hours: string;
  ratePerHour: string;
  days: string;
  ratePerDay: string;
  amount: string;
}

export const emptyEstimateLine = (kind: EstimateFormLine['kind'] = 'part'): EstimateFormLine => ({
  kind,
  description: '',
  part: '',
  cause: 'sudden-failure',
  quantity: '1',
  unitPrice: '',
  hours: '',
  ratePerHour: '',
  days: '',
  ratePerDay: '',
  amount: '',
});
