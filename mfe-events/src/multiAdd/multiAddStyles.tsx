// Multi add and scanner CSS (React 19 hoisted <style>, deduplicated by href). Greyed rows: members
// already in attendance (§5). The scanner's input is large: it is read from across a table.
const css = `
.evt-multiadd-filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:0 16px}
.evt-multiadd-list{list-style:none;margin:8px 0;padding:0;max-height:460px;overflow:auto;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px)}
.evt-multiadd-list li{display:flex;align-items:center;gap:10px;padding:4px 10px;border-bottom:1px solid #edf0f3}
.evt-multiadd-list li:last-child{border-bottom:0}
.evt-multiadd-list li.evt-attended{color:#8a949e;background:#f4f5f7}
.evt-multiadd-list .evt-member-id{margin-left:auto;font-variant-numeric:tabular-nums;color:var(--kit-muted,#52606d)}
.evt-multiadd-section{border-top:1px solid #edf0f3;padding:8px 0 16px}
.evt-banner{padding:10px 14px;border-radius:var(--kit-radius,6px);margin:12px 0;font-weight:600}
.evt-banner-success{background:#e7f6ec;border:1px solid #7cc894;color:#14532d}
.evt-banner-error{background:#fdecea;border:1px solid #f0a39b;color:#8a1c12}
.evt-banner-info{background:#eef4fb;border:1px solid #9cb8dc;color:#1d3b63}
.evt-scanner input{font-size:1.6rem;letter-spacing:.08em;max-width:320px}
`;

export function MultiAddStyles() {
  return (
    <style href="mfe-events-multiadd" precedence="default">
      {css}
    </style>
  );
}
