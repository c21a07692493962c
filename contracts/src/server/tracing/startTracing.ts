// Starts OpenTelemetry tracing in a process when the environment asks for it (tracingConfig.ts),
// else does nothing: the SDK is a dynamic import, so a process without the variables loads none of
// it. Call it first thing in a process's entry (see gateway/src/main.ts for why there and not in
// a --import preload).
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { traceExporterFromEnv } from './tracingConfig.ts';
import type { TracingHandle } from './tracingSdk.ts';

export type { TracingHandle } from './tracingSdk.ts';

export interface StartTracingOptions {
  /** The process's service.name (gateway, svc-identity, ...); OTEL_SERVICE_NAME overrides it. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Tests: spans go here (e.g. an InMemorySpanExporter), whatever the environment says. */
  exporter?: SpanExporter;
}

/** Tracing's handle, or undefined when tracing is off (nothing was loaded). */
export async function startTracing(options: StartTracingOptions): Promise<TracingHandle | undefined> {
  const exporter = options.exporter ?? traceExporterFromEnv(options.env ?? process.env);
  if (exporter === undefined) return undefined;
  const { startTracingSdk } = await import('./tracingSdk.ts');
  return startTracingSdk(options.serviceName, exporter);
}
