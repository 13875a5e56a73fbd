/** A sign-in request to /o/oauth2/v2/auth, validated as Google does before it shows any page. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  responseTypes: { idToken: boolean; token: boolean };
  responseType: string;
  scope: string;
  state?: string | undefined;
  nonce?: string | undefined;
  prompt?: string | undefined;
  loginHint?: string | undefined;
}

/** Shown on Google's error page: "Error 400: invalid_request" and a line of explanation. */
export interface AuthorizeError {
  status: 400 | 401;
  error: string;
  description: string;
}

export type AuthorizeParse = { ok: true; request: AuthorizeRequest } | { ok: false; failure: AuthorizeError };

/** Only the implicit flows the site uses; `code` needs a token endpoint this emulator has not got. */
const RESPONSE_TYPES = new Map([
  ['id_token', { idToken: true, token: false }],
  ['token', { idToken: false, token: true }],
  ['id_token token', { idToken: true, token: true }],
]);
const PROMPTS = new Set(['none', 'consent', 'select_account']);

const invalid = (description: string, error = 'invalid_request', status: 400 | 401 = 400): AuthorizeParse => ({
  ok: false,
  failure: { status, error, description },
});

function absoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    // Google refuses a redirect URI with a fragment: the answer itself goes in the fragment.
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hash === '' && !value.includes('#');
  } catch {
    return false;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Reads the query string (or, on approval, the form's hidden fields: they are checked again,
 * as nothing the browser sends back is trusted). `clientIds`, when given, lists the only
 * registered clients; any other is Google's "401: invalid_client".
 */
export function parseAuthorizeRequest(params: Record<string, unknown>, clientIds?: readonly string[]): AuthorizeParse {
  const clientId = text(params.client_id);
  if (!clientId) return invalid('Missing required parameter: client_id');
  if (clientIds && !clientIds.includes(clientId)) {
    return invalid('The OAuth client was not found.', 'invalid_client', 401);
  }
  const redirectUri = text(params.redirect_uri);
  if (!redirectUri) return invalid('Missing required parameter: redirect_uri');
  if (!absoluteHttpUrl(redirectUri)) return invalid(`Invalid parameter value for redirect_uri: ${redirectUri}`);

  const responseType = text(params.response_type)?.trim().split(/\s+/).sort().join(' ');
  if (!responseType) return invalid('Missing required parameter: response_type');
  const responseTypes = RESPONSE_TYPES.get(responseType);
  if (!responseTypes) return invalid(`Unsupported response_type: ${responseType}`, 'unsupported_response_type');

  const scope = text(params.scope)?.trim();
  if (!scope) return invalid('Missing required parameter: scope');
  if (responseTypes.idToken && !scope.split(/\s+/).includes('openid')) {
    return invalid('An ID token needs the openid scope.', 'invalid_scope');
  }
  const nonce = text(params.nonce);
  if (responseTypes.idToken && !nonce) return invalid('Missing required parameter: nonce');

  const prompt = text(params.prompt)?.trim();
  if (prompt) {
    const prompts = prompt.split(/\s+/);
    if (prompts.some((p) => !PROMPTS.has(p)) || (prompts.includes('none') && prompts.length > 1)) {
      return invalid(`Invalid parameter value for prompt: ${prompt}`);
    }
  }

  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      responseTypes,
      responseType,
      scope,
      state: text(params.state),
      nonce,
      prompt,
      loginHint: text(params.login_hint),
    },
  };
}

/** The request again, as hidden form fields for the page's forms to post back. */
export function requestFields(request: AuthorizeRequest): Record<string, string> {
  const fields: Record<string, string> = {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: request.responseType,
    scope: request.scope,
  };
  if (request.state !== undefined) fields.state = request.state;
  if (request.nonce !== undefined) fields.nonce = request.nonce;
  return fields;
}

/** Where the browser goes back to: the answer travels in the fragment, never the query. */
export function redirectWithFragment(request: AuthorizeRequest, answer: Record<string, string>): string {
  const fields = request.state !== undefined ? { ...answer, state: request.state } : answer;
  // Percent-encoded (a space is %20, not +), so decodeURIComponent and URLSearchParams both read it.
  const fragment = Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${request.redirectUri}#${fragment}`;
}
