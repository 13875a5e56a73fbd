CREATE TABLE "claim_decision_settings" (
	"version" integer PRIMARY KEY NOT NULL,
	"automatic_limit" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_events" DROP CONSTRAINT "claim_events_kind_check";--> statement-breakpoint
ALTER TABLE "claim_events" DROP CONSTRAINT "claim_events_actor_check";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "automatic_decision" jsonb;--> statement-breakpoint
ALTER TABLE "claim_decision_settings" ADD CONSTRAINT "claim_decision_settings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_kind_check" CHECK ("claim_events"."kind" in ('reported', 'send-estimate', 'request-info', 'answer-info', 'authorise', 'decline', 'withdraw', 'send-invoice', 'mark-paid', 'reopen', 'award', 'reverse-automatic', 'message', 'adjust', 'garage-link-sent', 'file-added'));--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_check" CHECK ("claim_events"."actor" in ('customer', 'garage', 'staff', 'system'));