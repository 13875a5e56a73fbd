-- When the Direct Debit job last read a live plan's payments and mandate from GoCardless, so that
-- each run reads a bounded batch, the longest unread first, instead of every live plan.
ALTER TABLE "direct_debit_plans" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "direct_debit_plans_reconcile_idx" ON "direct_debit_plans" USING btree ("reconciled_at" NULLS FIRST) WHERE "direct_debit_plans"."status" in ('active', 'in-arrears', 'suspended') and "direct_debit_plans"."schedule_id" is not null;
