-- Customer-facing references (KW-26-0042137): a counter per kind and UK year, and a stored, unique
-- reference on every warranty, payment order and transaction. Existing rows are numbered in the
-- order they were made within their UK year, with the same Damm check digit as
-- packages/domain/src/references (a temporary function below, dropped at the end).
CREATE TABLE "reference_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "reference_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "reference_counters_kind_check" CHECK ("reference_counters"."kind" in ('warranty', 'order', 'receipt', 'claim', 'directDebit')),
	CONSTRAINT "reference_counters_sequence_check" CHECK ("reference_counters"."last_sequence" between 1 and 999999)
);
--> statement-breakpoint
CREATE FUNCTION "kestrel_backfill_reference"(kind_code text, letter text, year_of_issue integer, sequence bigint) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	damm integer[] := ARRAY[0,3,1,7,5,9,8,6,4,2,7,0,9,2,1,5,4,8,6,3,4,2,0,6,8,7,1,3,5,9,1,7,5,0,9,8,3,4,2,6,6,1,2,3,0,4,5,9,7,8,3,6,7,4,2,0,9,5,8,1,5,8,6,9,7,2,0,1,3,4,8,9,4,5,3,6,2,0,1,7,9,4,3,8,6,1,7,2,0,5,2,5,8,1,4,3,6,7,9,0];
	yy text := lpad((year_of_issue % 100)::text, 2, '0');
	digits text := lpad(sequence::text, 6, '0');
	checked text := kind_code || yy || digits;
	interim integer := 0;
	i integer;
BEGIN
	FOR i IN 1..length(checked) LOOP
		interim := damm[interim * 10 + substr(checked, i, 1)::integer + 1];
	END LOOP;
	RETURN 'K' || letter || '-' || yy || '-' || digits || interim::text;
END
$$;
--> statement-breakpoint
ALTER TABLE "warranties" ADD COLUMN "reference" text;
--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id", extract(year from "created_at" at time zone 'Europe/London')::integer AS "year",
		row_number() OVER (PARTITION BY extract(year from "created_at" at time zone 'Europe/London')::integer ORDER BY "created_at", "id") AS "sequence"
	FROM "warranties"
)
UPDATE "warranties" SET "reference" = "kestrel_backfill_reference"('1', 'W', "numbered"."year", "numbered"."sequence")
FROM "numbered" WHERE "numbered"."id" = "warranties"."id";
--> statement-breakpoint
INSERT INTO "reference_counters" ("kind", "year", "last_sequence")
SELECT 'warranty', extract(year from "created_at" at time zone 'Europe/London')::integer, count(*) FROM "warranties" GROUP BY 2;
--> statement-breakpoint
ALTER TABLE "warranties" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "warranties_reference_idx" ON "warranties" USING btree ("reference");
--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_reference_check" CHECK ("warranties"."reference" ~ '^KW-[0-9]{2}-[0-9]{7}$');
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reference" text;
--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id", extract(year from "created_at" at time zone 'Europe/London')::integer AS "year",
		row_number() OVER (PARTITION BY extract(year from "created_at" at time zone 'Europe/London')::integer ORDER BY "created_at", "id") AS "sequence"
	FROM "payment_orders"
)
UPDATE "payment_orders" SET "reference" = "kestrel_backfill_reference"('2', 'O', "numbered"."year", "numbered"."sequence")
FROM "numbered" WHERE "numbered"."id" = "payment_orders"."id";
--> statement-breakpoint
INSERT INTO "reference_counters" ("kind", "year", "last_sequence")
SELECT 'order', extract(year from "created_at" at time zone 'Europe/London')::integer, count(*) FROM "payment_orders" GROUP BY 2;
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_reference_idx" ON "payment_orders" USING btree ("reference");
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_reference_check" CHECK ("payment_orders"."reference" ~ '^KO-[0-9]{2}-[0-9]{7}$');
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reference" text;
--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id", extract(year from "created_at" at time zone 'Europe/London')::integer AS "year",
		row_number() OVER (PARTITION BY extract(year from "created_at" at time zone 'Europe/London')::integer ORDER BY "created_at", "id") AS "sequence"
	FROM "transactions"
)
UPDATE "transactions" SET "reference" = "kestrel_backfill_reference"('3', 'R', "numbered"."year", "numbered"."sequence")
FROM "numbered" WHERE "numbered"."id" = "transactions"."id";
--> statement-breakpoint
INSERT INTO "reference_counters" ("kind", "year", "last_sequence")
SELECT 'receipt', extract(year from "created_at" at time zone 'Europe/London')::integer, count(*) FROM "transactions" GROUP BY 2;
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "reference" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reference_idx" ON "transactions" USING btree ("reference");
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reference_check" CHECK ("transactions"."reference" ~ '^KR-[0-9]{2}-[0-9]{7}$');
--> statement-breakpoint
DROP FUNCTION "kestrel_backfill_reference"(text, text, integer, bigint);
