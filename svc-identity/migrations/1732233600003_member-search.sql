-- Up Migration
-- Member search (platform §2, issue 3): case-insensitive "contains" matching on unit name, last
-- name, first name and duty name, answered from trigram GIN indexes so 20,000 members answer fast.
-- The extension may already exist in another schema of the database (another service created it):
-- the indexes name the operator class in whichever schema holds it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  EXECUTE format(
    'CREATE INDEX members_name_last_trgm_idx ON identity.members USING gin (lower(name_last) %I.gin_trgm_ops)',
    trgm_schema);
  EXECUTE format(
    'CREATE INDEX members_name_first_trgm_idx ON identity.members USING gin (lower(name_first) %I.gin_trgm_ops)',
    trgm_schema);
  EXECUTE format(
    'CREATE INDEX members_squadron_trgm_idx ON identity.members USING gin (lower(squadron) %I.gin_trgm_ops)',
    trgm_schema);
  EXECUTE format(
    'CREATE INDEX duty_positions_duty_trgm_idx ON identity.duty_positions USING gin (lower(duty) %I.gin_trgm_ops)',
    trgm_schema);
END $$;

-- Down Migration
DROP INDEX IF EXISTS identity.duty_positions_duty_trgm_idx;
DROP INDEX IF EXISTS identity.members_squadron_trgm_idx;
DROP INDEX IF EXISTS identity.members_name_first_trgm_idx;
DROP INDEX IF EXISTS identity.members_name_last_trgm_idx;
