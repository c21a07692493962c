-- Up Migration
-- Permission management audit (issue 3): every change of a member's permission set, who made it,
-- when, and the set before and after. NULL old = the member was added to permission management,
-- NULL new = the member was removed (their set went back to the account type's member preset).
CREATE TABLE identity.permission_audit (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id),
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by_type text NOT NULL,
  changed_by_id text NOT NULL,
  member_type text NOT NULL,
  member_id text NOT NULL,
  old_permissions jsonb,
  new_permissions jsonb,
  CHECK (old_permissions IS NOT NULL OR new_permissions IS NOT NULL)
);
-- the page reads the newest changes of one account
CREATE INDEX permission_audit_account_idx ON identity.permission_audit (account_id, changed_at DESC, id DESC);

-- Down Migration
DROP TABLE identity.permission_audit;
