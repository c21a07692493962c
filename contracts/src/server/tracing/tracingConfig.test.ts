// Observability: tracing is on only when the standard OpenTelemetry variables say so.
import { describe, expect, it } from 'vitest';
import { traceExporterFromEnv } from './tracingConfig.ts';

describe('observability: when a process traces', () => {
  it('is off without OTEL_ variables', () => {
    expect(traceExporterFromEnv({})).toBeUndefined();
  });

  it('an OTLP endpoint turns OTLP export on', () => {
    expect(traceExporterFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('otlp');
    expect(traceExporterFromEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      'otlp',
    );
  });

  it('OTEL_TRACES_EXPORTER wins: none turns it off even with an endpoint; console prints', () => {
    expect(
      traceExporterFromEnv({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBeUndefined();
    expect(traceExporterFromEnv({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
    expect(traceExporterFromEnv({ OTEL_TRACES_EXPORTER: 'console, otlp' })).toBe('otlp');
  });

  it('OTEL_SDK_DISABLED=true turns everything off', () => {
    expect(
      traceExporterFromEnv({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBeUndefined();
  });

  it('an exporter the portal does not ship is refused, not silently ignored', () => {
    expect(() => traceExporterFromEnv({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/zipkin/);
  });
});
