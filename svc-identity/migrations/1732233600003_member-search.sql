-- Up Migration
-- Member search (platform §2, issue 3): case-insensitive "contains" matching on unit name, last
-- name, first name and duty name. The lowercased text is stored (generated columns), so neither a
-- scan nor an index recheck lowercases every row, and trigram GIN indexes answer the patterns, so
-- 20,000 members answer fast (bench/memberSearch.mjs).
ALTER TABLE identity.members
  ADD COLUMN search_name_last text GENERATED ALWAYS AS (lower(name_last)) STORED,
  ADD COLUMN search_name_first text GENERATED ALWAYS AS (lower(name_first)) STORED,
  ADD COLUMN search_squadron text GENERATED ALWAYS AS (lower(squadron)) STORED;
ALTER TABLE identity.duty_positions
  ADD COLUMN search_duty text GENERATED ALWAYS AS (lower(duty)) STORED;

-- Results come ordered by last and first name within the account.
CREATE INDEX members_search_order_idx
  ON identity.members (account_id, search_name_last, search_name_first, type, id);

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
    'CREATE INDEX members_name_last_trgm_idx ON identity.members USING gin (search_name_last %I.gin_trgm_ops)',
    trgm_schema);
  EXECUTE format(
    'CREATE INDEX members_name_first_trgm_idx ON identity.members USING gin (search_name_first %I.gin_trgm_ops)',
    trgm_schema);
  EXECUTE format(
    'CREATE INDEX members_squadron_trgm_idx ON identity.members USING gin (search_squadron %I.gin_trgm_ops)',
    trgm_schema);
  EXECUTE format(
    'CREATE INDEX duty_positions_duty_trgm_idx ON identity.duty_positions USING gin (search_duty %I.gin_trgm_ops)',
    trgm_schema);
END $$;

-- Down Migration
DROP INDEX IF EXISTS identity.duty_positions_duty_trgm_idx;
DROP INDEX IF EXISTS identity.members_squadron_trgm_idx;
DROP INDEX IF EXISTS identity.members_name_first_trgm_idx;
DROP INDEX IF EXISTS identity.members_name_last_trgm_idx;
DROP INDEX IF EXISTS identity.members_search_order_idx;
ALTER TABLE identity.duty_positions DROP COLUMN search_duty;
ALTER TABLE identity.members DROP COLUMN search_squadron, DROP COLUMN search_name_first, DROP COLUMN search_name_last;
