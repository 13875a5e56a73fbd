import { formatPence, formatPrice } from '@kestrel/domain/pricing/money';
import type { TransferOfferAnswer } from '@kestrel/domain/schemas/transfers';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button';
import { ButtonLink } from '~/components/ui/button-link';
import { DetailList } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { errorMessage } from '~/lib/api-client';
import { useAuth } from '~/lib/state/slices';
import { toast } from '~/lib/toast';
import { acceptTransfer, startTakeover, useTransferOffer } from '../api/transfers';

const card = 'rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6';

/** Signed out: sign in or register, then come back to this link. */
function SignInFirst({ token }: { token: string }) {
  const back = encodeURIComponent(`/transfer/accept/${token}`);
  return (
    <section className={card} aria-labelledby="sign-in-first">
      <h2 id="sign-in-first" className="text-xl font-bold text-navy">
        Sign in to accept
      </h2>
      <p className="mt-2">
        To take over the warranty you need an account with us. You come back to this page afterwards.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={`/login?redirectTo=${back}`}>Log in</ButtonLink>
        <ButtonLink to={`/auth/reg-as-guest?redirectTo=${back}`} variant="outline">
          Create an account
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * Signed in: the declaration and the button. A monthly warranty with instalments left is accepted
 * by setting up a Direct Debit for them: the button leaves for the provider's bank-details page.
 */
function Accept({ token, offer }: { token: string; offer: TransferOfferAnswer }) {
  const id = useId();
  const navigate = useNavigate();
  const [declared, setDeclared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const monthly = offer.monthly;
  const fail = (failure: unknown) => {
    setError(errorMessage(failure));
    setBusy(false);
  };
  return (
    <form
      className={card}
      aria-label="Accept the warranty"
      onSubmit={(event) => {
        event.preventDefault();
        if (!declared) {
          setError('Please confirm the declaration to take over the warranty');
          return;
        }
        setBusy(true);
        if (monthly) {
          startTakeover(token)
            .then((answer) => window.location.assign(answer.authorisationUrl))
            .catch(fail);
          return;
        }
        acceptTransfer(token)
          .then((done) => {
            toast.success(done.message);
            void navigate('/dashboard/user-dashboard');
          })
          .catch(fail);
      }}
    >
      <h2 className="text-xl font-bold text-navy">Your declaration</h2>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${id}-declaration`}
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-teal-700"
          checked={declared}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDeclared(event.target.checked);
            setError(null);
          }}
        />
        <label htmlFor={`${id}-declaration`}>{offer.declaration}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-3 font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {monthly ? (
        <p className="mt-3 text-sm text-muted">
          Next you enter your bank details on our Direct Debit provider's secure page, then come back here.
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="mt-4" disabled={busy}>
        {monthly
          ? busy
            ? 'Opening the Direct Debit page…'
            : 'Set up my Direct Debit and accept'
          : busy
            ? 'Accepting…'
            : 'Accept the warranty'}
      </Button>
    </form>
  );
}

/** A monthly warranty: the instalments the new owner takes over, and why they must wait when a collection is under way. */
function MonthlyPart({ monthly }: { monthly: NonNullable<TransferOfferAnswer['monthly']> }) {
  return (
    <section className={card} aria-labelledby="monthly-part" data-testid="monthly-takeover">
      <h2 id="monthly-part" className="text-xl font-bold text-navy">
        Paying for the rest of the cover
      </h2>
      <div className="mt-2 space-y-2">
        {monthly.words.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <table className="mt-4 w-full text-left text-sm sm:text-base" aria-label="The instalments you take over">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-2">
              <abbr title="Instalment number">No.</abbr>
            </th>
            <th scope="col" className="py-2 pr-2">
              Due on or after
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {monthly.instalments.map((i) => (
            <tr key={i.number} className="border-b border-line last:border-0">
              <td className="py-2 pr-2">{i.number}</td>
              <td className="py-2 pr-2">{ukLongDate(i.chargeDate)}</td>
              <td className="py-2 text-right whitespace-nowrap">{formatPence(i.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-2 pr-2">
              Still to pay
            </th>
            <td className="pt-2 text-right font-bold whitespace-nowrap">{formatPence(monthly.stillToPay)}</td>
          </tr>
        </tfoot>
      </table>
      {monthly.refusal ? (
        <p role="status" className="mt-4 rounded-lg border-2 border-danger bg-white p-3 font-semibold text-danger">
          {monthly.refusal}
        </p>
      ) : null}
    </section>
  );
}

function Offer({ token, offer }: { token: string; offer: TransferOfferAnswer }) {
  const signedIn = useAuth((state) => state.value.signedIn);
  const w = offer.warranty;
  if (offer.refusal) {
    return (
      <section className={card} aria-labelledby="link-closed" data-testid="transfer-closed">
        <h2 id="link-closed" className="text-xl font-bold text-navy">
          This link no longer works
        </h2>
        <p className="mt-2">{offer.refusal}</p>
        <p className="mt-4">
          <Link to="/">Go to our home page</Link>
        </p>
      </section>
    );
  }
  return (
    <div className="space-y-6">
      <p>
        {offer.sellerFirstName} has asked us to transfer the warranty of the {w.vehicle} to you, {offer.newOwnerName}.
        This link works until {ukLongDateAt(new Date(offer.expiresAt))}.
      </p>
      <section className={card} aria-labelledby="the-cover">
        <h2 id="the-cover" className="text-xl font-bold text-navy">
          The cover you take over
        </h2>
        <DetailList
          rows={[
            ['Vehicle', `${w.registration} · ${w.vehicle}`],
            ['Cover', w.planName],
            ['Each claim paid up to', formatPrice(w.claimLimit)],
            ['Cover runs', `${ukLongDate(w.startDate)} to ${ukLongDate(w.expiryDate)}`],
            ['Certificate number', w.reference],
          ]}
        />
      </section>
      <section className={card} aria-labelledby="key-facts">
        <h2 id="key-facts" className="text-xl font-bold text-navy">
          Key facts
        </h2>
        {offer.keyFacts.map((section) => (
          <div key={section.heading} className="mt-4">
            <h3 className="font-bold text-navy">{section.heading}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
              {section.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {offer.monthly ? <MonthlyPart monthly={offer.monthly} /> : null}
      {offer.monthly?.refusal ? null : signedIn ? (
        <Accept token={token} offer={offer} />
      ) : (
        <SignInFirst token={token} />
      )}
    </div>
  );
}

/** /transfer/accept/:token (DESIGN §9.3): what the new owner takes over, and accepting it. */
export function AcceptTransfer({ token }: { token: string }) {
  const query = useTransferOffer(token);
  return (
    <QueryState query={query} loading="Loading the warranty…">
      {(offer) => <Offer token={token} offer={offer} />}
    </QueryState>
  );
}
