// Site configuration CSS, rendered as a React 19 hoisted <style> (deduplicated by href).
export const REGISTRY_STYLE_ID = 'mfe-admin-registry';

export const registryCss = `
.adm-regedit{max-width:900px}
.adm-regedit h1{font-size:1.7rem;margin:0 0 6px;color:var(--kit-text,#1f2933)}
.adm-regedit-intro{margin:0 0 18px;color:var(--kit-muted,#52606d)}
.adm-regedit-section{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;
margin:0 0 20px;padding:0 0 8px;box-shadow:0 1px 3px rgba(15,23,42,.06)}
.adm-regedit-section>h2{margin:0 0 12px;padding:10px 16px;font-size:1.1rem;color:#fff;background:var(--kit-primary,#1d3b63);
border-bottom:3px solid var(--kit-accent,#b8860b);border-radius:var(--kit-radius,6px) var(--kit-radius,6px) 0 0}
.adm-regedit-body{padding:0 16px}
.adm-regedit-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:0 18px}
.adm-regedit-addresses{grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}
.adm-regedit fieldset{border:1px solid #e1e6ec;border-radius:5px;margin:6px 0 14px;padding:6px 14px 2px}
.adm-regedit legend{font-weight:600;padding:0 6px;color:var(--kit-text,#1f2933)}
.adm-flight-rows{list-style:none;margin:0 0 10px;padding:0}
.adm-flight-row{display:flex;align-items:flex-end;gap:8px;margin:0 0 4px}
.adm-flight-row .kit-field{flex:1;margin-bottom:8px}
.adm-flight-row button{margin-bottom:10px}
.adm-small-button{padding:6px 10px;border:1px solid var(--kit-border,#c3cbd4);border-radius:4px;background:#f8fafc;cursor:pointer;font:inherit}
.adm-small-button:disabled{opacity:.45;cursor:default}
.adm-small-button:focus-visible{outline:3px solid rgba(29,59,99,.4)}
.adm-regedit-note{color:var(--kit-muted,#52606d);font-size:.9rem;margin:4px 0 10px}
.adm-regedit-actions{display:flex;align-items:center;gap:14px;margin:0 0 30px}
.adm-regedit-saved{color:#1e7b34;font-weight:600}
.adm-regedit-error{color:#b42318;font-weight:600}
`;
