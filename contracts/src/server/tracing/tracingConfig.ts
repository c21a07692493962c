// When a process traces: only when told to by the standard OpenTelemetry variables, so that a
// portal started without them loads no tracing code at all (traces "where it costs little").

/** The span attribute with the request id (x-request-id): logs' `reqId` and spans join on it. */
export const REQUEST_ID_ATTRIBUTE = 'portal.request_id';

/** Where finished spans go: an OTLP/HTTP collector, or standard output (to look at locally). */
export type TraceExporterKind = 'otlp' | 'console';

/**
 * The exporter the environment asks for, or undefined: tracing off. OTEL_TRACES_EXPORTER wins
 * (`otlp`, `console`, `none`; a list takes otlp first); unset, an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) turns OTLP on.
 * OTEL_SDK_DISABLED=true turns everything off. An exporter this portal does not ship is refused at
 * start, not ignored (someone expected traces).
 */
export function traceExporterFromEnv(env: NodeJS.ProcessEnv = process.env): TraceExporterKind | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const named = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (named.length === 0)
    return env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? 'otlp' : undefined;
  if (named.includes('none')) return undefined;
  if (named.includes('otlp')) return 'otlp';
  if (named.includes('console')) return 'console';
  throw new Error(`OTEL_TRACES_EXPORTER "${named.join(',')}": this portal ships otlp, console and none`);
}
