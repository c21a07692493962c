-- Up Migration
-- The drive (issue 5): what the upload job records, and the folder tree's lookups.
-- status: 'pending' while the upload job has not finished a file, 'ready' after; folders are
-- created ready. storage_key is the key of the bytes behind the storage interface (src/storage),
-- never a user-supplied name. checksum is the SHA-256 of the bytes (hex).
ALTER TABLE files.files
  ADD COLUMN status text NOT NULL DEFAULT 'ready' CHECK (status IN ('pending', 'ready', 'failed')),
  ADD COLUMN size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
  ADD COLUMN checksum char(64),
  ADD COLUMN storage_key text,
  ADD COLUMN thumbnail_key text,
  ADD COLUMN updated timestamptz NOT NULL DEFAULT now();
-- a folder's children in name order (the drive lists folders first, then files, by name)
CREATE INDEX files_account_parent_name_idx ON files.files (account_id, parent_id, content_type, file_name);

-- Down Migration
DROP INDEX files.files_account_parent_name_idx;
ALTER TABLE files.files
  DROP COLUMN status,
  DROP COLUMN size,
  DROP COLUMN checksum,
  DROP COLUMN storage_key,
  DROP COLUMN thumbnail_key,
  DROP COLUMN updated;
