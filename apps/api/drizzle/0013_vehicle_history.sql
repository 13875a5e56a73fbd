-- DESIGN §8.3: the DVSA's MOT history answers, kept a day per registration, and the outcome of
-- the check an order and its warranty were sold on.
CREATE TABLE "vehicle_history_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration" text NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"history" jsonb,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_history_checks_outcome_check" CHECK ("vehicle_history_checks"."outcome" in ('found', 'not-found')),
	CONSTRAINT "vehicle_history_checks_shape_check" CHECK (("vehicle_history_checks"."outcome" = 'found') = ("vehicle_history_checks"."history" is not null))
);--> statement-breakpoint
CREATE INDEX "vehicle_history_checks_registration_idx" ON "vehicle_history_checks" USING btree ("registration","checked_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "history" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "history_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "history_reading_miles" integer;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "history" jsonb;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "history_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "history_reading_miles" integer;--> statement-breakpoint
CREATE INDEX "warranties_history_flagged_idx" ON "warranties" USING btree ("history_flagged","created_at" DESC NULLS LAST) WHERE "warranties"."history_flagged";
