// Drive CSS as a React 19 hoisted <style> (deduplicated by href). Colours: the kit's variables.
export const DRIVE_STYLE_ID = 'mfe-drive';

const driveCss = `
.drv{max-width:1100px}
.drv h1{font-size:1.6rem;margin:0 0 8px;color:var(--kit-text,#1f2933)}
.drv-crumbs ol{display:flex;flex-wrap:wrap;list-style:none;margin:0 0 12px;padding:0;gap:4px}
.drv-crumbs li+li::before{content:'/';margin:0 6px;color:var(--kit-muted,#52606d)}
.drv-crumbs a{color:var(--kit-primary,#1d3b63)}
.drv-toolbar{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;margin:0 0 14px}
.drv-toolbar form{display:flex;gap:8px;align-items:flex-end}
.drv-toolbar .kit-field{margin:0}
.drv-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:12px;list-style:none;margin:0 0 18px;padding:0}
@media (max-width:700px){.drv-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
.drv-item{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:10px;cursor:pointer;
display:flex;flex-direction:column;align-items:center;gap:6px;text-align:center;min-height:120px;user-select:none;overflow-wrap:anywhere}
.drv-item:focus{outline:3px solid #9cc3f5;outline-offset:1px}
.drv-item[aria-selected="true"]{border-color:var(--kit-primary,#1d3b63);background:#e8f0fb;box-shadow:0 0 0 2px var(--kit-primary,#1d3b63)}
.drv-item.drv-drop{background:#fff7e0;border-color:var(--kit-accent,#b8860b)}
.drv-icon{height:64px;display:block}
.drv-thumb{max-width:100%;height:64px;object-fit:contain}
.drv-name{font-weight:500;font-size:.95rem}
.drv-panel{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:14px 18px;margin:0 0 18px}
.drv-panel h2{font-size:1.15rem;margin:0 0 8px}
.drv-actions{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0;align-items:flex-end}
.drv-actions .kit-field{margin:0}
.drv-message{color:#b00020;font-weight:500}
.drv-muted{color:var(--kit-muted,#52606d)}
.drv-upload{border:2px dashed var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);padding:16px;background:#fafbfc;margin:0 0 18px}
.drv-upload.drv-drop{background:#fff7e0;border-color:var(--kit-accent,#b8860b)}
.drv-upload ul{margin:6px 0;padding-left:20px}
.drv-warning{color:#8a5a00;font-weight:500}
.drv-usage{display:flex;flex-wrap:wrap;gap:6px 28px;margin:0 0 14px;font-size:.9rem;color:var(--kit-muted,#52606d)}
.drv-usage-line{display:flex;align-items:center;gap:8px}
.drv-usage-label{font-weight:600;color:var(--kit-text,#1f2933)}
.drv-usage meter{width:140px;height:12px}
.drv-share-table{width:100%;border-collapse:collapse}
.drv-share-table td,.drv-share-table th{padding:4px 6px;text-align:left;border-bottom:1px solid #edf0f3}
.drv-crumbs .kit-link-button,.drv-pick-list .kit-link-button{background:none;border:0;padding:0;font:inherit;color:var(--kit-primary,#1d3b63);text-decoration:underline;cursor:pointer}
.drv-pick-list{list-style:none;margin:0 0 10px;padding:0;max-height:220px;overflow-y:auto;border:1px solid #edf0f3}
.drv-pick-list li{padding:4px 8px;cursor:pointer}
.drv-pick-list li[aria-selected="true"]{background:#e8f0fb;font-weight:600}
.drv-invalid{color:#b00020}
.drv-tabs{display:flex;gap:4px;margin:0 0 10px}
.drv-tabs [aria-selected="true"]{background:var(--kit-primary,#1d3b63);color:#fff}
`;

export function DriveStyles() {
  return (
    <style href={DRIVE_STYLE_ID} precedence="default">
      {driveCss}
    </style>
  );
}
