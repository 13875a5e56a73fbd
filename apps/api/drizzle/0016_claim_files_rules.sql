-- Claims online, the rest (issue 18, DESIGN §8.1): each warranty keeps the claim rules version it was
-- sold with (every warranty sold so far had version 1), and the timeline records files and the
-- garage links staff send.
ALTER TABLE "warranties" ADD COLUMN "claim_rules_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "warranties" ALTER COLUMN "claim_rules_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "claim_events" DROP CONSTRAINT "claim_events_kind_check";--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_kind_check" CHECK ("claim_events"."kind" in ('reported', 'send-estimate', 'request-info', 'answer-info', 'message', 'adjust', 'authorise', 'decline', 'withdraw', 'send-invoice', 'mark-paid', 'reopen', 'garage-link-sent', 'file-added'));
