import type { BillingRequestFlow } from './state';
import { escapeHtml, framedPage } from '../page-frame';

/*
 * The hosted bank-details page of a billing request flow, standing in for pay.gocardless.com in
 * demo mode. No inline script or style (the site's Content-Security-Policy covers it): a form and
 * the emulator's own stylesheet.
 */
export const MERCHANT = 'Kestrel Warranties';

const frame = {
  brand: 'GoCardless (emulator)<span class="badge">Test payments only</span>',
  notice:
    'This page stands in for GoCardless in demonstrations and tests. No money moves and nothing is sent to a bank.',
};
const layout = (title: string, stylesheet: string, body: string) => framedPage(frame, title, stylesheet, body);

export interface FormValues {
  name?: string;
  email?: string;
  sortCode?: string;
  accountNumber?: string;
}
export type FormErrors = Partial<Record<'name' | 'sortCode' | 'accountNumber' | 'confirm', string>>;

const GUARANTEE = `<section class="guarantee" aria-labelledby="guarantee-heading">
<h2 id="guarantee-heading">The Direct Debit Guarantee</h2>
<ul>
<li>The Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.</li>
<li>If there are any changes to the amount, date or frequency of your Direct Debit, GoCardless Ltd on behalf of ${MERCHANT} will notify you 3 working days in advance of your account being debited or as otherwise agreed. If you request GoCardless Ltd on behalf of ${MERCHANT} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.</li>
<li>If an error is made in the payment of your Direct Debit, by GoCardless Ltd on behalf of ${MERCHANT} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society. If you receive a refund you are not entitled to, you must pay it back when GoCardless Ltd asks you to.</li>
<li>You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.</li>
</ul>
</section>`;

function field(
  id: string,
  label: string,
  value: string,
  error: string | undefined,
  extra: string,
  hint?: string,
): string {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${label}</label>
${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
<input id="${id}" name="${id}" value="${escapeHtml(value)}" ${extra}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}>
</div>`;
}

/** "Set up a Direct Debit": name, sort code, account number, the confirmation and the Guarantee. */
export function bankDetailsPage(
  flow: BillingRequestFlow,
  stylesheet: string,
  action: string,
  values: FormValues,
  errors: FormErrors,
): string {
  const prefilled = flow.prefilled_customer;
  const name = values.name ?? [prefilled.given_name, prefilled.family_name].filter(Boolean).join(' ');
  const summary = Object.values(errors).length
    ? `<div class="error-summary" role="alert"><h2>There is a problem</h2><ul>${Object.entries(errors)
        .map(([key, message]) => `<li><a href="#${key}">${escapeHtml(message ?? '')}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const exit = flow.exit_uri
    ? `<p><a href="${escapeHtml(flow.exit_uri)}">Cancel and return to ${MERCHANT}</a></p>`
    : '';
  return layout(
    `Set up a Direct Debit with ${MERCHANT} – GoCardless (emulator)`,
    stylesheet,
    `<h1>Set up a Direct Debit with ${MERCHANT}</h1>
${summary}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('name', 'Account holder name', name, errors.name, 'autocomplete="name" required')}
${field('sortCode', 'Sort code', values.sortCode ?? '', errors.sortCode, 'inputmode="numeric" autocomplete="off" required', 'Six digits, for example 20-00-00')}
${field('accountNumber', 'Account number', values.accountNumber ?? '', errors.accountNumber, 'inputmode="numeric" autocomplete="off" required', 'Eight digits')}
<div class="field checkbox">
${errors.confirm ? `<p class="error" id="confirm-error">${escapeHtml(errors.confirm)}</p>` : ''}
<input type="checkbox" id="confirm" name="confirm" value="yes"${errors.confirm ? ' aria-describedby="confirm-error" aria-invalid="true"' : ''}>
<label for="confirm">I am the account holder and the only person needed to authorise debits from this account</label>
</div>
<button type="submit" class="pay">Set up Direct Debit</button>
</form>
${exit}
${GUARANTEE}`,
  );
}

export function flowNoticePage(stylesheet: string, heading: string, text: string): string {
  return layout(
    `${heading} – GoCardless (emulator)`,
    stylesheet,
    `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>`,
  );
}

export const flowStylesheet = `
:root { color-scheme: light; font-family: Arial, system-ui, sans-serif; color: #1c1b19; background: #f4f3f0; }
body { margin: 0; padding: 2rem 1rem; }
.card { max-width: 32rem; margin: 0 auto; padding: 2rem; background: #fff; border-radius: 0.5rem; box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
.brand { margin: 0 0 1.5rem; font-weight: 700; }
.badge { font-size: 0.75rem; font-weight: 400; padding: 0.1rem 0.5rem; margin-left: 0.5rem; border: 1px solid #545454; border-radius: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.15rem; }
.field { margin: 0 0 1rem; }
.field label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.field.checkbox { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-start; }
.field.checkbox label { flex: 1; font-weight: 400; }
.field.checkbox .error { flex-basis: 100%; }
input[type="checkbox"] { width: 1.5rem; height: 1.5rem; margin: 0; }
input:not([type]) { box-sizing: border-box; width: 100%; min-height: 2.75rem; padding: 0.5rem; font: inherit; border: 2px solid #545454; border-radius: 0.25rem; }
.hint { margin: 0 0 0.25rem; color: #4a4a4a; }
.error { margin: 0 0 0.25rem; color: #b00020; font-weight: 600; }
.error-summary { border: 3px solid #b00020; padding: 0.5rem 1rem; margin-bottom: 1rem; }
button { box-sizing: border-box; width: 100%; min-height: 2.75rem; padding: 0.7rem 1.5rem; border-radius: 0.25rem; font: inherit; font-weight: 600; cursor: pointer; }
.pay { background: #1c1b19; color: #fff; border: 0; }
a { color: #1c1b19; }
:focus-visible { outline: 3px solid #1c1b19; outline-offset: 2px; }
.guarantee { margin-top: 1.5rem; padding: 1rem; border: 1px solid #545454; }
.guarantee ul { padding-left: 1.25rem; }
.notice { margin: 2rem 0 0; color: #4a4a4a; font-size: 0.875rem; }
`;
