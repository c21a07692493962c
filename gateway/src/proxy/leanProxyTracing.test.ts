// Observability: one trace from the gateway into the service. The real gateway app and
// its lean proxy, tracing started as gateway/src/main.ts starts it (spans kept in memory), and a
// real http server as the service; the service's server span is the child of the gateway's.
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REQUEST_ID_ATTRIBUTE, startTracing, type TracingHandle } from '@portal/contracts/server';
import type { Gateway } from '../app.ts';
import { startTestGateway } from '../testing/testGateway.ts';
import { closedPortUrl, startEchoServer, startIdentityStandIn, type Upstream } from '../testing/upstreams.ts';

const exporter = new InMemorySpanExporter();
let tracing: TracingHandle | undefined;
let identity: Upstream;
let events: Upstream;
let gateway: Gateway;

beforeAll(async () => {
  tracing = await startTracing({ serviceName: 'gateway', exporter });
  identity = await startIdentityStandIn(new Map());
  events = await startEchoServer('events');
  gateway = await startTestGateway({
    IDENTITY_URL: identity.url,
    EVENTS_URL: events.url,
    FILES_URL: await closedPortUrl(),
  });
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all([identity?.close(), events?.close()]);
  await tracing?.shutdown();
});

beforeEach(() => exporter.reset());

const [SERVER, CLIENT] = [1, 2];
const spansOf = (kind: number) => exporter.getFinishedSpans().filter((span) => span.kind === kind);

/**
 * The gateway's server span (the child of the caller's span: supertest's client span unless the
 * test sent its own traceparent) and the other server span at the same path: the service's.
 */
function gatewayAndServiceSpans(
  path: string,
  callerSpanId?: string,
): { gatewaySpan: ReadableSpan; serviceSpan: ReadableSpan } {
  const callerIds = callerSpanId
    ? [callerSpanId]
    : spansOf(CLIENT)
        .filter((span) => span.attributes['url.full']?.toString().endsWith(path))
        .map((span) => span.spanContext().spanId);
  const atPath = spansOf(SERVER).filter((span) => span.attributes['url.path'] === path);
  expect(atPath).toHaveLength(2);
  const gatewaySpan = atPath.find((span) => callerIds.includes(span.parentSpanContext?.spanId ?? ''))!;
  expect(gatewaySpan).toBeDefined();
  return { gatewaySpan, serviceSpan: atPath.find((span) => span !== gatewaySpan)! };
}

describe('observability: one trace from the gateway into the service', () => {
  it('the service span shares the gateway span’s trace id, is its child, and both carry the request id', async () => {
    const response = await request(gateway.app)
      .get('/api/events/12')
      .set('Host', 'md001.localhost')
      .set('x-request-id', 'req-trace-1');
    expect(response.status).toBe(200);
    await tracing!.forceFlush();

    const { gatewaySpan, serviceSpan } = gatewayAndServiceSpans('/api/events/12');
    expect(serviceSpan.spanContext().traceId).toBe(gatewaySpan.spanContext().traceId);
    expect(serviceSpan.parentSpanContext?.spanId).toBe(gatewaySpan.spanContext().spanId);
    expect(gatewaySpan.attributes[REQUEST_ID_ATTRIBUTE]).toBe('req-trace-1');
    expect(serviceSpan.attributes[REQUEST_ID_ATTRIBUTE]).toBe('req-trace-1');
    // exactly one traceparent reached the service, the gateway span's
    const sent = response.body as { headers: Record<string, string> };
    expect(sent.headers.traceparent).toBe(
      `00-${gatewaySpan.spanContext().traceId}-${gatewaySpan.spanContext().spanId}-01`,
    );
  });

  it('a caller’s traceparent continues through the gateway; the service gets the gateway span’s, not the caller’s', async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const callerParent = `00-${callerTrace}-${callerSpan}-01`;
    const response = await request(gateway.app)
      .get('/api/events/13')
      .set('Host', 'md001.localhost')
      .set('traceparent', callerParent);
    await tracing!.forceFlush();

    const { gatewaySpan, serviceSpan } = gatewayAndServiceSpans('/api/events/13', callerSpan);
    expect(gatewaySpan.spanContext().traceId).toBe(callerTrace);
    expect(serviceSpan.spanContext().traceId).toBe(callerTrace);
    expect(serviceSpan.parentSpanContext?.spanId).toBe(gatewaySpan.spanContext().spanId);
    const sent = (response.body as { headers: Record<string, string> }).headers.traceparent;
    expect(sent).toBe(`00-${callerTrace}-${gatewaySpan.spanContext().spanId}-01`);
  });
});
