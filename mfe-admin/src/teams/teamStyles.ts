// Team pages CSS, a React 19 hoisted <style> (deduplicated by href). Colours: the kit's variables.
export const TEAM_STYLE_ID = 'mfe-admin-teams';

export const teamCss = `
.adm-teams{max-width:1100px}
.adm-teams-layout{display:grid;grid-template-columns:220px minmax(0,1fr);gap:28px;align-items:start}
@media (max-width:1028px){.adm-teams-layout{grid-template-columns:1fr}}
.adm-teams-nav{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:8px 0;overflow:hidden}
.adm-teams-nav h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--kit-muted,#52606d);margin:6px 16px 8px}
.adm-teams-nav ul{list-style:none;margin:0;padding:0;max-height:400px;overflow-y:auto}
.adm-teams-nav li+li{border-top:1px solid #edf0f3}
.adm-teams-nav a{display:block;padding:8px 16px;color:var(--kit-primary,#1d3b63);text-decoration:none;font-weight:500;overflow-wrap:anywhere}
.adm-teams-nav a:hover{background:#f1f4f8;text-decoration:underline}
.adm-teams-nav a[aria-current="page"]{background:var(--kit-primary,#1d3b63);color:#fff}
.adm-teams-nav-note{margin:4px 16px 8px;font-size:.88rem;color:var(--kit-muted,#52606d)}
.adm-teams-head{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap;margin:0 0 16px}
.adm-teams-head h1{font-size:1.7rem;margin:0;color:var(--kit-text,#1f2933);overflow-wrap:anywhere}
.adm-teams-list{list-style:none;margin:0;padding:0}
.adm-team-card{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;margin:0 0 14px;
padding:14px 18px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-team-card h2{margin:0 0 6px;font-size:1.2rem}
.adm-team-card h2 a{color:var(--kit-primary,#1d3b63);text-decoration:none}
.adm-team-card h2 a:hover{text-decoration:underline}
.adm-team-card p{margin:0 0 4px;line-height:1.45;white-space:pre-line;overflow-wrap:anywhere}
.adm-team-muted{color:var(--kit-muted,#52606d)}
.adm-team-count{font-size:.9rem;color:var(--kit-muted,#52606d)}
.adm-team-section{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:16px 20px;margin:0 0 20px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-team-section>h2{font-size:1.15rem;margin:0 0 12px;color:var(--kit-primary,#1d3b63);border-bottom:2px solid var(--kit-accent,#b8860b);padding-bottom:6px}
.adm-team-section>p{margin:0 0 6px;line-height:1.5}
.adm-team-description{white-space:pre-line;line-height:1.5;margin:0;overflow-wrap:anywhere}
.adm-team-leaders{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0}
.adm-team-leaders dt{font-weight:600;color:var(--kit-text,#1f2933)}
.adm-team-leaders dd{margin:0;overflow-wrap:anywhere}
@media (max-width:560px){.adm-team-leaders{grid-template-columns:1fr}.adm-team-leaders dd{margin-bottom:8px}}
.adm-team-table{width:100%;border-collapse:collapse}
.adm-team-table th,.adm-team-table td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e8ec;overflow-wrap:anywhere}
.adm-team-table th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--kit-muted,#52606d)}
.adm-team-table td.adm-team-row-actions{white-space:nowrap;text-align:right}
.adm-team-row-actions .kit-button{margin:2px 0}
@media (max-width:560px){.adm-team-table td.adm-team-row-actions{white-space:normal}}
.adm-team-actions{display:flex;gap:10px;flex-wrap:wrap;align-items:center;margin:0 0 20px}
.adm-team-message{padding:10px 14px;border-radius:var(--kit-radius,6px);margin:0 0 16px;background:#fdecea;color:#8a1c13;border:1px solid #f5c2bd}
.adm-team-message ul{margin:6px 0 0;padding-left:20px}
.adm-team-form textarea.kit-input{min-height:110px;resize:vertical;font-family:inherit;line-height:1.45}
.adm-team-picker{border:0;margin:0 0 14px;padding:0;min-width:0}
.adm-team-picker legend{font-weight:600;color:var(--kit-text,#1f2933);font-size:.95rem;margin:0 0 4px;padding:0}
.adm-team-picker-row{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.adm-team-chosen{flex:1 1 180px;min-height:40px;box-sizing:border-box;display:flex;align-items:center;padding:8px 11px;border:1px solid var(--kit-border,#c3cbd4);
border-radius:var(--kit-radius,6px);background:#f8fafc;overflow-wrap:anywhere}
.adm-team-chosen-none{color:var(--kit-muted,#52606d);font-style:italic}
.adm-team-member-rows{list-style:none;margin:0 0 12px;padding:0}
.adm-team-member-row{border:1px solid #e4e8ec;border-radius:var(--kit-radius,6px);padding:10px 14px 12px;margin:0 0 12px;background:#fcfdfe}
.adm-team-member-row-invalid{border-color:var(--kit-danger,#b42318)}
.adm-team-member-row .adm-team-picker{margin:0}
.adm-team-member-grid{display:grid;grid-template-columns:minmax(0,1.2fr) minmax(0,1fr);gap:10px 14px;align-items:end}
.adm-team-member-grid .kit-field{margin:0}
.adm-team-member-grid>button{grid-column:1/-1;justify-self:end}
@media (max-width:760px){.adm-team-member-grid{grid-template-columns:minmax(0,1fr)}}
.adm-team-empty{color:var(--kit-muted,#52606d);margin:0 0 12px}
.adm-team-form-actions{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.adm-team-danger{color:var(--kit-danger,#b42318);border-color:#e8b4ae}
`;
