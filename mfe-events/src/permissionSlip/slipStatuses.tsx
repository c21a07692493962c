// The cadets' slip states of the viewed event, loaded once for the viewer page and shared by the
// managers' panel, the attendance list and the spreadsheet. Loaded only for event managers with
// FULL permission (§6) of an event whose required forms include the 60-80; loaded again when a
// slip field of the event changes (the server may now say "needs re-signing").
import {
  canonicalSlipText,
  effectiveEventLevel,
  requiresPermissionSlip,
  slipFieldsOf,
  type Event,
  type SlipStatus,
} from '@portal/contracts';
import { useLoadState, type ApiClient } from '@portal/kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEventActor } from '../eventData/eventActor.ts';
import { serverMessage } from '../eventData/serverMessage.ts';
import { loadSlipStatuses } from './slipCalls.ts';
import { slipsByMember } from './slipText.ts';

export interface SlipStatuses {
  /** null while loading or after a failure. */
  list: SlipStatus[] | null;
  byMember: ReadonlyMap<string, SlipStatus>;
  error: string | null;
  /** Reads the states again (after a request or a revoke). */
  refresh(): void;
}

const SlipStatusContext = createContext<SlipStatuses | null>(null);

/** The states, or null where the page shows no slips (not a FULL manager, or no 60-80 asked). */
export const useSlipStatuses = (): SlipStatuses | null => useContext(SlipStatusContext);

export function SlipStatusProvider(props: { event: Event; client: ApiClient; children: ReactNode }) {
  const { event, client } = props;
  const { actor, ctx } = useEventActor();
  const shown =
    effectiveEventLevel(actor, event, ctx) === 'FULL' && requiresPermissionSlip(event.requiredForms);
  const content = canonicalSlipText(slipFieldsOf(event));
  const load = useLoadState(
    shown ? (signal) => loadSlipStatuses(event.id, client, signal) : null,
    [shown, event.id, content, client],
    serverMessage,
  );
  const value = useMemo<SlipStatuses>(() => {
    const list = load.state === 'LOADED' ? load.value : null;
    return {
      list,
      byMember: slipsByMember(list ?? []),
      error: load.state === 'ERROR' ? load.message : null,
      refresh: load.refresh,
    };
  }, [load]);
  return (
    <SlipStatusContext.Provider value={shown ? value : null}>{props.children}</SlipStatusContext.Provider>
  );
}
