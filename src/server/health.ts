// Probes for the load balancer and the orchestrator.
// /healthz: the process answers (liveness).
// /readyz: this process may get traffic — started, not draining, not overloaded (its render
//   queue's waiting line is not full). It says nothing about the APIs: they are shared by every
//   replica, and a readiness that followed them would take all replicas out at once, turning an
//   API blip into a total outage (pages answer 503 on their own while an API fails).
// /readyz/deep: whether the real APIs answer, for dashboards and alerts.
import type { ServerResponse } from 'node:http';

/** How long one API check counts, so probes every few seconds do not hammer the API. */
const CHECK_TTL_MS = 5_000;
const CHECK_TIMEOUT_MS = 2_000;

export interface Readiness {
  /** This process may take new requests. */
  ready(): boolean;
  /** Every real API answers (true with the embedded mock). */
  upstreamHealthy(): Promise<boolean>;
  /** From now on not ready: the load balancer stops sending new requests. */
  drain(): void;
  /** Tells readiness how to see that this process is overloaded. */
  watchLoad(overloaded: () => boolean): void;
}

/**
 * `apiUrls`: the real back ends to ask; empty with the embedded mock.
 * An API "answers" with any status below 500 (a 400 for the probe query is still an answer).
 */
export function createReadiness(apiUrls: readonly string[], fetchFn: typeof fetch = fetch, now = Date.now): Readiness {
  let draining = false;
  let overloaded = () => false;
  let checked: { at: number; ok: Promise<boolean> } | null = null;
  const probe = async (url: string) => {
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{__typename}"}',
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status < 500;
    } catch {
      return false;
    }
  };
  return {
    ready() {
      return !draining && !overloaded();
    },
    async upstreamHealthy() {
      if (apiUrls.length === 0) return true;
      if (!checked || now() - checked.at >= CHECK_TTL_MS) {
        checked = { at: now(), ok: Promise.all(apiUrls.map(probe)).then((all) => all.every(Boolean)) };
      }
      return checked.ok;
    },
    drain() {
      draining = true;
    },
    watchLoad(check) {
      overloaded = check;
    },
  };
}

/** Answers a probe: small, never cached, never compressed. */
export function sendProbe(res: ServerResponse, ok: boolean, text: string): void {
  res.statusCode = ok ? 200 : 503;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}
