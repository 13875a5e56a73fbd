ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_purpose_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_kind_shape_check";--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "payoff_order_id" uuid;--> statement-breakpoint
ALTER TABLE "direct_debit_plans" ADD COLUMN "payoff_restore_of" text;--> statement-breakpoint
CREATE INDEX "direct_debit_plans_payoff_idx" ON "direct_debit_plans" USING btree ("payoff_order_id") WHERE "direct_debit_plans"."payoff_order_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('purchase', 'balance', 'payoff'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_shape_check" CHECK (("payment_orders"."purpose" = 'purchase' and "payment_orders"."quote" is not null and "payment_orders"."warranty_id" is null) or ("payment_orders"."purpose" in ('balance', 'payoff') and "payment_orders"."quote" is null and "payment_orders"."warranty_id" is not null));