// Calendar and home panel CSS, a React 19 hoisted <style> (deduplicated by href), in the manner of
// eventForm/eventStyles.tsx. Colours: the kit's variables. The event classes (§2 "Styling marks
// cancelled, draft, info, tentative events and events with a teamID") combine: a cancelled team
// event carries both marks. Marks never rely on colour alone (line-through, dashes, italics, a
// side stripe), and the legend names each.
export const CALENDAR_STYLE_ID = 'mfe-events-calendar';

const css = `
.cal-page{max-width:1200px}
.cal-page h1{margin:0 0 8px}
.cal-toolbar{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;margin:0 0 12px}
.cal-toolbar h2{margin:0;font-size:1.4rem;min-width:12ch;text-align:center}
.cal-toolbar a,.cal-actions a{display:inline-block;padding:6px 12px;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;color:var(--kit-primary,#1d3b63);text-decoration:none}
.cal-toolbar a:hover,.cal-actions a:hover{background:#f1f4f8;text-decoration:underline}
.cal-actions{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}
.cal-actions a.cal-add-event{background:var(--kit-primary,#1d3b63);border-color:var(--kit-primary,#1d3b63);color:#fff}
.cal-legend{display:flex;flex-wrap:wrap;gap:6px 14px;list-style:none;margin:0 0 12px;padding:8px 12px;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;font-size:.9rem}
.cal-legend li{display:flex;align-items:center;gap:6px}
.cal-legend .cal-event{display:inline-block;width:2.4em;height:1.1em;padding:0;margin:0}
.cal-grid{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);overflow:hidden;background:#fff}
.cal-weekdays{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));list-style:none;margin:0;padding:0;background:#eef2f7;border-bottom:1px solid var(--kit-border,#c3cbd4)}
.cal-weekdays li{padding:6px 8px;font-weight:600;font-size:.9rem}
.cal-weekdays abbr{text-decoration:none}
.cal-week{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));min-height:112px;border-bottom:1px solid #dde3ea}
.cal-week:last-child{border-bottom:0}
.cal-day{grid-row:1/-1;border-right:1px solid #edf0f3;padding:2px 6px;z-index:0}
.cal-day:nth-child(7){border-right:0}
.cal-day-number{font-size:.9rem;font-weight:600;color:var(--kit-muted,#52606d)}
.cal-day-outside{background:#f7f8fa}
.cal-day-outside .cal-day-number{color:#9aa5b1;font-weight:400}
.cal-today .cal-day-number{display:inline-block;min-width:1.6em;text-align:center;border-radius:999px;background:var(--kit-primary,#1d3b63);color:#fff}
.cal-week .cal-event{z-index:1;margin:1px 4px;align-self:start}
.cal-week .cal-bar-single{white-space:normal;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;line-height:1.3;padding:2px 5px}
.cal-event{position:relative;display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;padding:1px 6px;border:1px solid var(--kit-primary,#1d3b63);border-radius:4px;background:var(--kit-primary,#1d3b63);color:#fff;font-size:.85rem;line-height:1.5;text-decoration:none}
a.cal-event:hover,a.cal-event:focus{text-decoration:underline;filter:brightness(1.15)}
.cal-event-time{font-weight:600;margin-right:4px}
.cal-continues-before{border-top-left-radius:0;border-bottom-left-radius:0;margin-left:0!important}
.cal-continues-after{border-top-right-radius:0;border-bottom-right-radius:0;margin-right:0!important}
.cal-event-tentative{background:#e8eef7;color:#1d3b63;border-style:dashed}
.cal-event-draft{background:#eceff3;color:#52606d;border:1px dashed #7b8794;font-style:italic}
.cal-event-info{background:#e3f4ee;color:#1e5b46;border-color:#2f7d62}
.cal-event-cancelled{background:#fde8e8;color:#8a1c12;border-color:#b42318;text-decoration:line-through}
a.cal-event-cancelled:hover{text-decoration:line-through underline}
.cal-event-team{box-shadow:inset 5px 0 0 #c9a227}
.cal-page a.cal-event-team{padding-left:11px}
.cal-day-list{list-style:none;margin:0;padding:0}
.cal-list-day{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;margin:0 0 10px;padding:8px 12px}
.cal-list-day h3{margin:0 0 6px;font-size:1rem}
.cal-list-day ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.cal-list-day .cal-event{white-space:normal;font-size:.95rem;padding:6px 8px}
.cal-list-today{border-color:var(--kit-primary,#1d3b63);border-width:2px}
.cal-empty{color:var(--kit-muted,#52606d)}
@media (max-width:1027.98px){.cal-toolbar{display:grid;grid-template-columns:1fr 1fr}.cal-toolbar h2{grid-column:1/-1;grid-row:1;text-align:left}.cal-toolbar .cal-prev{justify-self:start}.cal-toolbar .cal-next{justify-self:end}}
`;

export function CalendarStyles() {
  return (
    <style href={CALENDAR_STYLE_ID} precedence="default">
      {css}
    </style>
  );
}
