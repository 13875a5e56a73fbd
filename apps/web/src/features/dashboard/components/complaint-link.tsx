import { panel } from '~/components/layout/dashboard-frame';
import { ButtonLink } from '~/components/ui/button-link';

/** The way to complain (issue #36): about anything, from the dashboard; the Complaints page lists them. */
export function ComplaintLink() {
  return (
    <section className={panel} aria-labelledby="something-wrong">
      <h2 id="something-wrong" className="text-xl font-bold text-navy">
        Something not right?
      </h2>
      <p className="mt-1 text-muted">
        Tell us and we will put it right if we can. We acknowledge every complaint by e-mail at once and give our final
        response within 8 weeks.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/dashboard/complaints/new" variant="outline">
          Make a complaint
        </ButtonLink>
        <ButtonLink to="/dashboard/complaints" variant="plain">
          Your complaints
        </ButtonLink>
      </div>
    </section>
  );
}
