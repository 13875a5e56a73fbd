-- A monthly plan's later life (issue 19): why it was cancelled (within cooling-off with every
-- collection refunded, collections stopped by the customer or staff, or arrears) and the last day
-- of cover it paid for; and the billing request of a change of bank details under way.
ALTER TABLE "direct_debit_plans" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "cover_ends_on" date;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "change_billing_request_id" text;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD CONSTRAINT "direct_debit_plans_cancel_reason_check" CHECK ("direct_debit_plans"."cancel_reason" in ('cooling-off', 'stopped', 'arrears'));
