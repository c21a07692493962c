// Task pages' CSS, a React 19 hoisted <style> (deduplicated by href). Colours: the kit's variables.
export const TASK_STYLE_ID = 'mfe-admin-tasks';

export const taskCss = `
.adm-tasks{max-width:1000px}
.adm-tasks h1{font-size:1.7rem;margin:0 0 16px;color:var(--kit-text,#1f2933);overflow-wrap:anywhere}
.adm-tasks-head{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;margin:0 0 8px}
.adm-tasks-head h1{margin:0}
.adm-tasks-card{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;
padding:16px 20px;margin:0 0 20px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-tasks-card h2{font-size:1.15rem;margin:0 0 12px;color:var(--kit-primary,#1d3b63);
border-bottom:2px solid var(--kit-accent,#b8860b);padding-bottom:6px}
.adm-tasks-table{width:100%;border-collapse:collapse}
.adm-tasks-table th,.adm-tasks-table td{text-align:left;padding:9px 10px;border-bottom:1px solid #e4e8ec;vertical-align:top}
.adm-tasks-table th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--kit-muted,#52606d)}
.adm-tasks-table td a{color:var(--kit-primary,#1d3b63);font-weight:600}
.adm-tasks-muted{color:var(--kit-muted,#52606d)}
.adm-task-badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:.8rem;font-weight:600;white-space:nowrap}
.adm-task-badge-open{background:#e8eef7;color:#1d3b63}
.adm-task-badge-done{background:#e8f5ec;color:#1e5e2f}
.adm-task-badge-overdue{background:#fdecea;color:#8a1c13;margin-left:6px}
.adm-task-meta{display:flex;flex-wrap:wrap;gap:6px 24px;margin:0 0 16px;color:var(--kit-muted,#52606d)}
.adm-task-meta strong{color:var(--kit-text,#1f2933);font-weight:600}
.adm-task-details{white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.55;margin:0}
.adm-task-comments{white-space:pre-wrap;overflow-wrap:anywhere}
.adm-task-actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap;margin:8px 0 0}
.adm-task-textarea{width:100%;min-height:110px;resize:vertical;font-family:inherit;height:auto}
.adm-task-row{display:grid;grid-template-columns:2fr 1fr;gap:0 16px}
@media (max-width:640px){.adm-task-row{grid-template-columns:1fr}}
.adm-task-tasked{list-style:none;margin:0 0 10px;padding:0}
.adm-task-tasked li{display:flex;justify-content:space-between;align-items:center;gap:10px;padding:6px 10px;
border:1px solid #e4e8ec;border-radius:var(--kit-radius,6px);margin:0 0 6px;background:#f8fafc}
.adm-task-message{padding:10px 14px;border-radius:var(--kit-radius,6px);margin:0 0 16px}
.adm-task-error{background:#fdecea;color:#8a1c13;border:1px solid #f5c2bd}
.adm-task-saved{color:var(--kit-success,#116a3a);font-weight:600}
@media (max-width:640px){.adm-tasks-table th:nth-child(n+4),.adm-tasks-table td:nth-child(n+4){display:none}}
`;
