ALTER TABLE "direct_debit_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "direct_debit_events" ADD COLUMN "failed_at" timestamp with time zone;