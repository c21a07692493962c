// A member's display name with the §9 expiry colouring: red and struck through when the membership
// has expired, orange with a '<' within 30 days of expiring.
import { memberFullName, membershipExpiry, type SelectableMember } from '@portal/contracts';

export function MemberName({ member, now }: { member: SelectableMember; now: number }) {
  const name = memberFullName(member);
  switch (membershipExpiry(member.expirationDate, now)) {
    case 'EXPIRED':
      return (
        <span className="adm-expired" title="Membership expired">
          {name}
        </span>
      );
    case 'EXPIRING':
      return (
        <span className="adm-expiring" title="Membership expires within 30 days">
          {'< '}
          {name}
        </span>
      );
    default:
      return <span>{name}</span>;
  }
}
