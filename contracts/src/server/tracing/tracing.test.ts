// Observability: traces across the gateway and the services with OpenTelemetry, on only
// when configured. Real node:http servers in this process, spans kept in memory.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callInternal } from '../http/internalCall.ts';
import { addTraceHeaders, REQUEST_ID_ATTRIBUTE, startTracing, type TracingHandle } from './index.ts';

const exporter = new InMemorySpanExporter();
let tracing: TracingHandle | undefined;
const servers: http.Server[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET with the given headers (an object, or a flat list like the gateway's lean proxy). */
function get(host: string, path: string, headers: http.OutgoingHttpHeaders | string[]): Promise<string> {
  const [hostname, port] = host.split(':');
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
    request.end();
  });
}

const serverSpan = (path: string) =>
  exporter.getFinishedSpans().find((span) => span.kind === 1 && span.attributes['url.path'] === path)!;
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

let service: string;
beforeAll(async () => {
  tracing = await startTracing({ serviceName: 'tracing-test', exporter });
  // The "service": answers with the request headers it was given.
  service = await listen((req, res) => res.end(JSON.stringify(req.headers)));
});
afterAll(async () => {
  for (const server of servers) server.close();
  await tracing?.shutdown();
});
beforeEach(() => exporter.reset());

describe('observability: one trace from the gateway into the service', () => {
  it('a call with object headers: the instrumentation injects traceparent; the service span is the child of the client span', async () => {
    const edge = await listen((req, res) => {
      void get(service, '/svc/object', { 'x-request-id': req.headers['x-request-id'] }).then((body) =>
        res.end(body),
      );
    });
    await get(edge, '/edge/object', { 'x-request-id': 'req-object-1' });
    await tracing!.forceFlush();

    const edgeSpan = serverSpan('/edge/object');
    const serviceSpan = serverSpan('/svc/object');
    const clientSpan = exporter
      .getFinishedSpans()
      .find((span) => span.kind === 2 && parentOf(span) === edgeSpan.spanContext().spanId)!;
    expect(clientSpan).toBeDefined();
    expect(serviceSpan.spanContext().traceId).toBe(edgeSpan.spanContext().traceId);
    expect(parentOf(serviceSpan)).toBe(clientSpan.spanContext().spanId);
    expect(edgeSpan.attributes[REQUEST_ID_ATTRIBUTE]).toBe('req-object-1');
    expect(serviceSpan.attributes[REQUEST_ID_ATTRIBUTE]).toBe('req-object-1');
  });

  it('a call with a flat header list (the lean proxy): addTraceHeaders carries the trace, the other headers arrive intact', async () => {
    const edge = await listen((req, res) => {
      // With a header list node adds no Host itself (the lean proxy adds it too).
      const headers = ['host', service, 'x-request-id', String(req.headers['x-request-id']), 'x-kept', 'yes'];
      addTraceHeaders(headers);
      void get(service, '/svc/flat', headers).then((body) => res.end(body));
    });
    const received = JSON.parse(await get(edge, '/edge/flat', { 'x-request-id': 'req-flat-1' })) as Record<
      string,
      string
    >;
    await tracing!.forceFlush();

    expect(received['x-kept']).toBe('yes');
    expect(received.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const edgeSpan = serverSpan('/edge/flat');
    const serviceSpan = serverSpan('/svc/flat');
    expect(serviceSpan.spanContext().traceId).toBe(edgeSpan.spanContext().traceId);
    expect(parentOf(serviceSpan)).toBe(edgeSpan.spanContext().spanId);
    expect(serviceSpan.attributes[REQUEST_ID_ATTRIBUTE]).toBe('req-flat-1');
  });

  it('a service-to-service call (callInternal, made with fetch, which is not instrumented) joins the caller trace', async () => {
    const caller = await listen((_req, res) => {
      void callInternal(
        { baseUrl: `http://${service}`, contextSecret: 'tracing-test-secret' },
        'md001',
        '/internal/echo',
        z.record(z.string(), z.unknown()),
      ).then((headers) => res.end(JSON.stringify(headers)));
    });
    const received = JSON.parse(await get(caller, '/caller/internal', {})) as Record<string, string>;
    await tracing!.forceFlush();

    const callerSpan = serverSpan('/caller/internal');
    const serviceSpan = serverSpan('/internal/echo');
    expect(received.traceparent).toContain(callerSpan.spanContext().traceId);
    expect(serviceSpan.spanContext().traceId).toBe(callerSpan.spanContext().traceId);
    expect(parentOf(serviceSpan)).toBe(callerSpan.spanContext().spanId);
  });
});

// A child process reports the @opentelemetry modules that were resolved while startTracing ran.
const probe = `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const loaded = new Set();
port1.on('message', (url) => loaded.add(url));
register('data:text/javascript,' + encodeURIComponent(
  'let port; export function initialize(data) { port = data.port; }' +
  'export async function resolve(specifier, context, next) { const result = await next(specifier, context);' +
  ' if (result.url.includes("@opentelemetry")) port.postMessage(result.url); return result; }'),
  { data: { port: port2 }, transferList: [port2] });
const { startTracing } = await import(${JSON.stringify(new URL('./startTracing.ts', import.meta.url).href)});
const handle = await startTracing({ serviceName: 'probe' });
await new Promise((resolve) => setTimeout(resolve, 100));
const { createRequire } = await import('node:module');
const cached = Object.keys(createRequire(import.meta.url).cache).filter((path) => path.includes('@opentelemetry'));
console.log(JSON.stringify({ started: handle !== undefined, loaded: loaded.size + cached.length }));
port1.close();
await handle?.shutdown();
`;

async function runProbe(env: NodeJS.ProcessEnv): Promise<{ started: boolean; loaded: number }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', probe],
    {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      env,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { started: boolean; loaded: number };
}

describe('observability: tracing costs nothing when not configured', () => {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('OTEL_')));

  it('without OTEL_ variables startTracing starts nothing and loads no OpenTelemetry module', async () => {
    expect(await runProbe(base)).toEqual({ started: false, loaded: 0 });
  });

  it('with OTEL_TRACES_EXPORTER=console the SDK is loaded and started (the probe sees it)', async () => {
    const result = await runProbe({ ...base, OTEL_TRACES_EXPORTER: 'console' });
    expect(result.started).toBe(true);
    expect(result.loaded).toBeGreaterThan(0);
  });
});
