// Permission management and duty position page CSS, as a React 19 hoisted <style> (see dashboardStyles.ts).
export const PERMISSIONS_STYLE_ID = 'mfe-admin-permissions';

export const permissionsCss = `
.adm-pm-page{max-width:1100px}
.adm-pm-page h1{font-size:1.7rem;margin:0 0 4px;color:var(--kit-text,#1f2933)}
.adm-pm-intro{margin:0 0 18px;color:var(--kit-muted,#52606d)}
.adm-pm-toolbar{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:0 0 16px}
.adm-pm-status{margin:0;padding:8px 12px;border-radius:var(--kit-radius,6px);font-weight:600}
.adm-pm-status-ok{background:#e6f4ea;color:var(--kit-success,#1e7b34)}
.adm-pm-status-error{background:#fdecea;color:var(--kit-danger,#b3261e)}
.adm-pm-status ul{margin:6px 0 0;padding-left:20px;font-weight:400}
.adm-perm-list{list-style:none;margin:0 0 20px;padding:0;display:grid;gap:14px}
.adm-perm-card{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;
box-shadow:0 1px 3px rgba(15,23,42,.08);padding:12px 16px}
.adm-perm-card-head{display:flex;justify-content:space-between;align-items:baseline;gap:12px;flex-wrap:wrap}
.adm-perm-card-head h2{font-size:1.1rem;margin:0;color:var(--kit-primary,#1d3b63)}
.adm-perm-id{color:var(--kit-muted,#52606d);font-size:.9rem;margin-left:8px;font-weight:400}
.adm-perm-editor-head{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-end}
.adm-perm-editor-head .kit-field{margin:0;min-width:220px}
.adm-perm-derived{margin:0 0 8px;color:var(--kit-muted,#52606d)}
.adm-perm-toggle{margin-bottom:4px}
.adm-perm-options{border:1px solid #e2e7ed;border-radius:var(--kit-radius,6px);margin:12px 0 0;padding:8px 14px 12px;
display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:4px 18px}
.adm-perm-options legend{font-weight:600;padding:0 6px}
.adm-perm-options .kit-field{margin:6px 0}
.adm-pm-remove{color:var(--kit-danger,#b3261e)}
.adm-pm-changes{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:4px 16px 12px}
.adm-pm-changes h2{font-size:1.1rem;margin:10px 0}
.adm-pm-changes ol{list-style:none;margin:0;padding:0;max-height:400px;overflow-y:auto}
.adm-pm-changes li{padding:7px 0;border-top:1px solid #edf0f3}
.adm-pm-changes time{color:var(--kit-muted,#52606d);margin-right:8px;font-size:.9rem}
.adm-pm-empty{color:var(--kit-muted,#52606d)}
.adm-duty-table{width:100%;border-collapse:collapse;background:#fff;margin:0 0 14px}
.adm-duty-table th,.adm-duty-table td{text-align:left;padding:8px 10px;border-bottom:1px solid #edf0f3;vertical-align:middle}
.adm-duty-table th{background:#f1f4f8;font-weight:600}
.adm-duty-table .kit-field{margin:0}
.adm-duty-member{display:flex;gap:12px;align-items:center;flex-wrap:wrap;margin:0 0 14px}
.adm-duty-member strong{font-size:1.1rem;color:var(--kit-primary,#1d3b63)}
`;

/** The page's stylesheet (hoisted and deduplicated by React 19). */
export function PermissionStyles() {
  return (
    <style href={PERMISSIONS_STYLE_ID} precedence="default">
      {permissionsCss}
    </style>
  );
}
