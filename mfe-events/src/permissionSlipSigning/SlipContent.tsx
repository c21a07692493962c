// What the guardian reads before answering: the same fields as the CAPF 60-80 PDF (activity,
// times and places, transportation, uniform, equipment, cost, points of contact), times in the
// unit's zone, and on a re-signing link the fields that changed since the last signature.
import {
  formatViewerDateTime,
  formatViewerPhone,
  type SlipFieldName,
  type SlipForSigning,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { changedLabels } from '../permissionSlip/slipText.ts';

function Row({ label, changed, children }: { label: string; changed: boolean; children: ReactNode }) {
  return (
    <div className={`slip-row${changed ? ' slip-changed' : ''}`}>
      <dt>
        {label}
        {changed && <span className="slip-changed-tag"> (changed)</span>}
      </dt>
      <dd>{children === '' ? '—' : children}</dd>
    </div>
  );
}

export function SlipContent({ slip }: { slip: SlipForSigning }) {
  const f = slip.fields;
  const when = (ms: number) => formatViewerDateTime(ms, slip.timeZone);
  const at = (ms: number, place: string) => `${when(ms)}${place ? ` at ${place}` : ''}`;
  const changed = new Set(slip.changed);
  const row = (label: string, names: SlipFieldName[], value: ReactNode) => (
    <Row label={label} changed={names.some((n) => changed.has(n))}>
      {value}
    </Row>
  );
  const cost = f.cost.feeAmount > 0 ? `$${f.cost.feeAmount.toFixed(2)}, due ${when(f.cost.feeDue)}` : 'None';
  return (
    <section aria-labelledby="slip-activity-title" className="slip-content">
      <h2 id="slip-activity-title">The activity</h2>
      {slip.changed.length > 0 && (
        <p className="slip-notice" role="note">
          The unit changed this activity after it was signed: {changedLabels(slip.changed)}. Please read it
          again and answer anew.
        </p>
      )}
      <dl>
        {row('Activity', ['activity'], f.activity)}
        {row('Meet', ['meetDateTime', 'meetLocation'], at(f.meetDateTime, f.meetLocation))}
        {row('Start', ['startDateTime', 'location'], at(f.startDateTime, f.location))}
        {row('End', ['endDateTime'], when(f.endDateTime))}
        {row('Pick up', ['pickupDateTime', 'pickupLocation'], at(f.pickupDateTime, f.pickupLocation))}
        {row('Transportation', ['transportation'], f.transportation)}
        {row('Cadet uniform', ['uniform'], f.uniform.join(', '))}
        {row('Equipment', ['requiredEquipment'], f.requiredEquipment.join(', '))}
        {row('Cost', ['cost'], cost)}
        {row(
          'Points of contact',
          ['pointsOfContact'],
          f.pointsOfContact.length === 0 ? (
            ''
          ) : (
            <ul className="slip-pocs">
              {f.pointsOfContact.map((p, i) => (
                <li key={i}>
                  <strong>{p.name}</strong>
                  {p.position && ` (${p.position})`}
                  {p.phone && (
                    <>
                      {' '}
                      <a href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{formatViewerPhone(p.phone)}</a>
                    </>
                  )}
                  {p.email && (
                    <>
                      {' '}
                      <a href={`mailto:${p.email}`}>{p.email}</a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ),
        )}
      </dl>
    </section>
  );
}
