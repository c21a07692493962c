// Error list CSS, a React 19 hoisted <style> (deduplicated by href). Colours: the kit's variables.
export const ERROR_LIST_STYLE_ID = 'mfe-admin-errorlist';

export const errorListCss = `
.adm-errors{max-width:1100px}
.adm-errors>h1{font-size:1.7rem;margin:0 0 16px;color:var(--kit-text,#1f2933)}
.adm-errors-layout{display:grid;grid-template-columns:200px 1fr;gap:24px;align-items:start}
@media (max-width:760px){.adm-errors-layout{grid-template-columns:1fr}}
.adm-errors-nav ul{list-style:none;margin:0;padding:0;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;overflow:hidden}
.adm-errors-nav li+li{border-top:1px solid #edf0f3}
.adm-errors-nav a{display:flex;justify-content:space-between;padding:10px 14px;color:var(--kit-primary,#1d3b63);text-decoration:none;font-weight:500}
.adm-errors-nav a:hover{background:#f1f4f8}
.adm-errors-nav a[aria-current="page"]{background:var(--kit-primary,#1d3b63);color:#fff}
.adm-errors-badge{min-width:1.6em;text-align:center;border-radius:10px;background:#e4e9ef;color:var(--kit-text,#1f2933);font-size:.8rem;padding:1px 6px}
.adm-errors-nav a[aria-current="page"] .adm-errors-badge{background:rgba(255,255,255,.25);color:#fff}
.adm-errors-list{list-style:none;margin:0;padding:0}
.adm-error{border:1px solid var(--kit-border,#c3cbd4);border-left:4px solid var(--kit-danger,#b42318);border-radius:var(--kit-radius,6px);
background:#fff;margin:0 0 14px;padding:12px 16px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-error-head{display:flex;justify-content:space-between;gap:12px;align-items:flex-start}
.adm-error h2{margin:0;font-size:1.05rem;color:var(--kit-text,#1f2933);overflow-wrap:anywhere}
.adm-error-meta{margin:6px 0 0;display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:.88rem}
.adm-error-meta dt{color:var(--kit-muted,#52606d)}
.adm-error-meta dd{margin:0;overflow-wrap:anywhere}
.adm-error details{margin-top:8px}
.adm-error pre{background:#f4f6f8;padding:8px 10px;border-radius:4px;overflow-x:auto;font-size:.8rem;margin:6px 0 0}
.adm-error .kit-button{min-height:32px;padding:4px 12px;font-size:.9rem;white-space:nowrap}
.adm-errors-empty{padding:16px;border:1px dashed var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);color:var(--kit-muted,#52606d);background:#fff}
.adm-errors-failed{color:var(--kit-danger,#b42318);font-size:.88rem;margin:6px 0 0}
`;
