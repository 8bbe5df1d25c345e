import { describe, expect, it, vi } from 'vitest';
import { trace } from '@opentelemetry/api';
import { incomingTraceContext, setupTracing, traceHeaders, tracesExporter } from './tracing.ts';
import type { Logger } from './logger.ts';

const PARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

describe('tracesExporter (the standard OTEL_* variables)', () => {
  it('is off unless an OTLP endpoint or an exporter is named', () => {
    expect(tracesExporter({})).toBeNull();
    expect(tracesExporter({ OTEL_SERVICE_NAME: 'shop' })).toBeNull();
    expect(tracesExporter({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('otlp');
    expect(tracesExporter({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe('otlp');
    expect(tracesExporter({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe('otlp');
    expect(tracesExporter({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
  });

  it('stays off when told so, an endpoint notwithstanding', () => {
    expect(tracesExporter({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBeNull();
    expect(tracesExporter({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBeNull();
  });

  it('loads nothing and registers nothing when off', async () => {
    const log = { info: vi.fn() } as unknown as Logger;
    expect(await setupTracing({}, log)).toBeNull();
    expect(trace.getTracer('x').startSpan('s').isRecording()).toBe(false);
  });
});

describe('trace context', () => {
  it('reads a W3C traceparent and writes it on for calls made within it', () => {
    const context = incomingTraceContext({ traceparent: PARENT, tracestate: 'vendor=1' });
    expect(traceHeaders(context)).toEqual({ traceparent: PARENT, tracestate: 'vendor=1' });
  });

  it('passes on nothing without a valid one', () => {
    expect(traceHeaders(incomingTraceContext({}))).toEqual({});
    expect(traceHeaders(incomingTraceContext({ traceparent: '00-00000000000000000000000000000000-b7ad6b7169203331-01' }))).toEqual({});
    expect(traceHeaders(incomingTraceContext({ traceparent: 'garbage' }))).toEqual({});
  });
});
