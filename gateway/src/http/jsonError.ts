// Small JSON error answers in the shape of contracts' apiError: { code, message }.
import type { ServerResponse } from 'node:http';
import { API_ERRORS, serviceUnavailable } from '@portal/contracts';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

export function sendAccountNotFound(res: ServerResponse): void {
  const { status, code, message } = API_ERRORS.accountNotFound;
  sendJson(res, status, { code, message });
}

/** 503 when nothing answers (connection refused), 502 when the upstream failed mid-way. */
export function sendUnavailable(res: ServerResponse, name: string, status: 502 | 503): void {
  sendJson(res, status, serviceUnavailable(name));
}

export function statusForUpstreamError(error: unknown): 502 | 503 {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH' ? 503 : 502;
}
