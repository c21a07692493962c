-- Up Migration
-- Personal folders (platform §2 /drive/{member reference}) are virtual: their id is the member
-- reference string. This table remembers the members who asked for theirs (opened it), with the
-- name to show in the 'personalfolders' list, so a folder appears there before it holds anything.
CREATE TABLE files.personal_folders (
  account_id text NOT NULL,
  -- the member reference string, e.g. 'CAPNHQMember-510004' (= the personal folder's id)
  member text NOT NULL,
  name text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, member)
);

-- Down Migration
DROP TABLE files.personal_folders;
