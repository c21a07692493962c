// Events §2 event form: "The form offers markdown editors for comments, member comments and the
// sign-up email body". A labelled text area with Write / Preview tabs (the preview goes through the
// portal's one safe renderer, '@portal/kit/markdown', the same the viewer uses) and a toolbar whose
// bold, italic, link and bulleted-list buttons wrap or insert around the selection
// (markdownFormat.ts). Accessibility: a real <label> on the text area (the form's tests and the
// e2e journey find fields by it), WAI-ARIA tabs (aria-selected, arrow keys), a labelled toolbar
// with one tab stop (arrow keys move between its buttons), Ctrl/Cmd+B and +I in the text area.
import { Markdown, preloadMarkdown } from '@portal/kit/markdown';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { adoptStyles } from '@portal/kit';
import { applyFormat, type MarkdownFormat, type TextEdit } from './markdownFormat.ts';
import markdownEditorCss from './markdownEditor.css?raw';

adoptStyles('mfe-events-markdown-editor', markdownEditorCss);

type Mode = 'write' | 'preview';

const TOOLS: readonly { format: MarkdownFormat; label: string; text: string; keys?: string }[] = [
  { format: 'bold', label: 'Bold', text: 'B', keys: 'Control+B' },
  { format: 'italic', label: 'Italic', text: 'I', keys: 'Control+I' },
  { format: 'link', label: 'Link', text: 'Link' },
  { format: 'bulletList', label: 'Bulleted list', text: '• List' },
];

/** Arrow keys, Home and End move focus between the buttons of a tab list or toolbar. */
function moveFocus(event: KeyboardEvent<HTMLElement>, selector: string): HTMLElement | null {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  let next: HTMLElement | undefined;
  if (event.key === 'Home') next = items[0];
  else if (event.key === 'End') next = items[items.length - 1];
  else if (step !== undefined && at !== -1) next = items[(at + step + items.length) % items.length];
  if (!next) return null;
  event.preventDefault();
  next.focus();
  return next;
}

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
}

export function MarkdownEditor({ label, value, onChange, rows = 5 }: MarkdownEditorProps) {
  const id = useId();
  const ids = {
    area: `${id}-text`,
    hint: `${id}-hint`,
    writeTab: `${id}-write-tab`,
    previewTab: `${id}-preview-tab`,
    writePanel: `${id}-write`,
    previewPanel: `${id}-preview`,
  };
  const [mode, setMode] = useState<Mode>('write');
  const [activeTool, setActiveTool] = useState(0);
  const area = useRef<HTMLTextAreaElement>(null);
  // the selection to restore once the parent has re-rendered with the formatted text
  const pending = useRef<TextEdit | null>(null);

  useEffect(preloadMarkdown, []);

  useLayoutEffect(() => {
    const edit = pending.current;
    const element = area.current;
    if (!edit || !element || element.value !== edit.text) return;
    pending.current = null;
    element.focus();
    element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });

  const format = (kind: MarkdownFormat) => {
    const element = area.current;
    if (!element) return;
    const edit = applyFormat(value, element.selectionStart, element.selectionEnd, kind);
    pending.current = edit;
    onChange(edit.text);
  };

  const tab = (which: Mode, text: string) => (
    <button
      type="button"
      role="tab"
      id={which === 'write' ? ids.writeTab : ids.previewTab}
      aria-selected={mode === which}
      aria-controls={which === 'write' ? ids.writePanel : ids.previewPanel}
      tabIndex={mode === which ? 0 : -1}
      onClick={() => setMode(which)}
    >
      {text}
    </button>
  );

  return (
    <div className="evt-field evt-md-editor">
      <label htmlFor={ids.area}>{label}</label>
      <div className="evt-md-bar">
        <div
          role="tablist"
          aria-label={`${label}: write or preview`}
          className="evt-md-tabs"
          onKeyDown={(e) => {
            const next = moveFocus(e, '[role=tab]');
            if (next) setMode(next.id === ids.writeTab ? 'write' : 'preview');
          }}
        >
          {tab('write', 'Write')}
          {tab('preview', 'Preview')}
        </div>
        {mode === 'write' && (
          <div
            role="toolbar"
            aria-label={`${label}: formatting`}
            aria-controls={ids.area}
            className="evt-md-toolbar"
            onKeyDown={(e) => {
              const next = moveFocus(e, 'button');
              if (next) setActiveTool(TOOLS.findIndex((t) => t.label === next.getAttribute('aria-label')));
            }}
          >
            {TOOLS.map((tool, i) => (
              <button
                key={tool.format}
                type="button"
                aria-label={tool.label}
                title={tool.keys ? `${tool.label} (${tool.keys.replace('Control', 'Ctrl')})` : tool.label}
                aria-keyshortcuts={tool.keys}
                tabIndex={i === activeTool ? 0 : -1}
                className={`evt-md-tool evt-md-${tool.format}`}
                onClick={() => {
                  setActiveTool(i);
                  format(tool.format);
                }}
              >
                {tool.text}
              </button>
            ))}
          </div>
        )}
      </div>
      <div role="tabpanel" id={ids.writePanel} aria-labelledby={ids.writeTab} hidden={mode !== 'write'}>
        <textarea
          ref={area}
          id={ids.area}
          rows={rows}
          value={value}
          aria-describedby={ids.hint}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
            const key = e.key.toLowerCase();
            if (key !== 'b' && key !== 'i') return;
            e.preventDefault();
            format(key === 'b' ? 'bold' : 'italic');
          }}
        />
      </div>
      <div
        role="tabpanel"
        id={ids.previewPanel}
        aria-labelledby={ids.previewTab}
        hidden={mode !== 'preview'}
        className="evt-md-preview"
      >
        {mode === 'preview' &&
          (value.trim() === '' ? (
            <p className="evt-hint">Nothing to preview</p>
          ) : (
            <Markdown text={value} className="evt-markdown" headingOffset={2} />
          ))}
      </div>
      <span className="evt-hint" id={ids.hint}>
        Markdown: **bold**, *italic*, [text](url), -{'\u00a0'}item
      </span>
    </div>
  );
}
