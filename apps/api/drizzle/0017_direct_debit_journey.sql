-- Buying monthly by Direct Debit (issue 19, DESIGN §8.2): GoCardless as a payment provider of
-- orders and transactions, the `suspended` warranty status, and what the arrears rules need to
-- remember (the status a suspension interrupted, the one automatic retry).
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_provider_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('paypal', 'gocardless'));--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_provider_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_check" CHECK ("transactions"."provider" in ('paypal', 'gocardless'));--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_provider_check";--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_provider_check" CHECK ("webhook_events"."provider" in ('paypal', 'gocardless'));--> statement-breakpoint
ALTER TABLE "warranties" DROP CONSTRAINT "warranties_status_check";--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_status_check" CHECK ("warranties"."status" in ('pending-payment', 'under-review', 'inspection-scheduled', 'inspection-passed', 'inspection-failed', 'refunded', 'cancelled', 'suspended'));--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "status_before_suspension" text;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "cancelled_on" date;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "mandate_reference" text;--> statement-breakpoint
ALTER TABLE "direct_debit_instalments" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "direct_debit_plans_warranty_idx" ON "direct_debit_plans" USING btree ("warranty_id");
