// Flight assignment CSS, rendered as a React 19 hoisted <style> (deduplicated by href), like the
// dashboard's. Colours use the kit's CSS variables.
export const FLIGHT_STYLE_ID = 'mfe-admin-flights';

export const flightCss = `
.adm-flights{max-width:1200px}
.adm-flights h1{font-size:1.7rem;margin:0 0 6px;color:var(--kit-text,#1f2933)}
.adm-flights-help{margin:0 0 14px;color:var(--kit-muted,#52606d);max-width:75ch}
.adm-flights-bar{display:flex;align-items:center;gap:14px;flex-wrap:wrap;margin:0 0 16px}
.adm-flights-saved{color:#1e7b34;font-weight:600}
.adm-flights-error{color:#b42318;font-weight:600}
.adm-flights-pending{color:var(--kit-muted,#52606d)}
.adm-flight-columns{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:14px;align-items:start}
.adm-flight-col{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#f8fafc;min-height:140px;
display:flex;flex-direction:column}
.adm-flight-col h2{margin:0;padding:9px 12px;font-size:1rem;color:#fff;background:var(--kit-primary,#1d3b63);
border-radius:var(--kit-radius,6px) var(--kit-radius,6px) 0 0;display:flex;justify-content:space-between}
.adm-flight-col.is-unassigned h2{background:#52606d}
.adm-flight-col.is-over,.adm-flight-col.is-target{outline:3px dashed var(--kit-accent,#b8860b);outline-offset:2px;background:#fff8e6}
.adm-flight-list{list-style:none;margin:0;padding:8px;display:flex;flex-direction:column;gap:6px;flex:1}
.adm-flight-empty{color:var(--kit-muted,#52606d);font-style:italic;padding:6px 4px}
.adm-member-card{display:flex;align-items:center;gap:8px;padding:7px 9px;background:#fff;border:1px solid #d5dbe2;
border-radius:5px;cursor:grab;user-select:none;font-size:.93rem}
.adm-member-card:focus-visible{outline:3px solid rgba(29,59,99,.45);outline-offset:1px}
.adm-member-card[aria-pressed="true"]{box-shadow:0 0 0 3px var(--kit-accent,#b8860b);cursor:grabbing}
.adm-member-card.is-changed{border-color:var(--kit-accent,#b8860b);background:#fffaf0}
.adm-member-name{flex:1}
.adm-role{display:inline-block;min-width:2.1em;text-align:center;padding:1px 5px;border-radius:10px;font-size:.78rem;
font-weight:700;background:#e4e9f0;color:#1d3b63}
.adm-role.is-leader{background:#1d3b63;color:#fff}
.adm-changed{font-size:.75rem;font-weight:700;color:#8a5a00;text-transform:uppercase;letter-spacing:.03em}
.adm-was{display:block;font-size:.75rem;color:var(--kit-muted,#52606d)}
.adm-role-legend{margin:18px 0 0;color:var(--kit-muted,#52606d);font-size:.88rem}
.adm-role-legend span+span::before{content:" · "}
.adm-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);border:0}
`;
