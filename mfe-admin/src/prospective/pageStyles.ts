// CSS of the prospective, event account and sign-in key pages, rendered as a React 19 hoisted
// <style> (deduplicated by href) like the dashboard's. Colours use the kit's CSS variables.
export const PAGE_STYLE_ID = 'mfe-admin-forms';

export const pageCss = `
.adm-page{max-width:1000px}
.adm-page h1{font-size:1.7rem;margin:0 0 16px;color:var(--kit-text,#1f2933)}
.adm-page-layout{display:grid;grid-template-columns:220px 1fr;gap:28px;align-items:start}
@media (max-width:1028px){.adm-page-layout{grid-template-columns:1fr}}
.adm-sections{position:sticky;top:16px;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:8px 0}
.adm-sections h2{font-size:.85rem;text-transform:uppercase;letter-spacing:.05em;color:var(--kit-muted,#52606d);margin:6px 16px 8px}
.adm-sections ul{list-style:none;margin:0;padding:0}
.adm-sections a{display:block;padding:8px 16px;color:var(--kit-primary,#1d3b63);text-decoration:none;font-weight:500}
.adm-sections a:hover{background:#f1f4f8;text-decoration:underline}
.adm-card{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:16px 20px;margin:0 0 20px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-card h2{font-size:1.15rem;margin:0 0 12px;color:var(--kit-primary,#1d3b63);border-bottom:2px solid var(--kit-accent,#b8860b);padding-bottom:6px}
.adm-grid2{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:0 16px}
.adm-radios{border:0;margin:0 0 12px;padding:0}
.adm-radios legend{font-weight:600;margin-bottom:6px}
.adm-radios label{display:flex;gap:8px;align-items:center;padding:4px 0}
.adm-rules{list-style:none;margin:0 0 12px;padding:0;font-size:.9rem}
.adm-rules li{padding:2px 0;color:var(--kit-muted,#52606d)}
.adm-rules li.ok{color:#1e7b34}
.adm-rules li.ok::before{content:'\\2713  '}
.adm-rules li:not(.ok)::before{content:'\\2022  '}
.adm-actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap;margin-top:8px}
.adm-message{padding:10px 14px;border-radius:var(--kit-radius,6px);margin:0 0 16px}
.adm-message-error{background:#fdecea;color:#8a1c13;border:1px solid #f5c2bd}
.adm-message-ok{background:#e8f5ec;color:#1e5e2f;border:1px solid #b9dfc4}
.adm-table{width:100%;border-collapse:collapse;background:#fff}
.adm-table th,.adm-table td{text-align:left;padding:9px 10px;border-bottom:1px solid #e4e8ec;vertical-align:middle}
.adm-table th{font-size:.85rem;text-transform:uppercase;letter-spacing:.04em;color:var(--kit-muted,#52606d)}
.adm-table td.adm-row-actions{white-space:nowrap;text-align:right}
.adm-table td.adm-row-actions button+button{margin-left:8px}
.adm-mono{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem}
.adm-page textarea.adm-textarea{width:100%;height:auto;min-height:140px;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem}
.adm-muted{color:var(--kit-muted,#52606d)}
.adm-widget-count{padding:8px 16px 4px;margin:0;color:var(--kit-text,#1f2933)}
`;
