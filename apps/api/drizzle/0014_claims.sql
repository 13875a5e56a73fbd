-- Claims online (issue 18, DESIGN §8.1): claims, their timeline, the garage's private links and files.
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"warranty_id" uuid NOT NULL REFERENCES "warranties"("id"),
	"user_id" uuid NOT NULL REFERENCES "users"("id"),
	"status" text DEFAULT 'reported' NOT NULL,
	"fault_date" date NOT NULL,
	"mileage" integer NOT NULL,
	"what_happened" text NOT NULL,
	"safe_to_drive" text NOT NULL,
	"warning_lights" text NOT NULL,
	"garage" jsonb NOT NULL,
	"estimate" jsonb,
	"estimate_received_at" timestamp with time zone,
	"adjustments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authorised_amount" integer,
	"authorised_at" timestamp with time zone,
	"decline_reason" text,
	"decline_note" text,
	"declined_at" timestamp with time zone,
	"invoice" jsonb,
	"payment_reference" text,
	"paid_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('reported', 'estimate-received', 'info-requested', 'authorised', 'invoiced', 'paid', 'declined', 'withdrawn')),
	CONSTRAINT "claims_safe_to_drive_check" CHECK ("claims"."safe_to_drive" in ('yes', 'no', 'not-sure')),
	CONSTRAINT "claims_warning_lights_check" CHECK ("claims"."warning_lights" in ('none', 'amber', 'red')),
	CONSTRAINT "claims_decline_reason_check" CHECK ("claims"."decline_reason" in ('not-covered-at-level', 'wear-and-tear', 'consequential-or-accident', 'fault-before-cover', 'servicing-not-kept', 'work-before-authorisation', 'outside-cover-dates-or-limits', 'misuse', 'other'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "claims_reference_idx" ON "claims" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "claims_warranty_idx" ON "claims" USING btree ("warranty_id");--> statement-breakpoint
CREATE INDEX "claims_user_created_idx" ON "claims" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_status_updated_idx" ON "claims" USING btree ("status","updated_at");--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id"),
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid REFERENCES "users"("id"),
	"from_status" text,
	"to_status" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_events_kind_check" CHECK ("claim_events"."kind" in ('reported', 'send-estimate', 'request-info', 'answer-info', 'message', 'adjust', 'authorise', 'decline', 'withdraw', 'send-invoice', 'mark-paid', 'reopen', 'garage-link-sent')),
	CONSTRAINT "claim_events_actor_check" CHECK ("claim_events"."actor" in ('customer', 'garage', 'staff'))
);
--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE TABLE "claim_garage_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id"),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "claim_garage_links_hash_idx" ON "claim_garage_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "claim_garage_links_claim_idx" ON "claim_garage_links" USING btree ("claim_id");--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id"),
	"kind" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_files_kind_check" CHECK ("claim_files"."kind" in ('photo', 'estimate', 'invoice', 'other')),
	CONSTRAINT "claim_files_uploaded_by_check" CHECK ("claim_files"."uploaded_by" in ('customer', 'garage', 'staff'))
);
--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id","created_at");
