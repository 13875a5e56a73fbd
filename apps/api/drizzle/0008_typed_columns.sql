ALTER TABLE "payment_orders" ALTER COLUMN "quote" DROP NOT NULL;--> statement-breakpoint
-- A balance order is its own kind: it names the warranty it pays for and carries no quote.
UPDATE "payment_orders" SET "quote" = NULL WHERE "purpose" = 'balance';--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('new', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_purpose_check" CHECK ("password_tokens"."purpose" in ('reset', 'set-password'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'staff'));--> statement-breakpoint
ALTER TABLE "vehicle_lookups" ADD CONSTRAINT "vehicle_lookups_outcome_check" CHECK ("vehicle_lookups"."outcome" in ('found', 'not-found'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('purchase', 'balance'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_provider_check" CHECK ("payment_orders"."provider" in ('paypal'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created', 'capturing', 'capture-pending', 'completed', 'failed', 'expired', 'flagged'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_kind_shape_check" CHECK (("payment_orders"."purpose" = 'purchase' and "payment_orders"."quote" is not null and "payment_orders"."warranty_id" is null) or ("payment_orders"."purpose" = 'balance' and "payment_orders"."quote" is null and "payment_orders"."warranty_id" is not null));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_kind_check" CHECK ("transactions"."kind" in ('payment', 'refund'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_check" CHECK ("transactions"."provider" in ('paypal'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('COMPLETED', 'DECLINED', 'PARTIALLY_REFUNDED', 'PENDING', 'REFUNDED', 'FAILED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_status_check" CHECK ("warranties"."status" in ('pending-payment', 'under-review', 'inspection-scheduled', 'inspection-passed', 'inspection-failed', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_level_check" CHECK ("warranties"."level" in ('safe', 'secure', 'supreme'));--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_months_check" CHECK ("warranties"."months" in (3, 6, 12, 24, 36));--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_fuel_type_check" CHECK ("warranties"."fuel_type" in ('petrol', 'diesel', 'hybrid', 'electric', 'other'));--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_drive_type_check" CHECK ("warranties"."drive_type" in ('2WD', '4x4'));--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_vehicle_type_check" CHECK ("warranties"."vehicle_type" in ('car', 'van'));--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_provider_check" CHECK ("webhook_events"."provider" in ('paypal'));