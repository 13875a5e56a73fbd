-- Monthly payments by Direct Debit (issue 19, DESIGN §8.2): plans with their GoCardless mandate and
-- schedule, one row per instalment, and every provider event stored once by its id.
CREATE TABLE "direct_debit_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"order_id" uuid NOT NULL REFERENCES "payment_orders"("id"),
	"warranty_id" uuid REFERENCES "warranties"("id"),
	"status" text DEFAULT 'awaiting-mandate' NOT NULL,
	"total_amount" integer NOT NULL,
	"billing_request_id" text NOT NULL,
	"mandate_id" text,
	"schedule_id" text,
	"first_failed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_plans_status_check" CHECK ("direct_debit_plans"."status" in ('awaiting-mandate', 'active', 'in-arrears', 'suspended', 'cancelled', 'completed')),
	CONSTRAINT "direct_debit_plans_reference_check" CHECK ("direct_debit_plans"."reference" ~ '^KD-[0-9]{2}-[0-9]{7}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_plans_reference_idx" ON "direct_debit_plans" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_plans_order_idx" ON "direct_debit_plans" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_plans_billing_request_idx" ON "direct_debit_plans" USING btree ("billing_request_id");--> statement-breakpoint
CREATE INDEX "direct_debit_plans_user_idx" ON "direct_debit_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "direct_debit_plans_status_idx" ON "direct_debit_plans" USING btree ("status");--> statement-breakpoint
CREATE TABLE "direct_debit_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL REFERENCES "direct_debit_plans"("id"),
	"number" integer NOT NULL,
	"charge_date" date NOT NULL,
	"amount" integer NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"failure_cause" text,
	"transaction_id" uuid REFERENCES "transactions"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_instalments_status_check" CHECK ("direct_debit_instalments"."status" in ('scheduled', 'submitted', 'collected', 'failed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_instalments_plan_number_idx" ON "direct_debit_instalments" USING btree ("plan_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_instalments_payment_idx" ON "direct_debit_instalments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE TABLE "direct_debit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"resource_type" text NOT NULL,
	"action" text NOT NULL,
	"links" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"plan_id" uuid REFERENCES "direct_debit_plans"("id"),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "direct_debit_events_unprocessed_idx" ON "direct_debit_events" USING btree ("processed_at","received_at");--> statement-breakpoint
CREATE INDEX "direct_debit_events_plan_idx" ON "direct_debit_events" USING btree ("plan_id");
