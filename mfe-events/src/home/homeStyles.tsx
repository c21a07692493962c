// Home panel CSS, a React 19 hoisted <style> (deduplicated by href). The panels sit under the
// shell's hero: a photo banner across the width, the next meeting and upcoming events side by side
// (stacked under 1028 px), then the social panels. A cadet's promotion panel sits between the
// banner and that row (PromotionPanel.tsx).
export const HOME_STYLE_ID = 'mfe-events-home';

const css = `
.home-panels{display:flex;flex-direction:column;gap:20px;margin:20px 0}
.home-panel-row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:20px;align-items:start}
@media (max-width:1027.98px){.home-panel-row{grid-template-columns:1fr}}
.home-panel{border:1px solid var(--kit-border,#c3cbd4);border-radius:var(--kit-radius,6px);background:#fff;padding:16px 20px}
.home-panel h2{margin:0 0 10px;font-size:1.25rem}
.home-panel p{margin:0 0 8px}
.home-empty{color:var(--kit-muted,#52606d)}
.home-meeting-name{font-size:1.1rem;font-weight:600}
.home-panel dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 14px;margin:0 0 8px}
.home-panel dt{font-weight:600}
.home-panel dd{margin:0}
.home-upcoming-list{list-style:none;margin:0 0 10px;padding:0}
.home-upcoming-list li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:2px 12px;padding:8px 0;border-bottom:1px solid #edf0f3}
.home-upcoming-list li:last-child{border-bottom:0}
.home-upcoming-when{color:var(--kit-muted,#52606d);font-size:.92rem}
.home-banner{position:relative;border-radius:var(--kit-radius,6px);overflow:hidden;background:#1f2933}
.home-banner-frame{display:flex;align-items:center;justify-content:center;height:clamp(180px,38vw,420px)}
.home-banner-frame img{width:100%;height:100%;object-fit:cover;display:block}
.home-banner-controls{position:absolute;left:0;right:0;bottom:0;display:flex;align-items:center;justify-content:center;gap:8px;padding:8px;background:linear-gradient(transparent,rgba(0,0,0,.55))}
.home-banner-controls button{font:inherit;font-size:.9rem;padding:6px 12px;border:1px solid rgba(255,255,255,.8);border-radius:var(--kit-radius,6px);background:rgba(0,0,0,.45);color:#fff;cursor:pointer}
.home-banner-controls button:hover,.home-banner-controls button:focus-visible{background:rgba(0,0,0,.75);outline:2px solid #fff;outline-offset:1px}
.home-banner-count{color:#fff;font-size:.9rem;text-shadow:0 1px 2px #000}
.home-social{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:16px;list-style:none;margin:0;padding:0}
.home-social .home-panel h3{margin:0 0 8px;font-size:1.05rem}
.home-social-note{font-size:.85rem;color:var(--kit-muted,#52606d);margin:6px 0 0}
.home-promotion .home-promotion-summary{grid-template-columns:max-content 1fr;margin-bottom:14px}
.home-promotion-state{display:inline-block;padding:1px 8px;border-radius:999px;font-size:.88rem;font-weight:600}
.home-promotion-inc{background:#fff4e0;color:#7a4100;border:1px solid #f0c36d}
.home-promotion-pnd{background:#e6f0fb;color:#0b4f8a;border:1px solid #9cc3ea}
.home-promotion-table{overflow-x:auto}
.home-promotion table{border-collapse:collapse;width:100%;font-size:.95rem}
.home-promotion th,.home-promotion td{text-align:left;padding:6px 10px;border-bottom:1px solid #edf0f3;vertical-align:top}
.home-promotion thead th{font-size:.85rem;text-transform:uppercase;letter-spacing:.03em;color:var(--kit-muted,#52606d);border-bottom:2px solid #d9dee4}
.home-promotion tbody th{font-weight:600}
.home-req-detail{display:block;font-weight:400;font-size:.85rem;color:var(--kit-muted,#52606d)}
.home-req-done td:nth-child(2){color:#1e6b34;font-weight:600}
.home-req-missing td:nth-child(2){color:#a61b1b;font-weight:600}
.home-promotion-blockers{margin-top:14px;padding:10px 14px;background:#f7f9fb;border-left:4px solid #f0c36d;border-radius:4px}
.home-promotion-blockers h3{margin:0 0 6px;font-size:1.02rem}
.home-promotion-blockers ul{margin:0;padding-left:20px}
.home-promotion-blockers p{margin:0}
@media (max-width:640px){.home-banner-controls{position:static;background:#1f2933;flex-wrap:wrap}}
`;

export function HomeStyles() {
  return (
    <style href={HOME_STYLE_ID} precedence="default">
      {css}
    </style>
  );
}
