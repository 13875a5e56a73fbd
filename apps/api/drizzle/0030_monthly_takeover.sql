ALTER TABLE "direct_debit_plans" DROP CONSTRAINT "direct_debit_plans_cancel_reason_check";--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD COLUMN "takeover_user_id" uuid;--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD COLUMN "takeover_billing_request_id" text;--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD COLUMN "takeover_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD CONSTRAINT "direct_debit_plans_transfer_id_warranty_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."warranty_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD CONSTRAINT "warranty_transfers_takeover_user_id_users_id_fk" FOREIGN KEY ("takeover_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_debit_plans_transfer_idx" ON "direct_debit_plans" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_transfers_takeover_request_idx" ON "warranty_transfers" USING btree ("takeover_billing_request_id");--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD CONSTRAINT "direct_debit_plans_origin_check" CHECK (("direct_debit_plans"."order_id" is null) <> ("direct_debit_plans"."transfer_id" is null));--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD CONSTRAINT "direct_debit_plans_cancel_reason_check" CHECK ("direct_debit_plans"."cancel_reason" in ('cooling-off', 'stopped', 'arrears', 'transferred'));