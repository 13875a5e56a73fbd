import { useEffect, useState } from 'react';
import { accountAnswer } from './answer-schemas';
import { apiFetch } from './api-client';

const answer = accountAnswer((m) => m.clientConfigSchema);

let monthly: Promise<boolean> | null = null;

/** Whether this deployment offers monthly payment by Direct Debit (GET /api/config), once per page load. */
export function monthlyPaymentsOffered(): Promise<boolean> {
  monthly ??= apiFetch('/api/config', answer).then(
    (config) => config.monthlyPayments === true,
    () => {
      monthly = null;
      return false;
    },
  );
  return monthly;
}

/** The same, as a hook: false until the answer is in. */
export function useMonthlyPaymentsOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    void monthlyPaymentsOffered().then((yes) => live && setOffered(yes));
    return () => {
      live = false;
    };
  }, []);
  return offered;
}
