// Tracing across the gateway and the services: docs/observability.md.
export * from './startTracing.ts';
export * from './traceHeaders.ts';
export { REQUEST_ID_ATTRIBUTE, traceExporterFromEnv, type TraceExporterKind } from './tracingConfig.ts';
