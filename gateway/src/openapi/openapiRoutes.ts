// GET /api/openapi.json and GET /api/docs, answered by the gateway itself before
// the account lookup and the proxy: the description holds no data, so no account or sign-in is
// needed. Both are built once, on first request, from @portal/contracts' call registry.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildOpenApiDocument } from '@portal/contracts/openapi';
import { renderDocsPage } from './docsPage.ts';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

export interface OpenApiRoutes {
  /** Whether the gateway answers this path itself (it then must call `answer`). */
  owns(path: string): boolean;
  answer(req: IncomingMessage, res: ServerResponse, path: string): void;
}

export function createOpenApiRoutes(): OpenApiRoutes {
  let built: { json: string; html: string } | null = null;
  const bodies = () => {
    if (!built) {
      const doc = buildOpenApiDocument();
      built = { json: JSON.stringify(doc), html: renderDocsPage(doc) };
    }
    return built;
  };
  const lengths = new Set([OPENAPI_JSON_PATH.length, API_DOCS_PATH.length, API_DOCS_PATH.length + 1]);
  // on every request: the length test first keeps the /api hot path free of a toLowerCase
  const owns = (path: string) => {
    if (!lengths.has(path.length)) return false;
    const lower = path.toLowerCase();
    return lower === OPENAPI_JSON_PATH || lower === API_DOCS_PATH || lower === `${API_DOCS_PATH}/`;
  };
  return {
    owns,
    answer(req, res, path) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        const text = JSON.stringify({ code: 'METHOD_NOT_ALLOWED', message: 'Only GET is allowed here' });
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'application/json; charset=utf-8' });
        res.end(text);
        return;
      }
      const json = path.toLowerCase() === OPENAPI_JSON_PATH;
      const body = json ? bodies().json : bodies().html;
      res.writeHead(200, {
        'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        // the description changes only with a new gateway build
        'Cache-Control': 'public, max-age=300',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  };
}
