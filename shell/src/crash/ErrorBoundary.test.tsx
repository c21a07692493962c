// @vitest-environment happy-dom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clientErrorReport } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// A real local HTTP server stands in for the gateway: GET /api/token, POST /api/errors/clienterror.
interface Received {
  method: string;
  url: string;
  body: unknown;
}
let server: Server;
let origin = '';
let received: Received[] = [];
let reportStatus = 204;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body: text ? JSON.parse(text) : null });
      if (req.method === 'GET' && req.url === '/api/token') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ token: 'csrf-123' }));
      } else if (req.method === 'POST' && req.url === '/api/errors/clienterror') {
        res.writeHead(reportStatus).end();
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page is served from the same origin, as behind the gateway.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `${origin}/events/12?x=1`,
  );
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  reportStatus = 204;
  // React logs every caught render error; the test asserts on the page and the report instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new TypeError('widget is undefined');
}

const CRASH_TEXT = 'Uh oh! Something bad happened on our end...';

describe('crash page (platform §2: a page crash shows the message with a refresh link and is reported)', () => {
  it('children render normally while nothing crashes, and nothing is reported', async () => {
    render(
      <ErrorBoundary>
        <p>Calendar</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Calendar')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText(CRASH_TEXT)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it("a crash shows 'Uh oh! Something bad happened on our end...' and a refresh link that reloads the page", async () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    render(
      <ErrorBoundary>
        <p>Calendar</p>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CRASH_TEXT);
    expect(screen.queryByText('Calendar')).toBeNull();
    const link = screen.getByRole('link', { name: 'Refresh the page' });
    expect(link.getAttribute('href')).toBe(`${origin}/events/12?x=1`);
    fireEvent.click(link);
    expect(reload).toHaveBeenCalledTimes(1);
    // Let this crash's report land so it is not counted by the next test.
    await waitFor(() => expect(received.some((r) => r.url === '/api/errors/clienterror')).toBe(true));
  });

  it('the crash is reported: POST /api/errors/clienterror with the CSRF token and a report the server accepts', async () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    await waitFor(() =>
      expect(received.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/errors/clienterror'),
    );
    // Exactly one report per crash.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/token',
      'POST /api/errors/clienterror',
    ]);
    const body = received[1]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      message: 'widget is undefined',
      pageURL: `${origin}/events/12?x=1`,
      type: 'Client',
      token: 'csrf-123',
    });
    expect(body.componentStack).toContain('Broken');
    expect(Array.isArray(body.stack) && body.stack.length > 0).toBe(true);
    expect(clientErrorReport.safeParse(body).success).toBe(true);
  });

  it('a failing report endpoint still leaves the crash page up (the report is dropped, not re-thrown)', async () => {
    reportStatus = 500;
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    await waitFor(() => expect(received.some((r) => r.url === '/api/errors/clienterror')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: CRASH_TEXT })).toBeInstanceOf(HTMLElement);
  });
});
