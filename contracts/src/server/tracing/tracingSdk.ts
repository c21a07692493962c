// The OpenTelemetry SDK set up for one process. Loaded only by startTracing.ts's dynamic import,
// when the environment turns tracing on: a process without tracing never loads these packages.
import { createRequire, syncBuiltinESMExports } from 'node:module';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { context, propagation, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { REQUEST_ID_HEADER } from '../../headers.ts';
import { setFlatHeaderInjector, isFlatHeaderList } from './traceHeaders.ts';
import { REQUEST_ID_ATTRIBUTE, type TraceExporterKind } from './tracingConfig.ts';

export interface TracingHandle {
  /** Sends the spans still buffered (tests; a stopping process). */
  forceFlush(): Promise<void>;
  /** Flushes, stops the instrumentation and unregisters the provider. */
  shutdown(): Promise<void>;
}

function requestIdOf(request: ClientRequest | IncomingMessage): string | undefined {
  const value =
    'getHeader' in request ? request.getHeader(REQUEST_ID_HEADER) : request.headers[REQUEST_ID_HEADER];
  return typeof value === 'string' ? value : undefined;
}

function processorFor(kind: TraceExporterKind | SpanExporter): SpanProcessor {
  // A given exporter (tests: in memory) gets each span at once; real exporters get batches.
  if (typeof kind !== 'string') return new SimpleSpanProcessor(kind);
  // The OTLP exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and _HEADERS itself.
  return new BatchSpanProcessor(kind === 'otlp' ? new OTLPTraceExporter() : new ConsoleSpanExporter());
}

export function startTracingSdk(
  serviceName: string,
  exporter: TraceExporterKind | SpanExporter,
): TracingHandle {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [processorFor(exporter)],
  });
  // W3C traceparent propagation and an AsyncLocalStorage context, process-wide.
  provider.register();

  const http = new HttpInstrumentation({
    // The request id is set by the gateway's first middleware, after the server span started:
    // read it when the span ends.
    applyCustomAttributesOnSpan: (span: Span, request) => {
      const requestId = requestIdOf(request);
      if (requestId !== undefined) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
    },
    // A flat header list (the lean proxy) would be turned into {0: name, 1: value, ...} by the
    // instrumentation's injection: such callers add the trace headers themselves (addTraceHeaders).
    ignoreOutgoingRequestHook: (options) => typeof options !== 'string' && isFlatHeaderList(options.headers),
  });
  const unregister = registerInstrumentations({ tracerProvider: provider, instrumentations: [http] });
  // The instrumentation patches node:http when it is next required: the CommonJS exports object is
  // the one that ESM `import http from 'node:http'` gets, so requiring it now patches it for code
  // already loaded (tsx runs our ESM; no loader hook needed). syncBuiltinESMExports then updates
  // named imports (`import { request } from 'node:http'`) too.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();

  setFlatHeaderInjector((headers) => {
    // A trace context the client sent was the parent of this span: the one sent on is this span's.
    for (let i = headers.length - 2; i >= 0; i -= 2) {
      const name = headers[i]!.toLowerCase();
      if (name === 'traceparent' || name === 'tracestate') headers.splice(i, 2);
    }
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    for (const [name, value] of Object.entries(carrier)) headers.push(name, value);
  });

  return {
    forceFlush: () => provider.forceFlush(),
    async shutdown() {
      setFlatHeaderInjector(undefined);
      unregister();
      syncBuiltinESMExports();
      await provider.shutdown();
    },
  };
}
