// The signed slip's PDF (stored by svc-events in the drive; the files service decides per file
// who may download it): the link, and whether it records the slip's current signature.
import type { SlipStatus } from '@portal/contracts';
import { fileDownloadHref } from '../fileFields/fileCalls.ts';
import { signedPdfNote } from './slipText.ts';

export function SignedPdfLink({ slip }: { slip: SlipStatus }) {
  if (!slip.fileID) return null;
  return (
    <>
      <a href={fileDownloadHref(slip.fileID)} download>
        Signed slip (PDF)
      </a>{' '}
      <span className={slip.state === 'SIGNED' ? 'slip-file-note' : 'slip-file-note slip-file-old'}>
        ({signedPdfNote(slip)})
      </span>
    </>
  );
}
