// The signed CAPF 60-80 laid out on the server. Filled in below.
import type { Event } from '@portal/contracts';
import type { SlipAnswer } from './slipRepository.ts';

export async function renderSignedSlip(_input: {
  event: Event;
  cadetName: string;
  answer: SlipAnswer;
}): Promise<Uint8Array> {
  throw new Error('not yet');
}
