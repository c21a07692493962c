// Dashboard CSS, rendered as a React 19 hoisted <style> (deduplicated by href), so it works in the
// shell and standalone without a CSS loader. Colours use the kit's CSS variables.
export const DASHBOARD_STYLE_ID = 'mfe-admin-dashboard';

export const dashboardCss = `
.adm-dashboard{max-width:1100px}
.adm-dashboard-head{margin:0 0 20px}
.adm-dashboard-head h1{font-size:1.7rem;margin:0 0 4px;color:var(--kit-text,#1f2933)}
.adm-dashboard-head p{margin:0;color:var(--kit-muted,#52606d)}
.adm-widgets{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:20px;align-items:start}
.adm-widget{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;
box-shadow:0 1px 3px rgba(15,23,42,.08);overflow:hidden}
.adm-widget-title{margin:0;padding:12px 16px;font-size:1.05rem;color:#fff;background:var(--kit-primary,#1d3b63);
border-bottom:3px solid var(--kit-accent,#b8860b)}
.adm-widget-body{padding:8px 0}
.adm-links{list-style:none;margin:0;padding:0}
.adm-links a{display:block;padding:9px 16px;color:var(--kit-primary,#1d3b63);text-decoration:none;font-weight:500}
.adm-links a:hover{background:#f1f4f8;text-decoration:underline}
.adm-links a:focus-visible{outline:none;box-shadow:inset 0 0 0 3px rgba(29,59,99,.35)}
.adm-links li+li{border-top:1px solid #edf0f3}
`;

/** Text, counts and messages inside a widget (support, errors count). */
export const widgetTextCss = `
.adm-widget-text{margin:6px 16px 10px;color:var(--kit-muted,#52606d);line-height:1.45}
.adm-widget-error{color:var(--kit-danger,#b42318)}
.adm-widget-count{margin:10px 16px 8px;font-size:1.2rem;font-weight:600;color:var(--kit-text,#1f2933)}
`;
