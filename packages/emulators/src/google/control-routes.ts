import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountForEmail } from './identities';
import type { TokenIssuer } from './tokens';

/**
 * Not Google's: lets a test mint tokens exactly as the sign-in page does, but with whatever it
 * needs to prove a refusal (another audience, an expired token, a wrong nonce or issuer).
 */
const tokenRequestSchema = z.object({
  email: z.email(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  sub: z
    .string()
    .regex(/^\d{1,255}$/)
    .optional(),
  aud: z.string().min(1).optional(),
  nonce: z.string().optional(),
  iss: z.string().optional(),
  /** Negative for a token that has already expired. */
  expiresInSeconds: z.number().int().optional(),
  email_verified: z.boolean().optional(),
  scope: z.string().min(1).optional(),
});

export function registerControlRoutes(app: FastifyInstance, issuer: TokenIssuer, defaultClientId: string): void {
  app.post('/__control/tokens', async (request, reply) => {
    const parsed = tokenRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'invalid_request', error_description: z.prettifyError(parsed.error) });
    }
    const body = parsed.data;
    const account = accountForEmail(body.email, { givenName: body.given_name, familyName: body.family_name });
    const tokens = issuer.mint({
      account: {
        ...account,
        ...(body.sub ? { sub: body.sub } : {}),
        ...(body.given_name !== undefined ? { givenName: body.given_name } : {}),
        ...(body.family_name !== undefined ? { familyName: body.family_name } : {}),
        emailVerified: body.email_verified ?? true,
      },
      clientId: body.aud ?? defaultClientId,
      scope: body.scope ?? 'openid email profile',
      idToken: true,
      accessToken: true,
      nonce: body.nonce,
      issuer: body.iss,
      expiresInSeconds: body.expiresInSeconds,
    });
    return { id_token: tokens.idToken, access_token: tokens.accessToken };
  });
}
