// Tracing across the gateway and the services (issue 10): docs/observability.md.
export * from './startTracing.ts';
export * from './traceHeaders.ts';
export { REQUEST_ID_ATTRIBUTE, traceExporterFromEnv, type TraceExporterKind } from './tracingConfig.ts';
