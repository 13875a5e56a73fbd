ALTER TABLE "claim_events" DROP CONSTRAINT "claim_events_kind_check";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "awarded_amount" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "awarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_before_award" integer;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_kind_check" CHECK ("claim_events"."kind" in ('reported', 'send-estimate', 'request-info', 'answer-info', 'authorise', 'decline', 'withdraw', 'send-invoice', 'mark-paid', 'reopen', 'award', 'message', 'adjust', 'garage-link-sent', 'file-added'));