import type { Transporter } from 'nodemailer';
import { commonJsExports } from '../../lib/common-js';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** Sends one e-mail or throws. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * Sends through the SMTP server named by SMTP_URL. The timeouts keep a silent server from
 * holding an e-mail in 'sending' (50 seconds at worst) anywhere near the two minutes
 * (OUTBOX_ABANDONED_AFTER_MS) after which another instance would take it back and send it again.
 */
export function createSmtpMailer(smtpUrl: string): Mailer {
  // nodemailer (about 0.4 MB of code) is loaded with the first e-mail, not at start.
  let transport: Promise<Transporter> | null = null;
  const open = async () =>
    commonJsExports(await import('nodemailer')).createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  return {
    async send(email) {
      transport ??= open();
      await (await transport).sendMail(email);
    },
  };
}
