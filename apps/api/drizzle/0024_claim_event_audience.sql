ALTER TABLE "claim_events" ADD COLUMN "audience" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_audience_check" CHECK ("claim_events"."audience" in ('everyone', 'customer', 'garage', 'staff'));--> statement-breakpoint
-- Notes written before audiences: the customer's words were for the claims team; the garage's
-- messages likewise; a request for information was for whom it asked (DESIGN §9.1 "Who sees what").
UPDATE "claim_events" SET "audience" = 'customer' WHERE "actor" = 'customer';--> statement-breakpoint
UPDATE "claim_events" SET "audience" = 'garage' WHERE "actor" = 'garage' AND "kind" = 'message';--> statement-breakpoint
UPDATE "claim_events" SET "audience" = CASE WHEN "note" LIKE 'Asked the garage:%' THEN 'garage' ELSE 'customer' END WHERE "kind" = 'request-info';
