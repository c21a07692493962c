// Provider states of the task interactions of the mfe-admin pact (mfe-admin/src/pact/tasks.pact.test.ts).
// "Token needed even for reads": task GETs carry the CSRF token in the x-csrf-token header, which
// the provider's request filter does not rewrite (it fills body tokens only), so these states hand
// the session's real token to the consumer's header through fromProviderState('${csrfToken}').
import { csrfTokenFor, inTransaction, sessionKey } from '@portal/contracts/server';
import type { ServiceDeps } from '../deps.ts';
import { insertTask, setTasked } from '../tasks/repository.ts';

const STAFF = { type: 'CAPNHQMember' as const, id: 510003 };
const CADET = { type: 'CAPNHQMember' as const, id: 510004 };

/** Names agreed with the consumer (TASK_STATES in tasks.pact.test.ts). */
export const TASK_STATE_NAMES = {
  staffWithTask: 'tasks: a signed-in member staff who gave cadet a task',
  cadetWithTask: 'tasks: a signed-in member cadet tasked by staff',
} as const;

export function taskStates(
  deps: ServiceDeps,
  seed: () => Promise<unknown>,
  signedIn: (username: string) => Promise<{ sessionID: string }>,
) {
  /**
   * The only task of md001 (earlier interactions' tasks are removed, so a list answers exactly
   * this one): staff's open task for cadet, due 2030-05-01; returns its id.
   */
  async function staffTaskForCadet(): Promise<number> {
    return inTransaction(deps.pool, async (client) => {
      await client.query(`DELETE FROM identity.tasks WHERE account_id = 'md001'`);
      const id = await insertTask(client, {
        accountID: 'md001',
        title: 'Pact example task',
        details: 'Count the supply room',
        dueDate: '2030-05-01',
        tasker: STAFF,
        now: deps.clock(),
      });
      await setTasked(client, 'md001', id, [CADET]);
      return id;
    });
  }

  /** Signs `username` in and gives the consumer { sessionID, csrfToken, taskID }. */
  async function withTask(username: string) {
    await seed();
    const { sessionID } = await signedIn(username);
    const csrfToken = csrfTokenFor(
      { sessionID: sessionKey(sessionID), accountID: 'md001' },
      deps.config.contextSecret,
    );
    return { sessionID, csrfToken, taskID: await staffTaskForCadet() };
  }

  return {
    [TASK_STATE_NAMES.staffWithTask]: () => withTask('staff'),
    [TASK_STATE_NAMES.cadetWithTask]: () => withTask('cadet'),
  };
}
