// §2 "a legend": a swatch of each event style with its name (the same classes as the events).
export const LEGEND_ITEMS: readonly { className: string; label: string }[] = [
  { className: 'cal-event', label: 'Confirmed' },
  { className: 'cal-event cal-event-tentative', label: 'Tentative' },
  { className: 'cal-event cal-event-info', label: 'Information only' },
  { className: 'cal-event cal-event-draft', label: 'Draft' },
  { className: 'cal-event cal-event-cancelled', label: 'Cancelled' },
  { className: 'cal-event cal-event-team', label: 'Team event' },
];

export function Legend() {
  return (
    <ul className="cal-legend" aria-label="Legend">
      {LEGEND_ITEMS.map((item) => (
        <li key={item.label}>
          <span className={item.className} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
