// The signed slip as a PDF in the event's attachments (through the files service), its id kept on
// the slip. Runs after the answer is committed.
import { permissionSlipName, type Event } from '@portal/contracts';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { memberOfRow, setSlipFile, type SlipAnswer, type SlipRow } from './slipRepository.ts';
import { renderSignedSlip } from './signedSlipDocument.ts';

export async function storeSignedPdf(
  deps: Pick<PermissionSlipDeps, 'db' | 'files'>,
  event: Event,
  row: SlipRow,
  answer: SlipAnswer,
): Promise<string | null> {
  if (!deps.files) return null;
  const pdf = await renderSignedSlip({ event, cadetName: row.member_name, answer });
  const cadet = memberOfRow(row);
  const fileID = await deps.files.store({
    accountID: event.accountID,
    eventID: event.id,
    cadet,
    fileName: permissionSlipName(event.accountID, event.id).replace(
      /\.pdf$/,
      `-${cadet.type}-${cadet.id}-signed.pdf`,
    ),
    pdf,
  });
  await setSlipFile(deps.db, row, fileID);
  return fileID;
}
