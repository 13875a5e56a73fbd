CREATE TABLE "complaint_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"complaint_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_events_kind_check" CHECK ("complaint_events"."kind" in ('received', 'acknowledged', 'assigned', 'note', 'final-response', 'referred', 'arbiter-decision'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"claim_id" uuid,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"owner_id" uuid,
	"acknowledged_at" timestamp with time zone,
	"final_response_due_on" date NOT NULL,
	"outcome" text,
	"outcome_reasons" text,
	"redress" text,
	"redress_pence" integer,
	"responded_at" timestamp with time zone,
	"referred_at" timestamp with time zone,
	"arbiter_decision" text,
	"arbiter_note" text,
	"arbiter_amount" integer,
	"arbiter_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_reference_check" CHECK ("complaints"."reference" ~ '^KP-[0-9]{2}-[0-9]{7}$'),
	CONSTRAINT "complaints_channel_check" CHECK ("complaints"."channel" in ('online', 'phone', 'e-mail', 'letter')),
	CONSTRAINT "complaints_subject_check" CHECK ("complaints"."subject" in ('claim-decision', 'service')),
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('open', 'responded', 'referred', 'arbiter-decided')),
	CONSTRAINT "complaints_outcome_check" CHECK ("complaints"."outcome" in ('upheld', 'partly-upheld', 'not-upheld')),
	CONSTRAINT "complaints_arbiter_decision_check" CHECK ("complaints"."arbiter_decision" in ('for-customer', 'for-us'))
);
--> statement-breakpoint
ALTER TABLE "reference_counters" DROP CONSTRAINT "reference_counters_kind_check";--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_fkey" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_reference_idx" ON "complaints" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_status_due_idx" ON "complaints" USING btree ("status","final_response_due_on");--> statement-breakpoint
CREATE INDEX "complaints_claim_idx" ON "complaints" USING btree ("claim_id");--> statement-breakpoint
ALTER TABLE "reference_counters" ADD CONSTRAINT "reference_counters_kind_check" CHECK ("reference_counters"."kind" in ('warranty', 'order', 'receipt', 'claim', 'directDebit', 'complaint'));