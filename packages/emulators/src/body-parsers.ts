import type { FastifyInstance } from 'fastify';

/**
 * HTML forms' bodies as a plain record. The parser stays inside the registering plugin's context,
 * so the API around the emulators still refuses form bodies; one an enclosing app already has is
 * used as it is.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * JSON as the payment providers read it: an empty body where JSON is optional is no body, and
 * malformed JSON is a 400 whose message (`malformed`) the plugin's error handler turns into the
 * provider's own error. Form bodies too (the hosted pages post forms).
 */
export function acceptProviderBodies(
  app: FastifyInstance,
  { bodyLimit, malformed }: { bodyLimit: number; malformed: string },
) {
  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error(malformed), { statusCode: 400 }), undefined);
    }
  });
  acceptFormBodies(app, bodyLimit);
}
