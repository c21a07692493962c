// The readable page of the API description (GET /api/docs): one self-contained HTML document built
// from the OpenAPI document: operations grouped by service with their request and response schemas,
// then every schema. No script and nothing from another origin (the gateway's CSP applies as is);
// collapsible parts are <details>.
import type { OpenApiDocument } from '@portal/contracts/openapi';

type Json = Record<string, unknown>;
const REF = '#/components/schemas/';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const anchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** A schema as indented JSON, its component $refs turned into links to the schema's section. */
function schemaHtml(schema: unknown): string {
  return escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&#34;#\/components\/schemas\/([^&]+)&#34;/g,
    (_m, name: string) => `&#34;<a href="#${anchor(name)}">${REF}${name}</a>&#34;`,
  );
}

function schemaLink(schema: unknown): string {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  if (ref?.startsWith(REF)) {
    const name = ref.slice(REF.length);
    return `<a href="#${anchor(name)}"><code>${escapeHtml(name)}</code></a>`;
  }
  return '<em>no schema</em>';
}

const jsonSchemaOf = (body: unknown): unknown =>
  ((body as Json | undefined)?.content as Json | undefined)?.['application/json'] &&
  (((body as Json).content as Json)['application/json'] as Json).schema;

function bodyLine(label: string, body: Json | undefined): string {
  if (!body) return `<dt>${label}</dt><dd>none</dd>`;
  const missing = body['x-schema-missing'] ? ' <strong class="missing">no contract schema yet</strong>' : '';
  const schema = jsonSchemaOf(body);
  const described = schema ? schemaLink(schema) : escapeHtml(String(body.description ?? 'no JSON body'));
  return `<dt>${label}</dt><dd>${described}${missing}</dd>`;
}

/** One line per success response: the status the service answers (or the generic 2XX) and its body. */
function successLines(responses: Json): string {
  return Object.keys(responses)
    .filter((status) => status.startsWith('2'))
    .map((status) => bodyLine(`response ${status}`, responses[status] as Json | undefined))
    .join('');
}

function operationHtml(method: string, path: string, op: Json): string {
  const params = Array.isArray(op.parameters)
    ? (op.parameters as Json[]).map((p) => `<code>${escapeHtml(String(p.name))}</code>`).join(', ')
    : '';
  const responses = (op.responses ?? {}) as Json;
  return `<article class="op" id="op-${escapeHtml(String(op.operationId))}">
<h4><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h4>
<p>${escapeHtml(String(op.summary ?? ''))}</p>
<dl>${params ? `<dt>path parameters</dt><dd>${params}</dd>` : ''}${bodyLine('request', op.requestBody as Json | undefined)}${successLines(responses)}<dt>refused</dt><dd>4XX <a href="#${anchor('ApiError')}"><code>ApiError</code></a></dd></dl>
</article>`;
}

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1b1f24}
h1{margin-bottom:.2rem}nav ul{columns:3}code{font-size:.9em}
.op{border:1px solid #d0d7de;border-radius:6px;padding:.4rem .8rem;margin:.5rem 0}
.op h4{margin:.2rem 0}.op p{margin:.2rem 0}.op dl{display:grid;grid-template-columns:9rem 1fr;margin:.3rem 0}
.op dd{margin:0}.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.8em;padding:.1rem .3rem}
.get{background:#0a6cce}.post{background:#1a7f37}.put{background:#9a6700}.delete{background:#cf222e}
.missing{color:#cf222e;font-weight:600}pre{background:#f6f8fa;padding:.6rem;overflow:auto;font-size:.85em}
details{margin:.3rem 0}summary{cursor:pointer}`;

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = String(((op.tags as string[] | undefined) ?? ['other'])[0]);
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      count++;
    }
  }
  const groups = [...byTag]
    .map(
      ([tag, ops]) =>
        `<section id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)} (${ops.length})</h2>${ops.join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="${anchor(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${schemaHtml(schema)}</pre></details>`,
    )
    .join('\n');
  const missing = doc['x-calls-without-schema'];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(doc.info.title)}</h1>
<p>Version ${escapeHtml(doc.info.version)}, OpenAPI ${escapeHtml(doc.openapi)}: ${count} operations. ${escapeHtml(doc.info.description)}
The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav><ul>${[...byTag.keys()].map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${missing.length ? `<details><summary>${missing.length} calls have a body no contract schema describes yet</summary><ul>${missing.map((m) => `<li><code>${escapeHtml(m)}</code></li>`).join('')}</ul></details>` : ''}
</header>
<main>${groups}
<section id="schemas"><h2>Schemas (${Object.keys(doc.components.schemas).length})</h2>${schemas}</section></main>
</body></html>
`;
}
