// A button's call and the line it leaves: busy while the call runs, then its success words or the
// server's message (§8 "server messages shown as is").
import { useState } from 'react';
import { serverMessage } from './serverMessage.ts';

export type Outcome = { ok: boolean; text: string } | null;

export function useOutcome() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Runs `call`, which answers the words to show when it succeeds. */
  const run = async (call: () => Promise<string>) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await call() });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, setOutcome, run };
}

/** The outcome as a status line, or an alert when the call failed; `classes` for success and failure. */
export function OutcomeLine({
  outcome,
  classes,
}: {
  outcome: Outcome;
  classes: [ok: string, failed: string];
}) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? classes[0] : classes[1]}>
      {outcome.text}
    </p>
  );
}
