// Email selector and contact list CSS, a React 19 hoisted <style> (deduplicated by href). Colours:
// the kit's variables. The output and contact boxes are 400 px tall (platform §2, §9).
import { CONTACT_BOX_HEIGHT_PX } from '@portal/contracts';

export const EMAIL_SELECTOR_STYLE_ID = 'mfe-admin-email-selector';

export const emailSelectorCss = `
.adm-es{max-width:1100px}
.adm-es h1{font-size:1.7rem;margin:0 0 6px;color:var(--kit-text,#1f2933)}
.adm-es h2{font-size:1.2rem;margin:22px 0 8px;color:var(--kit-text,#1f2933)}
.adm-es-intro{margin:0 0 14px;color:var(--kit-muted,#52606d);max-width:75ch}
.adm-es-buttons{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 16px}
.adm-es-options{display:flex;flex-wrap:wrap;gap:6px 28px;align-items:flex-start;border:0;padding:0;margin:0 0 10px}
.adm-es-options .kit-checkbox{margin:0}
.adm-es-radios{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;border:0;padding:0;margin:0}
.adm-es-radios legend{font-weight:600;color:var(--kit-text,#1f2933);float:left;margin-right:10px;padding:0}
.adm-es-radios label{display:inline-flex;align-items:center;gap:6px;cursor:pointer}
.adm-es-filters{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#f8fafc;
padding:12px 16px 4px;margin:8px 0 14px}
.adm-es-filters legend{font-weight:700;padding:0 6px;color:var(--kit-text,#1f2933)}
.adm-es-filter-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:0 16px}
@media (max-width:640px){.adm-es-filter-grid{grid-template-columns:1fr}}
.adm-es-filters .adm-es-radios{margin:0 0 14px}
.adm-es-ranks{margin:0 0 12px;font-size:.85rem;color:var(--kit-muted,#52606d)}
.adm-es-count{margin:6px 0;color:var(--kit-muted,#52606d);font-size:.92rem}
.adm-es-list{list-style:none;margin:0;padding:4px;max-height:750px;overflow:auto;border:1px solid var(--kit-border,#c3cbd4);
border-radius:var(--kit-radius,6px);background:#fff}
.adm-es-list label{display:flex;align-items:baseline;gap:8px;padding:5px 8px;border-radius:4px;cursor:pointer}
.adm-es-list label:hover{background:#f1f5f9}
.adm-es-list input{width:17px;height:17px;flex:none;position:relative;top:3px}
.adm-es-list .is-selected label{background:#eaf1fb}
.adm-es-id{color:var(--kit-muted,#52606d);font-size:.85rem;margin-left:auto;white-space:nowrap}
.adm-es-empty{padding:8px;color:var(--kit-muted,#52606d);font-style:italic}
.adm-expired{color:var(--kit-danger,#b42318);text-decoration:line-through}
.adm-expiring{color:#b45309}
.adm-es-warning{margin:0 0 8px;padding:8px 12px;border-left:4px solid #b45309;background:#fff7e6;color:#7a3e00;font-weight:600}
.adm-es-box{height:${CONTACT_BOX_HEIGHT_PX}px;overflow:auto;box-sizing:border-box;border:1px solid var(--kit-text,#1f2933);
border-radius:4px;padding:8px 10px;margin:0;background:#fff;font-style:italic;overflow-wrap:anywhere;white-space:pre-wrap;cursor:text}
.adm-es-box:focus-visible{outline:3px solid rgba(29,59,99,.45);outline-offset:2px}
.adm-es-box-hint{margin:0 0 6px;font-size:.85rem;color:var(--kit-muted,#52606d)}
.adm-contacts-table-wrap{overflow-x:auto;margin:0 0 8px}
.adm-contacts-table{border-collapse:collapse;width:100%;font-size:.93rem;background:#fff}
.adm-contacts-table th,.adm-contacts-table td{border:1px solid #d5dbe2;padding:6px 9px;text-align:left;vertical-align:top}
.adm-contacts-table thead th{background:var(--kit-primary,#1d3b63);color:#fff;font-weight:600}
.adm-contacts-table tbody th{font-weight:600;white-space:nowrap}
.adm-contacts-table a{color:var(--kit-primary,#1d3b63)}
.adm-contacts-table tbody tr:nth-child(even){background:#f8fafc}
.adm-contacts-table ul{list-style:none;margin:0;padding:0}
.adm-contacts-table .adm-contact-label{color:var(--kit-muted,#52606d);font-size:.82rem;margin-right:4px}
.adm-contacts-bar{display:flex;flex-wrap:wrap;gap:8px 20px;align-items:flex-end;margin:0 0 10px}
.adm-contacts-bar .kit-field{margin:0;min-width:220px}
.adm-contacts-boxes{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:0 20px}
`;
