// The managers' permission slip panel on the event viewer (event management FULL, §6, on an event
// whose required forms include the 60-80): 'Request permission slips' behind a confirm, then who
// was emailed and which cadets have no parent or guardian email on record; each committed cadet's
// state (not requested, sent, signed with its time, declined, needs re-signing with what changed),
// the signed PDF in the event's drive folder (saying whether it is the current signature's), a
// link to withdraw behind a confirm, and who is still missing.
import {
  DEFAULT_TIMEZONE,
  stringifyMemberReference,
  type RequestSlipsResponse,
  type SlipStatus,
  type SlipTarget,
} from '@portal/contracts';
import { adoptStyles, Dialog, type ApiClient } from '@portal/kit';
import { useContext, useState } from 'react';
import { serverMessage } from '../eventData/serverMessage.ts';
import { TimeZoneContext } from '../timeZone/accountZone.tsx';
import { SignedPdfLink } from './SignedPdfLink.tsx';
import { requestSlips, revokeSlip } from './slipCalls.ts';
import { useSlipStatuses } from './slipStatuses.tsx';
import { isMissing, slipStateText } from './slipText.ts';
import permissionSlipsCss from './permissionSlips.css?raw';

adoptStyles('mfe-events-permission-slips', permissionSlipsCss);

const names = (targets: readonly SlipTarget[]) => targets.map((t) => t.memberName).join(', ');

function RequestResult({ result }: { result: RequestSlipsResponse }) {
  return (
    <div role="status" className="slip-result">
      <p>
        {result.requested.length === 0
          ? 'No permission slip emails were sent.'
          : `Permission slip emails sent for ${result.requested.length} ${result.requested.length === 1 ? 'cadet' : 'cadets'}: ${names(result.requested)}`}
      </p>
      {result.withoutContact.length > 0 && (
        <p className="slip-warning">
          No parent or guardian email on record for: {names(result.withoutContact)}
        </p>
      )}
    </div>
  );
}

function SlipRow(props: { slip: SlipStatus; zone: string; onRevoke(): void }) {
  const { slip, zone } = props;
  const linkOut = slip.state === 'SENT' || slip.state === 'NEEDS_RESIGNING';
  return (
    <tr>
      <th scope="row">{slip.memberName}</th>
      <td className={`slip-state slip-${slip.state.toLowerCase()}`}>{slipStateText(slip, zone)}</td>
      <td>{slip.guardianName ?? ''}</td>
      <td>
        <SignedPdfLink slip={slip} />
        {linkOut && (
          <button type="button" onClick={props.onRevoke}>
            Withdraw link
          </button>
        )}
      </td>
    </tr>
  );
}

export function PermissionSlipsPanel({ eventID, client }: { eventID: number; client: ApiClient }) {
  const slips = useSlipStatuses();
  const zone = useContext(TimeZoneContext) ?? DEFAULT_TIMEZONE;
  const [confirming, setConfirming] = useState(false);
  const [withdrawing, setWithdrawing] = useState<SlipStatus | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RequestSlipsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!slips?.all) return null;

  const request = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      setResult(await requestSlips(eventID, client));
      slips.refresh();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (slip: SlipStatus) => {
    setWithdrawing(null);
    setWithdrawn(null);
    setError(null);
    try {
      await revokeSlip(eventID, slip.member, client);
      // the state does not change (the slip is still unanswered): say that the link stopped
      setWithdrawn(`The signing link for ${slip.memberName} was withdrawn.`);
      slips.refresh();
    } catch (e) {
      setError(serverMessage(e));
    }
  };

  const list = slips.list ?? [];
  const missing = list.filter(isMissing);
  return (
    <section id="permission-slips" aria-labelledby="permission-slips-title" className="slip-panel">
      <h2 id="permission-slips-title">Permission slips</h2>
      <p>Parents and guardians sign the CAPF 60-80 online from an emailed link.</p>
      <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
        {busy ? 'Requesting permission slips…' : 'Request permission slips'}
      </button>
      {result && <RequestResult result={result} />}
      {withdrawn && (
        <p role="status" className="slip-result">
          {withdrawn}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      {slips.error && <p role="alert">{slips.error}</p>}
      {slips.list === null && !slips.error && <p>Loading permission slips…</p>}
      {slips.list !== null && list.length === 0 && <p>No committed cadets on this event.</p>}
      {list.length > 0 && (
        <>
          <p className="slip-missing">
            {missing.length === 0
              ? 'Every cadet has answered.'
              : `Still missing (${missing.length} of ${list.length}): ${missing.map((s) => s.memberName).join(', ')}`}
          </p>
          <div className="slip-scroll">
            <table className="slip-table" aria-label="Permission slips">
              <thead>
                <tr>
                  <th scope="col">Cadet</th>
                  <th scope="col">State</th>
                  <th scope="col">Guardian</th>
                  <th scope="col">Slip</th>
                </tr>
              </thead>
              <tbody>
                {list.map((slip) => (
                  <SlipRow
                    key={stringifyMemberReference(slip.member)}
                    slip={slip}
                    zone={zone}
                    onRevoke={() => setWithdrawing(slip)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Dialog
        open={confirming}
        title="Request permission slips"
        buttons={[
          { label: 'Send requests', value: 'send', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(answer) => (answer === 'send' ? void request() : setConfirming(false))}
      >
        <p>
          Email a link to sign the CAPF 60-80 permission slip to the parents or guardians of every committed
          cadet? Asking again does not email a guardian twice for the same version of the slip.
        </p>
      </Dialog>
      <Dialog
        open={withdrawing !== null}
        title="Withdraw link"
        buttons={[
          { label: 'Withdraw link', value: 'withdraw', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(answer) =>
          answer === 'withdraw' && withdrawing ? void revoke(withdrawing) : setWithdrawing(null)
        }
      >
        <p>
          Withdraw the signing link sent for {withdrawing?.memberName}? It stops working at once; request the
          permission slips again to send a new one.
        </p>
      </Dialog>
    </section>
  );
}
