// Member import page CSS, rendered as a React 19 hoisted <style> like the dashboard's.
export const IMPORT_STYLE_ID = 'mfe-admin-member-import';

export const importCss = `
.adm-import{max-width:760px}
.adm-import h1{font-size:1.7rem;margin:0 0 6px;color:var(--kit-text,#1f2933)}
.adm-import-help{margin:0 0 18px;color:var(--kit-muted,#52606d);max-width:75ch}
.adm-import-form{display:flex;align-items:flex-end;gap:14px;flex-wrap:wrap;padding:16px;border:1px solid var(--kit-border,#c3cbd4);
border-radius:var(--kit-radius,6px);background:#f8fafc;margin:0 0 18px}
.adm-import-form .kit-field{margin:0;flex:1;min-width:260px}
.adm-import-progress{display:flex;align-items:center;gap:12px;margin:0 0 14px}
.adm-import-progress progress{flex:1;height:22px;accent-color:var(--kit-primary,#1d3b63)}
.adm-import-percent{min-width:3.5em;text-align:right;font-weight:700;font-variant-numeric:tabular-nums}
.adm-import-result{padding:12px 14px;border-radius:var(--kit-radius,6px);font-weight:600;margin:0}
.adm-import-result.is-ok{background:#e8f5ec;color:#1e7b34;border:1px solid #b7dfc2}
.adm-import-result.is-bad{background:#fdecea;color:#b42318;border:1px solid #f4c2bc}
`;
