ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_status_check";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sending', 'sent', 'failed', 'held'));--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "held_at" timestamp with time zone;
