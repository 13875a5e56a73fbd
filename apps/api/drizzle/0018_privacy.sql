-- Privacy (issue 23, docs/privacy.md): erased accounts kept under a pseudonym, the retention job's
-- runs, marketing consents (PECR) with their wording, data requests handled by staff, and the
-- device a session was opened from.
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at" DESC);--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"wording" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	"unsubscribe_token_hash" text NOT NULL,
	CONSTRAINT "marketing_consents_withdrawn_by_check" CHECK ("marketing_consents"."withdrawn_by" in ('customer', 'unsubscribe-link', 'erasure'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_consents_token_idx" ON "marketing_consents" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "marketing_consents_user_idx" ON "marketing_consents" USING btree ("user_id","given_at" DESC);--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"requester" text NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"identity_check" text,
	"outcome" text,
	"outcome_reason" text,
	"closed_at" timestamp with time zone,
	"recorded_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('access', 'erasure', 'rectification', 'objection')),
	CONSTRAINT "privacy_requests_channel_check" CHECK ("privacy_requests"."channel" in ('e-mail', 'phone', 'letter', 'dashboard')),
	CONSTRAINT "privacy_requests_outcome_check" CHECK ("privacy_requests"."outcome" in ('exported', 'erased', 'refused', 'done'))
);
--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("closed_at","due_on");
