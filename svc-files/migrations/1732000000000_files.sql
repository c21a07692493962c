-- Up Migration
-- svc-files owns the `files` schema. Every row carries its account id; every query filters by it.
CREATE TABLE files.files (
  account_id text NOT NULL,
  -- 32 hex characters for ordinary files and folders (platform §3 File).
  id char(32) NOT NULL CHECK (id ~ '^[0-9a-f]{32}$'),
  -- A file id or one of the special folder ids 'root', 'events', 'personalfolders'.
  parent_id text NOT NULL,
  file_name text NOT NULL,
  -- 'application/folder' for folders.
  content_type text NOT NULL,
  -- Member references { type, id }.
  owner jsonb NOT NULL,
  uploader jsonb,
  comments text NOT NULL DEFAULT '',
  -- Sharing entries: [{ type: OTHER|SIGNEDIN|ACCOUNTMEMBER|TEAM|USER, permission bits, teamID?, reference? }].
  permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, id)
);
CREATE INDEX files_account_parent_idx ON files.files (account_id, parent_id);

-- Down Migration
DROP TABLE files.files;
