CREATE TABLE "mot_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warranty_id" uuid NOT NULL,
	"mot_due_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mot_reminders_kind_check" CHECK ("mot_reminders"."kind" in ('30-days', '7-days'))
);
--> statement-breakpoint
ALTER TABLE "mot_reminders" ADD CONSTRAINT "mot_reminders_warranty_id_warranties_id_fk" FOREIGN KEY ("warranty_id") REFERENCES "public"."warranties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mot_reminders_once_idx" ON "mot_reminders" USING btree ("warranty_id","mot_due_date","kind");