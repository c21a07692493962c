// Notifications page CSS, a React 19 hoisted <style> (deduplicated by href). Colours: the kit's variables.
export const NOTIFICATIONS_STYLE_ID = 'mfe-admin-notifications';

export const notificationsCss = `
.adm-notif{max-width:900px}
.adm-notif-head{display:flex;align-items:baseline;gap:14px;flex-wrap:wrap;margin:0 0 16px}
.adm-notif-head h1{font-size:1.7rem;margin:0;color:var(--kit-text,#1f2933)}
.adm-notif-count{color:var(--kit-muted,#52606d)}
.adm-notif-list{list-style:none;margin:0;padding:0}
.adm-notif-item{display:grid;grid-template-columns:1fr auto;gap:6px 16px;border:1px solid var(--kit-border,#c3cbd4);
border-radius:var(--kit-radius,6px);background:#fff;margin:0 0 12px;padding:12px 16px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-notif-item.is-unread{border-left:4px solid var(--kit-primary,#1d3b63);background:#f7f9fc}
.adm-notif-meta{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;font-size:.88rem;color:var(--kit-muted,#52606d)}
.adm-notif-from{font-weight:600;color:var(--kit-text,#1f2933)}
.adm-notif-tag{display:inline-block;padding:1px 8px;border-radius:999px;background:#eef2f7;color:var(--kit-primary,#1d3b63);
font-size:.8rem;font-weight:600}
.adm-notif-tag.is-admins{background:#fff4d6;color:#7a5a00}
.adm-notif-state{font-weight:600}
.adm-notif-item.is-unread .adm-notif-state{color:var(--kit-primary,#1d3b63)}
.adm-notif-message{grid-column:1/2;margin:2px 0 0;line-height:1.5;color:var(--kit-text,#1f2933);overflow-wrap:anywhere;white-space:pre-line}
.adm-notif-item.is-unread .adm-notif-message{font-weight:600}
.adm-notif-actions{grid-column:2/3;grid-row:1/3;display:flex;flex-direction:column;gap:6px;align-items:stretch;justify-content:center}
.adm-notif-actions .kit-button{padding:5px 12px;min-height:34px;font-size:.9rem}
.adm-notif-error{grid-column:1/3;margin:0;color:var(--kit-danger,#b42318)}
.adm-notif-empty{color:var(--kit-muted,#52606d)}
@media (max-width:640px){.adm-notif-item{grid-template-columns:1fr}.adm-notif-actions{grid-column:1;grid-row:auto;flex-direction:row}}
.adm-notif-global{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#f8fafc;
margin:0 0 24px;padding:14px 18px}
.adm-notif-global h2{margin:0 0 10px;font-size:1.15rem;color:var(--kit-text,#1f2933)}
.adm-notif-current{display:flex;gap:12px;align-items:center;flex-wrap:wrap;margin:0 0 14px;padding:10px 12px;
background:#fff8e1;border:1px solid #e8d9a8;border-radius:var(--kit-radius,6px)}
.adm-notif-current p{flex:1;margin:0}
.adm-notif-global textarea{min-height:80px;resize:vertical;font-family:inherit}
.adm-notif-row{display:grid;grid-template-columns:1fr;gap:0 14px}
.adm-notif-form-actions{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.adm-notif-hint{margin:0;font-size:.88rem;color:var(--kit-muted,#52606d)}
.adm-notif-saved{color:var(--kit-success,#116a3a)}
`;
