// Change log CSS, a React 19 hoisted <style> (deduplicated by href). Colours: the kit's variables.
export const CHANGELOG_STYLE_ID = 'mfe-admin-changelog';

export const changelogCss = `
.adm-changelog{max-width:860px}
.adm-changelog>h1{font-size:1.7rem;margin:0 0 16px;color:var(--kit-text,#1f2933)}
.adm-changelog-list{list-style:none;margin:0;padding:0}
.adm-changelog-entry{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;
margin:0 0 16px;padding:14px 18px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-changelog-entry h2{margin:0;font-size:1.2rem;color:var(--kit-primary,#1d3b63)}
.adm-changelog-date{display:block;margin:2px 0 8px;font-size:.85rem;color:var(--kit-muted,#52606d)}
.adm-changelog-text{line-height:1.55;color:var(--kit-text,#1f2933);overflow-wrap:anywhere}
.adm-changelog-text p{margin:0 0 8px}
.adm-changelog-text pre{background:#f4f6f8;padding:8px 10px;border-radius:4px;overflow-x:auto}
.adm-changelog-text code{background:#f4f6f8;padding:1px 4px;border-radius:3px}
.adm-changelog-form{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#f8fafc;
margin:0 0 24px;padding:14px 18px}
.adm-changelog-form h2{margin:0 0 12px;font-size:1.15rem;color:var(--kit-text,#1f2933)}
.adm-changelog-form textarea{min-height:140px;resize:vertical;font-family:inherit}
.adm-changelog-row{display:grid;grid-template-columns:2fr 1fr;gap:0 14px}
@media (max-width:640px){.adm-changelog-row{grid-template-columns:1fr}}
.adm-changelog-actions{display:flex;gap:12px;align-items:center}
.adm-changelog-error{color:var(--kit-danger,#b42318)}
.adm-changelog-saved{color:var(--kit-success,#116a3a)}
`;
