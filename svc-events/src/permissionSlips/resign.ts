// An event edit that changes a field the slip shows (times, places, transport, cost,
// activity...) turns its signed slips into "needs re-signing" and mails the guardians a new link
// with what changed; an edit of other fields leaves the signatures valid. Runs after the edit is
// committed; it logs its own failures (the edit stands regardless).
import { changedSlipFields, slipFieldsOf, stringifyMemberReference, type Event } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import { committedCadets } from './cadets.ts';
import { issueAndMail } from './issue.ts';
import { scheduleReminder } from './reminder.ts';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { memberOfRow, slipsOfEvent } from './slipRepository.ts';

export function resignOnEdit(deps: PermissionSlipDeps): (event: Event) => Promise<void> {
  return async (event) => {
    try {
      const rows = await slipsOfEvent(deps.db, event.accountID, event.id);
      // a moved meet time moves the reminder (the old job finds the meet time changed)
      if (rows.length > 0) await scheduleReminder(deps, event);
      const now = slipFieldsOf(event);
      const stale = rows.filter(
        (row) =>
          row.state === 'SIGNED' && row.signed_fields && changedSlipFields(row.signed_fields, now).length > 0,
      );
      if (stale.length === 0 || !deps.mail) return;
      const cadets = new Map(
        (await committedCadets(deps.db, deps.memberDetails, event)).map((c) => [
          stringifyMemberReference(c.member),
          c,
        ]),
      );
      for (const row of stale) {
        const cadet = cadets.get(stringifyMemberReference(memberOfRow(row)));
        if (!cadet || cadet.guardians.length === 0) continue;
        await inTransaction(deps.db, (db) =>
          issueAndMail(db, deps, event, cadet, {
            state: 'NEEDS_RESIGNING',
            changed: changedSlipFields(row.signed_fields!, now),
            reminder: false,
            now: deps.now?.() ?? Date.now(),
          }),
        );
      }
    } catch (error) {
      deps.logger.warn({ err: error, eventID: event.id }, 'permission slips: re-signing requests failed');
    }
  };
}
