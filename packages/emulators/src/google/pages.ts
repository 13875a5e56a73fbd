import type { AuthorizeError, AuthorizeRequest } from './authorize-request';
import { requestFields } from './authorize-request';
import type { GoogleAccount } from './identities';
import { escapeHtml, framedPage } from '../page-frame';

/* The sign-in pages, in the emulators' frame (no inline script or style; everything is a plain form). */

const frame = {
  brand: '<span aria-hidden="true">G</span> Sign in with Google <span class="badge">Emulator</span>',
  notice: 'Test accounts only. This page stands in for Google in demonstrations and tests; nothing is sent to Google.',
};
const layout = (title: string, stylesheet: string, body: string) => framedPage(frame, title, stylesheet, body);

const hiddenFields = (request: AuthorizeRequest) =>
  Object.entries(requestFields(request))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');

const initials = (account: GoogleAccount) => `${account.givenName.charAt(0)}${account.familyName.charAt(0)}`;

function accountButton(account: GoogleAccount): string {
  return `<li><button type="submit" name="account" value="${escapeHtml(account.sub)}" class="account">
<span class="avatar" aria-hidden="true">${escapeHtml(initials(account))}</span>
<span class="who"><span class="name">${escapeHtml(`${account.givenName} ${account.familyName}`.trim())}</span>
<span class="email">${escapeHtml(account.email)}</span></span>
</button></li>`;
}

export interface ChooserPage {
  request: AuthorizeRequest;
  accounts: readonly GoogleAccount[];
  /** Path of the form handler and stylesheet, below the emulator's prefix. */
  approveAction: string;
  stylesheet: string;
}

/** Google's "Choose an account" page: one button per test account, another account, or cancel. */
export function chooseAccountPage({ request, accounts, approveAction, stylesheet }: ChooserPage): string {
  const hint = request.loginHint?.toLowerCase();
  // A login_hint naming a listed account puts it first; any other address fills in the form.
  const ordered = [...accounts].sort((a, b) => Number(b.email === hint) - Number(a.email === hint));
  const otherEmail = hint && !accounts.some((a) => a.email === hint) ? request.loginHint : undefined;
  const action = escapeHtml(approveAction);
  return layout(
    'Sign in – Google Accounts',
    stylesheet,
    `<h1>Choose an account</h1>
<p class="lead">to continue to <strong>${escapeHtml(request.clientId)}</strong></p>
<form method="post" action="${action}" aria-label="Test accounts">
${hiddenFields(request)}
<ul class="accounts">
${ordered.map(accountButton).join('\n')}
</ul>
</form>
<section aria-labelledby="another-account">
<h2 id="another-account">Use another account</h2>
<p class="hint">The same e-mail address is always the same Google user.</p>
<form method="post" action="${action}" class="another">
${hiddenFields(request)}
<input type="hidden" name="action" value="other">
<label for="google-email">Email</label>
<input id="google-email" name="email" type="email" required autocomplete="off" spellcheck="false"${
      otherEmail ? ` value="${escapeHtml(otherEmail)}"` : ''
    }>
<label for="google-given-name">First name</label>
<input id="google-given-name" name="given_name" type="text" required autocomplete="off">
<label for="google-family-name">Last name <span class="optional">(optional)</span></label>
<input id="google-family-name" name="family_name" type="text" autocomplete="off">
<button type="submit" class="primary">Next</button>
</form>
</section>
<form method="post" action="${action}" class="cancel">
${hiddenFields(request)}
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

/** Google's error page: "Access blocked: Authorisation Error", then "Error 400: invalid_request". */
export function authorizeErrorPage(failure: AuthorizeError, stylesheet: string): string {
  return layout(
    'Error – Google Accounts',
    stylesheet,
    `<h1>Access blocked: Authorisation Error</h1>
<p class="lead">${escapeHtml(failure.description)}</p>
<p><strong>Error ${failure.status}: ${escapeHtml(failure.error)}</strong></p>`,
  );
}
