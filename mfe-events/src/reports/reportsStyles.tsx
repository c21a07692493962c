// Reports widget CSS, a React 19 hoisted <style> (deduplicated by href), so it works inside
// mfe-admin's dashboard card and standalone. Buttons use the kit's button classes.
export const REPORTS_STYLE_ID = 'mfe-events-reports';

const css = `
.rpt-widget{padding:6px 16px 12px}
.rpt-count{margin:4px 0 10px;color:var(--kit-muted,#52606d)}
.rpt-options{display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:0 12px}
.rpt-buttons{display:flex;flex-wrap:wrap;gap:8px;margin:4px 0 6px}
.rpt-error{margin:8px 0;color:var(--kit-danger,#b42318)}
.rpt-saved{margin:8px 0;color:var(--kit-muted,#52606d);word-break:break-word}
`;

export function ReportsStyles() {
  return (
    <style href={REPORTS_STYLE_ID} precedence="default">
      {css}
    </style>
  );
}
