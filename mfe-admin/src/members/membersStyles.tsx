// CSS of the member pages and widgets, as a React 19 hoisted <style> (deduplicated by href), like
// the dashboard's. Colours use the kit's CSS variables.
const MEMBERS_STYLE_ID = 'mfe-admin-members';

const css = `
.mem-widget-form{padding:8px 16px 0}
.mem-widget-form .kit-field{margin-bottom:10px}
.mem-search-grid{display:grid;grid-template-columns:1fr 1fr;gap:0 12px}
.mem-message{margin:4px 16px 12px;color:var(--kit-muted,#52606d)}
.mem-error{margin:4px 16px 12px;color:var(--kit-danger,#b42318)}
.mem-results{list-style:none;margin:0 0 8px;padding:0;max-height:400px;overflow-y:auto;border-top:1px solid #edf0f3}
.mem-result{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 16px;border-bottom:1px solid #edf0f3}
.mem-result-name{font-weight:600;color:var(--kit-text,#1f2933)}
.mem-result-detail{font-size:.85rem;color:var(--kit-muted,#52606d)}
.mem-result .kit-button{min-height:32px;padding:4px 10px;font-size:.85rem;white-space:nowrap}
.mem-note{margin:0 16px 10px;font-size:.85rem;color:var(--kit-muted,#52606d)}
.mem-absent-state{margin:0 16px 10px}
.mem-actions{display:flex;gap:8px;align-items:center;padding:0 16px 12px}
.mem-subtitle{margin:4px 16px 6px;font-size:.95rem;font-weight:600;color:var(--kit-text,#1f2933)}
.mem-drive-info{border-top:1px solid #edf0f3;padding-top:8px}
.mem-drive-count{margin:0 16px 12px}
.mem-saved{color:var(--kit-success,#116a3a)}
.mem-debug{max-width:1100px}
.mem-debug pre{background:#f6f8fa;border:1px solid var(--kit-border,#c3cbd4);border-radius:6px;padding:16px;
overflow:auto;font-size:.85rem;line-height:1.45;white-space:pre-wrap;word-break:break-word}
`;

export function MembersStyles() {
  return (
    <style href={MEMBERS_STYLE_ID} precedence="default">
      {css}
    </style>
  );
}
