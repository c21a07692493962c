// The cadets' slip states of the viewed event, loaded once for the viewer page and shared by the
// managers' panel, the attendance list and the spreadsheet. Loaded, on an event whose required
// forms include the 60-80, for event managers with FULL permission (§6: every committed cadet) and
// for a committed attendee (the server answers their own row only); loaded again when a slip field
// of the event changes (the server may now say "needs re-signing").
import {
  areMemberReferencesEqual,
  canonicalSlipText,
  effectiveEventLevel,
  type EventActor,
  type ViewerData,
  requiresPermissionSlip,
  slipFieldsOf,
  type SlipStatus,
} from '@portal/contracts';
import { useLoadState, type ApiClient } from '@portal/kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEventActor } from '../eventData/eventActor.ts';
import { serverMessage } from '../eventData/serverMessage.ts';
import { loadSlipStatuses } from './slipCalls.ts';
import { slipsByMember } from './slipText.ts';

export interface SlipStatuses {
  /** The viewed event (the signed PDF's link is under it). */
  eventID: number;
  /** The managers' view (every committed cadet); false: a cadet's own row only. */
  all: boolean;
  /** null while loading or after a failure. */
  list: SlipStatus[] | null;
  byMember: ReadonlyMap<string, SlipStatus>;
  error: string | null;
  /** Reads the states again (after a request or a revoke). */
  refresh(): void;
}

const SlipStatusContext = createContext<SlipStatuses | null>(null);

/** The states, or null where the page shows no slips (no 60-80 asked, or neither manager nor cadet). */
export const useSlipStatuses = (): SlipStatuses | null => useContext(SlipStatusContext);

/** Whose slips the viewer reads: all (FULL managers), their own (a committed attendee), or none. */
function scopeOf(data: ViewerData, full: boolean, actor: EventActor): 'all' | 'own' | null {
  if (!requiresPermissionSlip(data.event.requiredForms)) return null;
  if (full) return 'all';
  const own = actor
    ? data.attendees.find(
        (a) => areMemberReferencesEqual(a.record.memberID, actor) && a.record.status === 'COMMITTEDATTENDED',
      )
    : undefined;
  return own ? 'own' : null;
}

export function SlipStatusProvider(props: { data: ViewerData; client: ApiClient; children: ReactNode }) {
  const { data, client } = props;
  const event = data.event;
  const { actor, ctx } = useEventActor();
  const scope = scopeOf(data, effectiveEventLevel(actor, event, ctx) === 'FULL', actor);
  const content = canonicalSlipText(slipFieldsOf(event));
  const load = useLoadState(
    scope ? (signal) => loadSlipStatuses(event.id, client, signal) : null,
    [scope, event.id, content, client],
    serverMessage,
  );
  const value = useMemo<SlipStatuses>(() => {
    const list = load.state === 'LOADED' ? load.value : null;
    return {
      eventID: event.id,
      all: scope === 'all',
      list,
      byMember: slipsByMember(list ?? []),
      error: load.state === 'ERROR' ? load.message : null,
      refresh: load.refresh,
    };
  }, [load, scope, event.id]);
  return (
    <SlipStatusContext.Provider value={scope ? value : null}>{props.children}</SlipStatusContext.Provider>
  );
}
