import { monthlyOffer } from '@kestrel/domain/direct-debit/instalments';
import { formatPrice } from '@kestrel/domain/pricing/money';
import type { PlanAnswer } from '@kestrel/domain/schemas/purchase';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSchemaForm } from '~/lib/forms/use-schema-form';
import { useMonthlyPaymentsOffered } from '~/lib/monthly-payments';
import { useSelectedPlan } from '~/lib/state/slices';
import { toast } from '~/lib/toast';
import { choosePlan, findChoice } from '../choose-plan';
import { planChoiceSchema } from '../load-form-schemas';
import { LevelPlans } from './level-plans';
import { RecentlyViewed } from './recently-viewed';
import { Button, buttonClasses, stepButton } from '~/components/ui/button';
import { StepActions } from '~/components/purchase/step-frame';
import { groupDigits } from '@kestrel/domain/uk/numbers';

/**
 * Step 4's choice (spec §2): one accordion per level offered, a radio per plan; submitting without
 * a plan says 'Please select a plan' (spec §5), otherwise goes on to payment.
 */
export function PlanPicker({ answer, regNumber }: { answer: PlanAnswer; regNumber: string }) {
  const navigate = useNavigate();
  const monthly = useMonthlyPaymentsOffered();
  const selectedId = useSelectedPlan((s) => s.value?._id);
  const choice = findChoice(answer.levelsAndPlans, selectedId);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(choice ? [choice.level.level] : []));
  const { form, formProps } = useSchemaForm({
    schema: planChoiceSchema,
    defaultValues: { plan: choice?.plan._id ?? '' },
    leaves: true,
    send: async () => {
      // The price shown now, which may have moved since the plan was first chosen.
      if (choice) choosePlan(choice, regNumber);
      await navigate('/dashboard/payments');
    },
    // No plan: the message in a toast and above the levels, and focus on the first level.
    onInvalid: (errors) => {
      if (errors.plan?.message) toast.error(errors.plan.message);
      formProps.ref.current?.querySelector<HTMLElement>('summary')?.focus();
    },
  });
  // The plan chosen (kept in the browser, so it may arrive after the first render) is the form's answer.
  const chosenId = choice?.plan._id ?? '';
  useEffect(() => form.setValue('plan', chosenId), [form, chosenId]);
  const missing = chosenId ? undefined : form.formState.errors.plan?.message;

  const toggle = (level: string, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(level) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(level);
      else next.delete(level);
      return next;
    });

  return (
    <form {...formProps} aria-busy={undefined} aria-labelledby="choose-plan-title">
      <h2 id="choose-plan-title" className="text-2xl font-bold text-navy">
        Choose your plan
      </h2>
      <p className="mt-1 text-muted">Open a level to see its claim limits and prices for each length of cover.</p>
      {missing ? (
        <p id="plan-error" className="mt-3 font-medium text-danger">
          {missing}
        </p>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {answer.levelsAndPlans.map((level) => (
            <LevelPlans
              key={level.level}
              level={level}
              open={open.has(level.level)}
              onToggle={(isOpen) => toggle(level.level, isOpen)}
              selectedId={choice?.plan._id}
              onChoose={(chosen) => {
                choosePlan(chosen, regNumber);
                form.clearErrors('plan');
              }}
            />
          ))}
          {answer.ineligible.length > 0 ? (
            <section aria-labelledby="not-available-title" className="rounded-xl border border-line p-4">
              <h3 id="not-available-title" className="font-bold text-navy">
                Not available for your vehicle
              </h3>
              <ul className="mt-2 space-y-2">
                {answer.ineligible.map((level) => (
                  <li key={level.level}>
                    <span className="font-semibold">{level.name}</span>
                    <span className="block text-sm text-muted">{level.reason}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="space-y-4">
          <div role="status" className="rounded-xl border-2 border-navy p-4">
            <p className="text-sm font-semibold text-muted">Your choice</p>
            {choice ? (
              <p className="mt-1 font-semibold text-navy">
                {choice.level.name}, £{groupDigits(choice.claim)} per claim, {choice.plan.month} months:{' '}
                {formatPrice(choice.plan.price)}
                {monthly && monthlyOffer(choice.plan.price, choice.plan.month) ? (
                  <span className="block text-sm font-normal text-muted">
                    {monthlyOffer(choice.plan.price, choice.plan.month)}
                  </span>
                ) : null}
              </p>
            ) : (
              <p className="mt-1 text-ink">No plan chosen yet.</p>
            )}
          </div>
          <RecentlyViewed />
        </div>
      </div>
      <StepActions>
        <Link to="/purchase/warranty-details" className={buttonClasses('plain', stepButton)}>
          Back
        </Link>
        <Button type="submit" {...stepButton} aria-describedby={missing ? 'plan-error' : undefined}>
          Continue to payment
        </Button>
      </StepActions>
    </form>
  );
}
