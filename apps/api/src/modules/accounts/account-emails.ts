import { secretLinkPath } from '@kestrel/domain/site/secret-links';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { signOff, siteLink } from '../outbox';
import type { QueuedEmail } from '../outbox';

interface Recipient {
  email: string;
  firstname: string;
}

function resetLink(baseUrl: string, token: string): string {
  return siteLink(baseUrl, secretLinkPath('/password/reset', token));
}

/** To a guest: the account exists, and a link to set a password for next time (DESIGN §2). */
export function welcomeGuestEmail(user: Recipient, baseUrl: string, token: string): QueuedEmail {
  return {
    kind: 'welcome-set-password',
    to: user.email,
    subject: `Welcome to ${siteConfig.brand}: set your password`,
    text: [
      `Dear ${user.firstname},`,
      '',
      `Welcome to ${siteConfig.brand}. Your account is ready, and you are signed in on the device you used.`,
      '',
      'To sign in again later, set a password with this link (it works for 3 days and only once):',
      '',
      resetLink(baseUrl, token),
      '',
      'If the link has expired, choose "Forgot Password" on the login page to get a new one.',
      'If you did not ask for an account, you can ignore this e-mail.',
      ...signOff,
    ].join('\n'),
  };
}

/** To a customer who signed up with Google. */
export function welcomeGoogleEmail(user: Recipient, baseUrl: string): QueuedEmail {
  return {
    kind: 'welcome',
    to: user.email,
    subject: `Welcome to ${siteConfig.brand}`,
    text: [
      `Dear ${user.firstname},`,
      '',
      `Welcome to ${siteConfig.brand}. Your account is ready: sign in with Google at ${siteLink(baseUrl, '/login')} whenever you need it.`,
      '',
      'From your dashboard you can see your warranties, payments and documents.',
      ...signOff,
    ].join('\n'),
  };
}

export function passwordResetEmail(user: Recipient, baseUrl: string, token: string): QueuedEmail {
  return {
    kind: 'password-reset',
    to: user.email,
    subject: `Reset your ${siteConfig.brand} password`,
    text: [
      `Dear ${user.firstname},`,
      '',
      'We received a request to reset the password of your account. Choose a new one with this link (it works for 1 hour and only once):',
      '',
      resetLink(baseUrl, token),
      '',
      'If you did not ask for this, you can ignore this e-mail: your password has not changed.',
      ...signOff,
    ].join('\n'),
  };
}

/** Sent after every password change or reset, so an owner notices one they did not make. */
export function passwordChangedEmail(user: Recipient, baseUrl: string): QueuedEmail {
  return {
    kind: 'password-changed',
    to: user.email,
    subject: `Your ${siteConfig.brand} password has changed`,
    text: [
      `Dear ${user.firstname},`,
      '',
      'The password of your account has just been changed, and every device that was signed in has been signed out.',
      '',
      `If this was not you, reset your password now at ${siteLink(baseUrl, '/auth/forgot-password-mail')} and call us on ${siteConfig.supportPhone}.`,
      ...signOff,
    ].join('\n'),
  };
}
