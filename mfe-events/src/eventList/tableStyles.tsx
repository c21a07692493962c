// CSS of the event list and the audit log tables, a React 19 hoisted <style> (deduplicated by
// href). Colours: the kit's variables. Narrow screens scroll the table sideways, not the page.
export const EVENT_TABLE_STYLE_ID = 'mfe-events-tables';

const css = `
.evt-table-wrap{overflow-x:auto;margin:0 0 16px}
.evt-table{border-collapse:collapse;width:100%;background:#fff}
.evt-table caption{text-align:left;font-weight:600;padding:4px 0}
.evt-table th,.evt-table td{border:1px solid var(--kit-border,#c3cbd4);padding:6px 10px;text-align:left;vertical-align:top}
.evt-table thead th{background:#f1f4f8}
.evt-table select{font:inherit;padding:4px 6px}
.evt-table .evt-nowrap{white-space:nowrap}
.evt-changes{border-collapse:collapse;width:100%}
.evt-changes th,.evt-changes td{border:1px solid #e3e7ec;padding:3px 8px;text-align:left;vertical-align:top;font-size:.93rem}
.evt-changes th[scope=row]{font-weight:600;white-space:nowrap}
.evt-old{color:var(--kit-danger,#b42318);text-decoration:line-through;word-break:break-word}
.evt-new{color:#1a7f37;word-break:break-word}
.evt-audit-type{font-weight:600}
.evt-audit-log td>p{margin:0 0 6px}
.evt-empty{color:var(--kit-muted,#52606d)}
@media (max-width:600px){.evt-table .evt-nowrap{white-space:normal}.evt-table th,.evt-table td{padding:5px 6px}}
`;

export function EventTableStyles() {
  return (
    <style href={EVENT_TABLE_STYLE_ID} precedence="default">
      {css}
    </style>
  );
}
