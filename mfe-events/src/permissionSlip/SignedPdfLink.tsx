// The signed slip's PDF (stored by svc-events in the drive): the link, and whether it records the
// slip's current signature. The link is svc-events' download under the event, which lets the
// event's managers and the cadet read it (the drive's own rules do not know the event's managers).
import { signedSlipPdfPath, type SlipStatus } from '@portal/contracts';
import { useSlipStatuses } from './slipStatuses.tsx';
import { signedPdfNote } from './slipText.ts';

export function SignedPdfLink({ slip }: { slip: SlipStatus }) {
  const slips = useSlipStatuses();
  if (!slip.fileID || !slips) return null;
  return (
    <>
      <a href={signedSlipPdfPath(slips.eventID, slip.member)} download>
        Signed slip (PDF)
      </a>{' '}
      <span className={slip.state === 'SIGNED' ? 'slip-file-note' : 'slip-file-note slip-file-old'}>
        ({signedPdfNote(slip)})
      </span>
    </>
  );
}
