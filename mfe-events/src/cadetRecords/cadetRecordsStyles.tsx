// Cadet records page CSS (React 19 hoisted <style>, deduplicated by href): the record and form on
// the left, entries and the imported rows on the right; one column on narrow screens.
const css = `
.cr-page{max-width:1100px}
.cr-columns{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:8px 32px;margin-top:8px}
.cr-summary{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 12px}
.cr-summary dt{font-weight:600}
.cr-summary dd{margin:0}
.cr-form{border:1px solid var(--kit-border,#c3cbd4);border-radius:6px;padding:4px 16px 12px;margin:8px 0}
.cr-form-row{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:0 12px;align-items:end}
.cr-table{border-collapse:collapse;width:100%}
.cr-table th,.cr-table td{border:1px solid var(--kit-border,#c3cbd4);padding:4px 8px;text-align:left;vertical-align:top}
.cr-table th{background:#f4f5f7}
.cr-table td:first-child{white-space:nowrap}
.cr-list{margin:4px 0 8px;padding-left:20px}
.cr-muted{color:var(--kit-muted,#52606d)}
.cr-error{margin:8px 0;color:var(--kit-danger,#b42318)}
`;

export function CadetRecordsStyles() {
  return (
    <style href="mfe-events-cadet-records" precedence="default">
      {css}
    </style>
  );
}
