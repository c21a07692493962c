// Where a signed slip's PDF is kept: the event's attachments in the files service. The store is
// given the PDF and who may read it (the event's managers and the cadet), and answers the file id.
import type { MemberReference } from '@portal/contracts';

export interface SlipFileStore {
  store(input: {
    accountID: string;
    eventID: number;
    cadet: MemberReference;
    fileName: string;
    pdf: Uint8Array;
  }): Promise<string>;
}
