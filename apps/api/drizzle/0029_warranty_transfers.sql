CREATE TABLE "warranty_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warranty_id" uuid NOT NULL,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid,
	"new_owner_name" text NOT NULL,
	"new_owner_email" text NOT NULL,
	"sale_date" date NOT NULL,
	"sale_mileage" integer NOT NULL,
	"fee_pence" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"refusal_reason" text,
	"refused_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_transfers_status_check" CHECK ("warranty_transfers"."status" in ('pending', 'accepted', 'cancelled', 'refused', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD CONSTRAINT "warranty_transfers_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD CONSTRAINT "warranty_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD CONSTRAINT "warranty_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_transfers" ADD CONSTRAINT "warranty_transfers_refused_by_users_id_fk" FOREIGN KEY ("refused_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_transfers_token_idx" ON "warranty_transfers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_transfers_one_pending_idx" ON "warranty_transfers" USING btree ("warranty_id") WHERE "warranty_transfers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "warranty_transfers_warranty_idx" ON "warranty_transfers" USING btree ("warranty_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warranty_transfers_status_idx" ON "warranty_transfers" USING btree ("status","created_at" DESC NULLS LAST);