// A member's current duty positions, read-only: NHQ-assigned and temporary (with expiry).
import type { DutyPosition } from '@portal/contracts';
import { ColumnHeads, DateTimeText } from '@portal/kit';

export function DutyPositionList({
  positions,
  caption,
}: {
  positions: readonly DutyPosition[];
  caption: string;
}) {
  if (positions.length === 0) return <p className="adm-pm-empty">No current duty positions</p>;
  return (
    <table className="adm-duty-table">
      <caption className="kit-visually-hidden">{caption}</caption>
      <ColumnHeads columns={['Duty position', 'Kind', 'Expires']} />
      <tbody>
        {positions.map((position) => (
          <tr key={`${position.type}-${position.duty}-${position.assistant}`}>
            <td>
              {position.duty}
              {position.assistant ? ' (assistant)' : ''}
            </td>
            <td>{position.type === 'CAPUnit' ? 'Temporary' : 'NHQ'}</td>
            <td>{position.expires === null ? '' : <DateTimeText ms={position.expires} only="date" />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
