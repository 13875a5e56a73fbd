import { ButtonLink } from '~/components/ui/button-link';

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-teal">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-navy sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg text-muted">
        Sorry, the page you are looking for does not exist or has moved. Check the address, or carry on from one of
        these.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/purchase/vehicle-details" variant="outline">
          Start a quote
        </ButtonLink>
        <ButtonLink to="/contact-us" variant="outline">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}
