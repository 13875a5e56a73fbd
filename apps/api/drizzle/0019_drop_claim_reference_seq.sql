-- Claim references come from the counter per kind and UK year (reference_counters, 0009), so the
-- sequence an early version of 0014_claims made is unused. It is dropped where it exists: a database
-- migrated before 0014 lost its CREATE SEQUENCE has it; one migrated since never had it.
DROP SEQUENCE IF EXISTS "claim_reference_seq";
