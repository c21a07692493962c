// The trace context for requests sent with a flat header list (the gateway's lean proxy passes
// `headers` as [name, value, ...], which the http instrumentation cannot add to: it copies headers
// as an object). Dependency-free on purpose: with tracing off the hook is unset and this costs one
// check per request; the SDK (tracingSdk.ts) sets the hook when tracing starts.

type FlatHeaderInjector = (headers: string[]) => void;

let injector: FlatHeaderInjector | undefined;

/** Appends `traceparent` (and `tracestate`) of the current span to a flat header list, if tracing. */
export function addTraceHeaders(headers: string[]): void {
  if (injector !== undefined) injector(headers);
}

/** Whether a request's headers are a flat list (then addTraceHeaders carried its trace context). */
export function isFlatHeaderList(headers: unknown): boolean {
  return Array.isArray(headers);
}

export function setFlatHeaderInjector(inject: FlatHeaderInjector | undefined): void {
  injector = inject;
}
