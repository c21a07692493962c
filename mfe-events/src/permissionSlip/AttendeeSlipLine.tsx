// One attendance card's line of the online 60-80: the cadet's slip state, for the event managers
// who see the slips panel and for the cadet on their own card (with the signed PDF, which the
// event's download serves the cadet); nothing for other readers or events without the 60-80.
import type { MemberReference } from '@portal/contracts';
import { useSlipStatuses } from './slipStatuses.tsx';
import { SignedPdfLink } from './SignedPdfLink.tsx';
import { slipOf, slipStateText } from './slipText.ts';

export function AttendeeSlipLine({ member, zone }: { member: MemberReference; zone: string }) {
  const slips = useSlipStatuses();
  const slip = slips ? slipOf(slips.byMember, member) : undefined;
  if (!slip) return null;
  return (
    <p className="att-line att-slip">
      Permission slip: {slipStateText(slip, zone)}
      {!slips?.all && slip.fileID && (
        <>
          {' · '}
          <SignedPdfLink slip={slip} />
        </>
      )}
    </p>
  );
}
