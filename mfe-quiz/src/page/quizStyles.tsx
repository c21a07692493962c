// Quiz CSS as a React 19 hoisted <style> (deduplicated by href). Colours: the kit's variables.
export const QUIZ_STYLE_ID = 'mfe-quiz';

const quizCss = `
.qz{max-width:1100px}
.qz h1{font-size:1.6rem;margin:0 0 6px;color:var(--kit-text,#1f2933)}
.qz h2{font-size:1.2rem;margin:0 0 8px;color:var(--kit-text,#1f2933)}
.qz-intro{color:var(--kit-muted,#52606d);margin:0 0 16px}
.qz-panel{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:14px 18px;margin:0 0 18px}
.qz-facts{margin:0;padding-left:1.2em;columns:2;column-gap:32px}
.qz-facts li{break-inside:avoid;margin:0 0 4px}
@media (max-width:700px){.qz-facts{columns:1}}
.qz fieldset{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:12px 16px 16px;margin:0 0 18px;min-width:0}
.qz legend{font-weight:700;font-size:1.1rem;padding:0 6px;color:var(--kit-text,#1f2933)}
.qz-hint{color:var(--kit-muted,#52606d);margin:0 0 10px;font-size:.95rem}
.qz-grades{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:10px}
@media (max-width:700px){.qz-grades{grid-template-columns:repeat(3,minmax(0,1fr))}}
.qz-ribbons{display:grid;grid-template-columns:repeat(auto-fill,minmax(112px,1fr));gap:10px}
@media (max-width:420px){.qz-ribbons{grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}}
.qz-choice{position:relative;display:flex;cursor:pointer}
.qz-choice .qz-card{flex:1}
.qz-choice input{position:absolute;inset:0;opacity:0;width:100%;height:100%;margin:0;z-index:1;cursor:pointer}
.qz-card{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;min-height:64px;padding:10px 6px;
border:2px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fafbfc;text-align:center;position:relative}
.qz-choice:hover .qz-card{border-color:var(--kit-muted,#52606d)}
.qz-choice input:focus-visible+.qz-card{outline:3px solid #2b6cb0;outline-offset:2px}
.qz-choice input:checked+.qz-card{border-color:var(--kit-primary,#1d3b63);background:#e8f0fb;box-shadow:0 0 0 1px var(--kit-primary,#1d3b63)}
.qz-choice input:checked+.qz-card::after{content:'✓';position:absolute;top:-8px;right:-8px;width:20px;height:20px;border-radius:50%;
background:var(--kit-primary,#1d3b63);color:#fff;font-size:.75rem;font-weight:700;display:flex;align-items:center;justify-content:center}
.qz-ribbon{width:100%;max-width:96px;height:auto;display:block}
.qz-insignia{width:60px;height:75px;display:block}
.qz-name{font-size:.78rem;line-height:1.2;color:var(--kit-text,#1f2933)}
.qz-names-hidden .qz-name{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.qz-actions{display:flex;flex-wrap:wrap;gap:10px;align-items:center;margin:8px 0 0}
.qz-actions .kit-checkbox{margin:0 auto 0 0}
.qz-results h2:focus{outline:none}
.qz-pass{font-size:1.3rem;font-weight:700;color:var(--kit-success,#116a3a);margin:0 0 12px}
.qz-mistakes{margin:0 0 14px;padding-left:1.4em}
.qz-mistakes li{margin:0 0 6px}
.qz-count{font-weight:600;color:var(--kit-danger,#b42318);margin:0 0 8px}
`;

export function QuizStyles() {
  return (
    <style href={QUIZ_STYLE_ID} precedence="default">
      {quizCss}
    </style>
  );
}
