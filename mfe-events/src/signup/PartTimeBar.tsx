// §5 part-time bar: before, during and after shares of the event (meet to pickup), each with its
// duration. The shares and words come from contracts' shiftBar; this draws them.
import { shiftBar, type EventWindow, type ShiftTime } from '@portal/contracts';

const PARTS = [
  { key: 'before', name: 'Before', className: 'signup-bar-before' },
  { key: 'during', name: 'During', className: 'signup-bar-during' },
  { key: 'after', name: 'After', className: 'signup-bar-after' },
] as const;

export function PartTimeBar({ shift, event }: { shift: ShiftTime; event: EventWindow }) {
  const bar = shiftBar(shift, event);
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
  return (
    <figure className="signup-bar-figure">
      <div className="signup-bar" role="img" aria-label="Your time at the event">
        {PARTS.map(
          (p) =>
            bar[p.key].share > 0 && (
              <span
                key={p.key}
                className={`signup-bar-part ${p.className}`}
                style={{ width: percent(bar[p.key].share) }}
                data-share={bar[p.key].share}
              />
            ),
        )}
      </div>
      <figcaption>
        <ul className="signup-bar-legend" aria-label="Time at the event">
          {PARTS.map((p) => (
            <li key={p.key} className={p.className}>
              {p.name}: {bar[p.key].label}
            </li>
          ))}
        </ul>
        {bar.reversed && (
          <p className="signup-bar-note">Arrival is after departure: the times will be swapped when saved.</p>
        )}
      </figcaption>
    </figure>
  );
}
