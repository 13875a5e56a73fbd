import type { RegisterRequest, SessionAnswer } from '@kestrel/domain/schemas/account';
import { parseUkPhone } from '@kestrel/domain/uk/phone';
import { isUniqueViolation } from '../../db/errors';
import { queueEmail } from '../outbox';
import type { AccountsContext } from './context';
import { welcomeGoogleEmail, welcomeGuestEmail } from './account-emails';
import { accountErrors } from './errors';
import { verifiedGoogleIdentity } from './google-identity';
import { spendGoogleCredential } from './google-binding';
import { issuePasswordToken } from './password-tokens';
import { startSession } from './sessions';
import { toUserAnswer, usersRepository } from './users-repository';

/**
 * Registers a guest (no password: a link to set one is e-mailed) or, with `googleRegistration`,
 * a Google account whose e-mail and subject come from the verified credential (DESIGN §2).
 * The user, the session and the welcome e-mail are saved together or not at all.
 */
export async function registerUser(ctx: AccountsContext, request: RegisterRequest): Promise<SessionAnswer> {
  const google = request.googleRegistration ? await verifiedGoogleIdentity(ctx, request) : null;
  const email = google ? google.email.toLowerCase() : request.email;
  if (google && (await usersRepository(ctx.db).findByGoogleSub(google.sub))) {
    throw accountErrors.googleAlreadyRegistered();
  }

  try {
    return await ctx.db.transaction(async (tx) => {
      const users = usersRepository(tx);
      if (await users.findByEmail(email)) throw accountErrors.emailInUse();
      if (google) await spendGoogleCredential(tx, google.issuance);
      const user = await users.insert({
        email,
        firstname: request.firstname,
        lastname: request.lastname,
        mobileNo: parseUkPhone(request.mobile_no)?.e164 ?? request.mobile_no,
        address: request.addr.address,
        city: request.addr.city,
        postcode: request.addr.postcode,
        googleSub: google?.sub ?? null,
      });
      if (google) {
        await queueEmail(tx, welcomeGoogleEmail(user, ctx.baseUrl));
      } else {
        const link = await issuePasswordToken(tx, user.id, 'set-password');
        await queueEmail(tx, welcomeGuestEmail(user, ctx.baseUrl, link));
      }
      const session = await startSession(tx, user.id);
      ctx.log.info({ event: 'account.registered', userId: user.id, google: Boolean(google) }, 'account registered');
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: toUserAnswer(user),
        message: google
          ? `Welcome, ${user.firstname}! Your account is ready.`
          : `Welcome, ${user.firstname}! Your account is ready. We've emailed you a link to set a password for next time.`,
      };
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw accountErrors.emailInUse();
    throw error;
  }
}
