import { Link, useLocation } from 'react-router';
import { PageHeader } from '~/components/content/page-header';
import { pageMeta } from '~/lib/meta';

/** Where the contact form lands when it is sent as plain HTML (no script yet): POST /contact-us. */
const results = {
  '/contact-us/sent': {
    // Spec §8 word for word, as ENQUIRY_SENT_MESSAGE (not imported: that module builds zod schemas
    // as it loads, which this page has no use for).
    title: 'Message sent Successfully',
    lead: 'Thank you. We reply within one working day, and we have e-mailed you a copy of your message.',
  },
  '/contact-us/not-sent': {
    title: 'Your message was not sent',
    lead: 'Please give your full name, a valid email address and a message of up to 2,000 characters, then send it again.',
  },
} as const;

type ResultPath = keyof typeof results;
const resultOf = (pathname: string) => results[pathname as ResultPath] ?? results['/contact-us/not-sent'];

export const meta = ({ location }: { location: { pathname: string } }) => [
  ...pageMeta({ title: resultOf(location.pathname).title, description: resultOf(location.pathname).lead }),
  { name: 'robots', content: 'noindex' },
];

export default function EnquiryResult() {
  const { pathname } = useLocation();
  const result = resultOf(pathname);
  return (
    <>
      <PageHeader title={result.title} lead={result.lead} />
      <p className="mx-auto max-w-6xl px-4 py-10">
        <Link to="/contact-us" className="font-semibold text-teal-700">
          Back to Contact us
        </Link>
      </p>
    </>
  );
}
