import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulators } from '../plugin';
import { googleDemoIdentities } from './identities';
import { BASE, CLIENT_ID, REDIRECT_URI, emulatorTestApp, fragmentOf, openChooser, signInFields } from './test-support';

let app: FastifyInstance;

beforeAll(async () => {
  app = await emulatorTestApp();
});
afterAll(() => app.close());

describe('the Google sign-in page', () => {
  it('lists every demo identity as a button, with another account and cancel, and nothing inline', async () => {
    const response = await openChooser(app, signInFields());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<h1>Choose an account</h1>');
    for (const identity of googleDemoIdentities) {
      expect(html).toContain(`name="account" value="${identity.sub}"`);
      expect(html).toContain(`${identity.givenName} ${identity.familyName}`);
      expect(html).toContain(identity.email);
    }
    expect(html).toContain('<h2 id="another-account">Use another account</h2>');
    for (const id of ['google-email', 'google-given-name', 'google-family-name']) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toMatch(/<button type="submit" name="action" value="cancel">Cancel<\/button>/);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain(`action="${BASE}/o/oauth2/v2/auth/approve"`);
  });

  it('serves its stylesheet from its own origin', async () => {
    const html = (await openChooser(app, signInFields())).body;
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    expect(href).toBe(`${BASE}/static/account-chooser.css`);
    const css = await app.inject(href!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('puts a hinted demo account first and fills in any other hinted address', async () => {
    const last = googleDemoIdentities[2]!;
    const hinted = (await openChooser(app, signInFields({ login_hint: last.email }))).body;
    expect(hinted.indexOf(last.email)).toBeLessThan(hinted.indexOf(googleDemoIdentities[0]!.email));
    const other = (await openChooser(app, signInFields({ login_hint: 'jo@example.com' }))).body;
    expect(other).toContain('value="jo@example.com"');
  });

  it.each([
    ['no client_id', { client_id: '' }, 'Missing required parameter: client_id'],
    ['no redirect_uri', { redirect_uri: '' }, 'Missing required parameter: redirect_uri'],
    ['a relative redirect_uri', { redirect_uri: '/auth/google-callback' }, 'Invalid parameter value for redirect_uri'],
    ['a javascript: redirect_uri', { redirect_uri: 'javascript:alert(1)' }, 'Invalid parameter value for redirect_uri'],
    [
      'a redirect_uri with a fragment',
      { redirect_uri: `${REDIRECT_URI}#x` },
      'Invalid parameter value for redirect_uri',
    ],
    ['no response_type', { response_type: '' }, 'Missing required parameter: response_type'],
    ['response_type code', { response_type: 'code' }, 'Unsupported response_type: code'],
    ['no nonce for an ID token', { nonce: '' }, 'Missing required parameter: nonce'],
    ['no scope', { scope: '' }, 'Missing required parameter: scope'],
    ['an ID token without openid', { scope: 'email profile' }, 'An ID token needs the openid scope.'],
    ['an unknown prompt', { prompt: 'sometimes' }, 'Invalid parameter value for prompt: sometimes'],
  ])('answers %s with Google’s error page and HTTP 400', async (_name, overrides, message) => {
    const response = await openChooser(app, signInFields(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Access blocked: Authorisation Error');
    expect(response.body).toContain(message.replace(/'/g, '&#39;'));
    expect(response.body).toMatch(/Error 400: (invalid_request|unsupported_response_type|invalid_scope)/);
    expect(response.body).not.toContain('<script');
  });

  it('escapes what it echoes', async () => {
    const response = await openChooser(app, signInFields({ client_id: '<img src=x onerror=alert(1)>' }));
    expect(response.body).not.toContain('<img');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('needs no nonce when only an access token is asked for', async () => {
    expect((await openChooser(app, signInFields({ response_type: 'token', nonce: '' }))).statusCode).toBe(200);
  });

  it('answers prompt=none with login_required, as no one is signed in', async () => {
    const response = await openChooser(app, signInFields({ prompt: 'none' }));
    expect(response.statusCode).toBe(302);
    expect(Object.fromEntries(fragmentOf(response.headers.location))).toEqual({
      error: 'login_required',
      state: 'state-456',
    });
  });

  it('refuses a client that is not registered when client ids are configured', async () => {
    const strict = Fastify({ logger: false });
    await strict.register(emulators, { prefix: '/__emulators', google: { clientIds: [CLIENT_ID] } });
    const query = new URLSearchParams(signInFields({ client_id: 'someone-else.apps.googleusercontent.com' }));
    const response = await strict.inject(`${BASE}/o/oauth2/v2/auth?${query.toString()}`);
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('Error 401: invalid_client');
    await strict.close();
  });
});
