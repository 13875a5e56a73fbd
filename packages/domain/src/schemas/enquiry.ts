import { z } from 'zod';

/** POST /api/enquiry (spec §3 Enquiry, §5 validation). The contact form and the server share it. */
export const enquiryRequestSchema = z.strictObject(
  {
    fullname: z
      .string({ error: 'Enter your full name' })
      .trim()
      .min(1, 'Enter your full name')
      .max(100, 'Your name must be 100 characters or fewer'),
    email: z
      .string({ error: 'Enter your email address' })
      .trim()
      .min(1, 'Enter your email address')
      .max(254, 'Your email address must be 254 characters or fewer')
      .pipe(z.email('Enter a valid email address')),
    message: z
      .string({ error: 'Enter your message' })
      .trim()
      .min(1, 'Enter your message')
      .max(2000, 'Your message must be 2,000 characters or fewer'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `An enquiry has no field called ${issue.keys.join(', ')}`
        : 'Send your full name, email address and message',
  },
);

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

/** What the contact form says once an enquiry is sent (spec §8, word for word). */
export const ENQUIRY_SENT_MESSAGE = 'Message sent Successfully';

export const enquiryAnswerSchema = z.object({
  message: z.string(),
  enquiry: z.object({ _id: z.string() }),
});
