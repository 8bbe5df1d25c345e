// OpenTelemetry traces. The exporter is configured the standard way, by the OTEL_* variables
// (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, OTEL_TRACES_EXPORTER,
// OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER …). Without an endpoint or an
// exporter named, no SDK is loaded: spans are the API's no-op ones, and a trace context that came
// with the page request is still passed on to the APIs unchanged, so their spans join the caller's
// trace.
import { ROOT_CONTEXT, defaultTextMapGetter, defaultTextMapSetter, type Context } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from './logger.ts';

const propagator = new W3CTraceContextPropagator();

/** The trace context of an incoming request (`traceparent`, `tracestate`); the root context when it has none or a malformed one. */
export function incomingTraceContext(headers: IncomingHttpHeaders): Context {
  return propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
}

/** `traceparent` (and `tracestate`) for a call made within `context`; empty when there is no valid trace. */
export function traceHeaders(context: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  propagator.inject(context, headers, defaultTextMapSetter);
  return headers;
}

/** Which exporter the environment asks for; null: tracing stays off. */
export function tracesExporter(env: NodeJS.ProcessEnv): 'otlp' | 'console' | null {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return null;
  const named =
    env.OTEL_TRACES_EXPORTER?.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean) ?? [];
  if (named.includes('none')) return null;
  if (named.includes('otlp')) return 'otlp';
  if (named.includes('console')) return 'console';
  return env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? 'otlp' : null;
}

export interface Tracing {
  /** Sends the spans still waiting (on shutdown). */
  flush(): Promise<void>;
}

/**
 * Registers the tracer provider when the environment asks for an exporter; the SDK is loaded only
 * then. Spans go out in batches (OTLP over HTTP with JSON), off the request's path.
 */
export async function setupTracing(env: NodeJS.ProcessEnv, log: Logger): Promise<Tracing | null> {
  const exporterName = tracesExporter(env);
  if (!exporterName) return null;
  const [{ NodeTracerProvider, BatchSpanProcessor, ConsoleSpanExporter }, { detectResources, envDetector, resourceFromAttributes }] =
    await Promise.all([import('@opentelemetry/sdk-trace-node'), import('@opentelemetry/resources')]);
  const exporter =
    exporterName === 'otlp' ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter() : new ConsoleSpanExporter();
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the shop's own name.
  const resource = resourceFromAttributes({ 'service.name': 'storefront' }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(exporter)] });
  provider.register();
  log.info({ tracesExporter: exporterName }, 'traces exported');
  return { flush: () => provider.forceFlush() };
}
