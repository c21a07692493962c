-- Up Migration
-- Tasks (platform §3 Task: tasker, results each with tasked; §6 visibility; §7 tasks). The other
-- fields are designed in svc-identity/README.md "Tasks": title, details, a due date (a calendar
-- day), when created and last changed; per tasked member done, comments and when completed.
-- Member references are (type, id text) like every identity table; no foreign key to
-- identity.members, so removing a member never fails on their old tasks (names fall back to the
-- reference when the member is gone).
CREATE TABLE identity.tasks (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  details text NOT NULL DEFAULT '' CHECK (length(details) <= 5000),
  due_date date,
  tasker_type text NOT NULL CHECK (tasker_type IN ('CAPNHQMember', 'CAPProspectiveMember')),
  tasker_id text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX tasks_account_idx ON identity.tasks (account_id, created_at DESC);
CREATE INDEX tasks_tasker_idx ON identity.tasks (account_id, tasker_type, tasker_id);

CREATE TABLE identity.task_results (
  account_id text NOT NULL,
  task_id bigint NOT NULL REFERENCES identity.tasks (id) ON DELETE CASCADE,
  tasked_type text NOT NULL CHECK (tasked_type IN ('CAPNHQMember', 'CAPProspectiveMember')),
  tasked_id text NOT NULL,
  done boolean NOT NULL DEFAULT false,
  comments text NOT NULL DEFAULT '' CHECK (length(comments) <= 2000),
  completed_at timestamptz,
  PRIMARY KEY (task_id, tasked_type, tasked_id),
  CHECK (done = (completed_at IS NOT NULL))
);
-- "tasks given to me"
CREATE INDEX task_results_tasked_idx ON identity.task_results (account_id, tasked_type, tasked_id);

-- Down Migration
DROP TABLE identity.task_results;
DROP TABLE identity.tasks;
