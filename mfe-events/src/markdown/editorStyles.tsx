// The markdown editor's CSS, a React 19 hoisted <style> (deduplicated by href, so six editors on the
// form add it once). Colours: the kit's variables, as eventStyles.tsx.
const EDITOR_STYLE_ID = 'mfe-events-markdown-editor';

const css = `
.evt-md-bar{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:4px 12px}
.evt-md-tabs,.evt-md-toolbar{display:flex;gap:2px}
.evt-page .evt-md-bar button{margin:0;padding:4px 10px;font-size:.92rem}
.evt-page .evt-md-tabs [role=tab]{border-bottom-left-radius:0;border-bottom-right-radius:0;background:#f1f4f8;color:var(--kit-muted,#52606d)}
.evt-page .evt-md-tabs [role=tab][aria-selected=true]{background:#fff;color:var(--kit-text,#1f2933);font-weight:600;border-bottom-color:#fff}
.evt-page .evt-md-bold{font-weight:700}
.evt-page .evt-md-italic{font-style:italic;font-family:Georgia,serif}
.evt-md-editor textarea{width:100%;box-sizing:border-box;resize:vertical}
.evt-md-preview{min-height:7.5em;padding:8px;border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;overflow-wrap:anywhere}
.evt-md-preview[hidden]{display:none}
`;

export function MarkdownEditorStyles() {
  return (
    <style href={EDITOR_STYLE_ID} precedence="default">
      {css}
    </style>
  );
}
