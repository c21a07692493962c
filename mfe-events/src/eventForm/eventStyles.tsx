// Event form and viewer CSS, a React 19 hoisted <style> (deduplicated by href). Colours: the kit's
// variables. Side navigation beside the content on wide screens, above it under 1028 px.
export const EVENT_STYLE_ID = 'mfe-events-pages';

const css = `
.evt-page{max-width:1100px}
.evt-form-layout{display:grid;grid-template-columns:220px minmax(0,1fr);gap:28px;align-items:start}
@media (max-width:1028px){.evt-form-layout{grid-template-columns:1fr}}
.evt-side-nav ul{list-style:none;margin:0 0 16px;padding:8px 0;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff}
.evt-form-layout .evt-side-nav{position:sticky;top:12px}
.evt-side-nav a{display:block;padding:6px 16px;color:var(--kit-primary,#1d3b63);text-decoration:none}
.evt-side-nav a:hover{background:#f1f4f8;text-decoration:underline}
.evt-viewer .evt-side-nav ul{display:flex;gap:4px;flex-wrap:wrap}
.evt-form-section{border-top:1px solid #edf0f3;padding:8px 0 16px}
.evt-form-section fieldset{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);margin:0 0 14px;padding:10px 14px}
.evt-field{display:flex;flex-direction:column;gap:4px;margin:0 0 14px}
.evt-field label{font-weight:600}
.evt-field input,.evt-field textarea{font:inherit;padding:8px;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);max-width:100%}
.evt-field input[type=datetime-local]{max-width:260px}
.evt-hint{font-size:.85rem;color:var(--kit-muted,#52606d)}
.evt-zone-note{margin:0;font-size:.9rem;color:var(--kit-muted,#52606d)}
.evt-field-errors{list-style:none;margin:4px 0;padding:0;color:var(--kit-danger,#b42318);font-size:.92rem}
.evt-save-failure{color:var(--kit-danger,#b42318);font-weight:600}
.evt-page button{font:inherit;padding:6px 12px;margin:4px 8px 4px 0;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;cursor:pointer}
.evt-page button[type=submit]{background:var(--kit-primary,#1d3b63);color:#fff;border-color:var(--kit-primary,#1d3b63)}
.evt-page button:disabled{opacity:.55;cursor:not-allowed}
.evt-page .kit-button-primary{background:var(--kit-primary,#1d3b63);color:#fff;border-color:var(--kit-primary,#1d3b63)}
.evt-manager-actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:0 0 16px}
.evt-manager-actions a{padding:6px 12px;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);text-decoration:none}
.evt-viewer dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 18px;margin:0 0 16px}
.evt-viewer .evt-row{display:contents}
.evt-viewer dt{font-weight:600}
.evt-viewer dd{margin:0}
.evt-markdown{overflow-wrap:anywhere}
.evt-markdown>:first-child{margin-top:0}
.evt-markdown>:last-child{margin-bottom:0}
.evt-markdown p{margin:0 0 8px}
.evt-markdown ul,.evt-markdown ol{margin:0 0 8px;padding-left:22px}
.evt-subtitle{font-size:1.1rem;color:var(--kit-muted,#52606d);margin-top:-8px}
.evt-linked-banner{background:#fff7e0;border:1px solid #e8c66a;border-radius:var(--kit-radius,6px);padding:8px 12px}
.evt-contacts{padding-left:18px}
.evt-debrief{border-collapse:collapse;margin:12px 0}
.evt-debrief th,.evt-debrief td{border:1px solid var(--kit-border,#c3cbd4);padding:4px 8px;text-align:left}
`;

export function EventStyles() {
  return (
    <style href={EVENT_STYLE_ID} precedence="default">
      {css}
    </style>
  );
}
