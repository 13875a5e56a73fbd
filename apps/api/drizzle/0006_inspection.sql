ALTER TABLE "warranties" ADD COLUMN "inspection_date" date;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "inspection_garage" text;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "inspection_notes" text;--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "certificate_issued_at" timestamp with time zone;