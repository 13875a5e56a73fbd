import type { UnlikelyDetail, UnlikelyFinding } from '@kestrel/domain/purchase/declared-vehicle-checks';
import { purchaseDeclaration } from '@kestrel/domain/purchase/key-facts';
import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { useId, type Ref } from 'react';
import { Link } from 'react-router';

const box = 'mt-1 size-5 shrink-0 accent-navy';

/**
 * What the buyer confirms before the order button goes to PayPal: each unlikely hand-typed figure
 * (checked again at the inspection), then the declaration. `showError` says the buyer tried to pay
 * without ticking; the message goes as soon as the boxes are ticked.
 */
export function Declaration({
  unlikely,
  confirmed,
  onConfirm,
  declared,
  onDeclare,
  showError,
  firstBoxRef,
}: {
  unlikely: UnlikelyFinding[];
  confirmed: readonly UnlikelyDetail[];
  onConfirm: (detail: UnlikelyDetail, checked: boolean) => void;
  declared: boolean;
  onDeclare: (checked: boolean) => void;
  showError: boolean;
  firstBoxRef: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const missing = !declared || unlikely.some((finding) => !confirmed.includes(finding.detail));
  const error = showError && missing;
  const errorId = `${id}-error`;
  return (
    <fieldset className="rounded-xl border border-line bg-surface p-5" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-xl font-bold text-navy">Your declaration</legend>
      {unlikely.length > 0 ? (
        <div className="mt-2 space-y-3">
          <p className="font-semibold text-ink">{purchaseMessages.confirmUnlikelyDetails}</p>
          {unlikely.map((finding, index) => (
            <div key={finding.detail} className="flex items-start gap-3">
              <input
                id={`${id}-${finding.detail}`}
                type="checkbox"
                className={box}
                checked={confirmed.includes(finding.detail)}
                onChange={(event) => onConfirm(finding.detail, event.target.checked)}
                ref={index === 0 ? firstBoxRef : undefined}
              />
              <label htmlFor={`${id}-${finding.detail}`} className="text-ink">
                {finding.message} I have checked, and it is right.
              </label>
            </div>
          ))}
          <p className="text-sm text-muted">
            We check these details at the inspection.{' '}
            <Link to="/purchase/vehicle-details">Change your vehicle details</Link>
          </p>
        </div>
      ) : null}
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${id}-declaration`}
          name="declaration"
          type="checkbox"
          className={box}
          checked={declared}
          onChange={(event) => onDeclare(event.target.checked)}
          ref={unlikely.length === 0 ? firstBoxRef : undefined}
        />
        <label htmlFor={`${id}-declaration`} className="text-ink">
          {purchaseDeclaration} I have read the key facts and the terms of service.
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-3 font-semibold text-danger">
          {purchaseMessages.confirmDeclaration}
        </p>
      ) : null}
    </fieldset>
  );
}
