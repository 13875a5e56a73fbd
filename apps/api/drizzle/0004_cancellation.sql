ALTER TABLE "warranties" ADD COLUMN "cancellation_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "cancelled_at" timestamp with time zone;