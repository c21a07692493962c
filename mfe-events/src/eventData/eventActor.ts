// The signed-in member as the contracts' §6 event rules read them. The session says only whether
// the member is a super user, so the super-user list handed to the rules is that member or none.
import type { EventActor, EventRuleContext } from '@portal/contracts';
import { useSession } from '@portal/kit';

export function useEventActor(): { actor: EventActor; ctx: EventRuleContext } {
  const { member, superUser } = useSession();
  const ctx = {
    superUserIds: superUser && typeof member?.id === 'number' ? [member.id] : [],
    now: Date.now(),
  };
  return { actor: member ?? null, ctx };
}
