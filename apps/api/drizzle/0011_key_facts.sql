-- What the buyer declared before paying (issue #26): the terms' version they read with the key
-- facts, the declaration's words and time, and the unlikely hand-typed details they confirmed.
ALTER TABLE "payment_orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "declaration" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "unlikely_details" jsonb DEFAULT '[]'::jsonb NOT NULL;
