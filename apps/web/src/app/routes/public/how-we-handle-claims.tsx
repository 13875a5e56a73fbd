import { Link } from 'react-router';
import { whenAPersonDecides, whenTheRulesDecide } from '@kestrel/domain/claims/decision-promises';
import { timeFrameIds, timeFramePromise } from '@kestrel/domain/claims/time-frames';
import { ARBITER_MONTHS, FINAL_RESPONSE_WEEKS } from '@kestrel/domain/complaints/complaint-rules';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { PageHeader } from '~/components/content/page-header';
import { QuoteBanner } from '~/components/content/quote-banner';
import { ServerFilled } from '~/components/content/server-filled';
import { pageMeta } from '~/lib/meta';

const title = 'How we handle claims';
const description =
  'What we promise when you claim, when our published rules decide in minutes and when a person decides, how to disagree, and our own figures, month by month.';

export const meta = () => pageMeta({ title, description, path: '/how-we-handle-claims' });

const section = 'space-y-3';
const heading = 'text-2xl font-bold text-navy';
const list = 'list-disc space-y-1 pl-5';
const link = 'font-semibold text-teal-700 underline';

/** Issue #37 "A public record": the promises, who decides, how to disagree, and the figures. */
export default function HowWeHandleClaims() {
  const frames = siteConfig.claimTimeFrames;
  return (
    <>
      <PageHeader eyebrow="Claims" title={title} lead={description} />
      <article className="mx-auto max-w-3xl space-y-10 px-4 py-10">
        <section className={section} aria-labelledby="promises">
          <h2 id="promises" className={heading}>
            Our promises
          </h2>
          <p>We keep to these time frames, in UK working days (bank holidays in England and Wales not counted):</p>
          <ul className={list}>
            {timeFrameIds.map((id) => (
              <li key={id}>{timeFramePromise(id)}</li>
            ))}
          </ul>
          <p>Your claim page always says what happens next and by when.</p>
        </section>

        <section className={section} aria-labelledby="rules-decide">
          <h2 id="rules-decide" className={heading}>
            Decided in minutes, day or night
          </h2>
          <p>
            When the garage sends its estimate, our published rules check it line by line against your cover at once. We
            authorise the repair straight away, at exactly the amount the rules allow, and tell you and the garage by
            e-mail, when:
          </p>
          <ul className={list}>
            {whenTheRulesDecide().map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <p>
            The rules are the ones on our{' '}
            <Link to="/car-cover-levels" className={link}>
              cover levels
            </Link>{' '}
            page and in our{' '}
            <Link to="/terms-of-service" className={link}>
              terms of service
            </Link>
            . The rules never decline a claim: only a person does, with the reasons in writing.
          </p>
        </section>

        <section className={section} aria-labelledby="person-decides">
          <h2 id="person-decides" className={heading}>
            When a person decides
          </h2>
          <p>
            A claims handler looks at the claim and decides within {frames.decision} working days of the complete
            estimate, or asks for what is missing, when any of these applies:
          </p>
          <ul className={list}>
            {whenAPersonDecides().map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>

        <section className={section} aria-labelledby="disagree">
          <h2 id="disagree" className={heading}>
            If you disagree
          </h2>
          <ol className="list-decimal space-y-2 pl-5">
            <li>
              Tell us: choose &ldquo;I disagree with this decision&rdquo; on your claim page, or{' '}
              <Link to="/dashboard/complaints/new" className={link}>
                make a complaint
              </Link>{' '}
              from your dashboard, or call {siteConfig.supportPhone}. We acknowledge it at once and send our final
              response within {FINAL_RESPONSE_WEEKS} weeks.
            </li>
            <li>
              If you still disagree with our decision on a claim, or we have not answered in {FINAL_RESPONSE_WEEKS}{' '}
              weeks, you can ask for it to go to the independent final arbiter, within {ARBITER_MONTHS} months of our
              final response. The arbiter&rsquo;s decision for you binds us. Section 12 of our{' '}
              <Link to="/terms-of-service" className={link}>
                terms of service
              </Link>{' '}
              sets this out, and our{' '}
              <Link to="/faq" className={link}>
                FAQ
              </Link>{' '}
              answers the common questions.
            </li>
          </ol>
        </section>

        <section className={section} aria-labelledby="figures">
          <h2 id="figures" className={heading}>
            Our figures
          </h2>
          <p>
            Counted from every claim and complaint by the same computation our claims team reads. A claim counts in the
            month it was decided; a promise in the month it fell due. A decision made automatically counts from the
            garage&rsquo;s complete estimate to the authorisation.
          </p>
          <ServerFilled id="claims-record-figures" source="/api/claims-record" className="prose claims-record" />
        </section>
      </article>
      <QuoteBanner />
    </>
  );
}
