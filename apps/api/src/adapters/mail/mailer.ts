import nodemailer from 'nodemailer';

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

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail(email);
    },
  };
}
