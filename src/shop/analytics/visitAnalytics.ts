import { track } from './index.ts';
import { readShopCookie, setShopCookie } from '../privacy/cookies.ts';
import { ECC_MARKETING_PARAM, ECC_NO_ENTRY_PARAM, ECC_PARAM, resolveEntry, type EntryRequest } from '../campaigns/entryCampaign.ts';
import { contentVariant, contentVariationKey } from '../campaigns/contentVariant.ts';
import { assignExperiments, EXPERIMENT_COOKIE } from '../campaigns/experiments.ts';
import { newRecoSessionId } from './recoSession.ts';
import { readConsent } from '../privacy/useConsent.ts';

// The visit's analytics (section 7): visitIdChanged when a new visit starts, marketing (the entry
// campaign) on the entry page of a visit and on pages that name a campaign, feature (the A/B
// variants the visitor sees) once per visit and variant. A visit is counted only with consent to
// performance tracking (C0002): without it there is no visit cookie either.

/** The visit's id and when the visitor was last seen; kept 60 days so a new visit knows the last one. */
export const VISIT_COOKIE = 'visit';
/** A visit ends after 30 minutes without a page view. */
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000;
const FEATURES_KEY = 'analytics_features';

export interface Visit {
  id: string;
  lastSeen: number;
}

export function parseVisit(value: string | null | undefined): Visit | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})$/.exec(value ?? '');
  return match ? { id: match[1]!, lastSeen: Number(match[2]) } : null;
}

export const formatVisit = (visit: Visit): string => `${visit.id}.${visit.lastSeen}`;

/** The visit at `now`: the current one, seen again, or a new one after 30 minutes of quiet. */
export function nextVisit(
  current: Visit | null,
  now: number,
  newId: () => string,
): { visit: Visit; changed: boolean; previousId: string | null } {
  if (current && now - current.lastSeen < VISIT_TIMEOUT_MS && now >= current.lastSeen)
    return { visit: { id: current.id, lastSeen: now }, changed: false, previousId: null };
  return { visit: { id: newId(), lastSeen: now }, changed: true, previousId: current?.id ?? null };
}

/** Whether the page's query names a campaign (the server has just written it). */
export function namesCampaign(query: URLSearchParams): boolean {
  return [ECC_PARAM, ECC_NO_ENTRY_PARAM, ECC_MARKETING_PARAM].some((name) => query.has(name));
}

/**
 * The marketing event's values on an entry page (new visit) or a page naming a campaign, else
 * null: where the visitor came from, and the current campaign values the server stored (the
 * entry's own values when the cookies are missing).
 */
export function marketingOnPage(request: EntryRequest & { newVisit: boolean; eccCurrent?: string; eccCurrentMarketing?: string }) {
  if (!request.newVisit && !namesCampaign(request.query)) return null;
  const entry = resolveEntry(request);
  return {
    entryCampaign: request.eccCurrent ?? entry.value,
    source: entry.source,
    marketingCampaign: request.eccCurrentMarketing ?? entry.marketing,
  };
}

/** name:variant pairs not reported yet in this visit. */
export function unreportedVariants(assignments: Record<string, string>, reported: readonly string[]): [string, string][] {
  return Object.entries(assignments).filter(([name, variant]) => !reported.includes(`${name}:${variant}`));
}

function readReported(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(FEATURES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function writeReported(pairs: string[]): void {
  try {
    sessionStorage.setItem(FEATURES_KEY, JSON.stringify(pairs));
  } catch {
    // Without storage the variants are reported again on the next page; harmless.
  }
}

const allowed = () => readConsent()?.C0002 === true;

/** Counts a page view for the visit (with consent); true when it started a new visit. */
export function touchVisit(now = Date.now()): boolean {
  if (!allowed()) return false;
  const { visit, changed, previousId } = nextVisit(parseVisit(readShopCookie(VISIT_COOKIE)), now, newRecoSessionId);
  setShopCookie(VISIT_COOKIE, formatVisit(visit));
  if (changed) track((e) => e.visitIdChangedEvent(visit.id, previousId));
  return changed;
}

/** The first page of a browser tab's load (not a client-side navigation). */
export function reportPageLoad({ app, shopCode }: { app: boolean; shopCode: string }): void {
  if (!allowed()) return;
  const newVisit = touchVisit();
  const marketing = marketingOnPage({
    query: new URLSearchParams(location.search),
    referrer: document.referrer || null,
    shopHost: location.hostname,
    app,
    newVisit,
    eccCurrent: readShopCookie('eccCurrent'),
    eccCurrentMarketing: readShopCookie('eccCurrentMarketing'),
  });
  if (marketing) track((e) => e.marketingEvent(marketing.entryCampaign, marketing.source, marketing.marketingCampaign));
  const reported = newVisit ? [] : readReported();
  const cookie = readShopCookie(EXPERIMENT_COOKIE);
  const content = contentVariant(cookie, shopCode);
  const assignments: Record<string, string> = {
    ...assignExperiments(cookie),
    ...(content ? { [contentVariationKey(shopCode)]: content } : {}),
  };
  const fresh = unreportedVariants(assignments, reported);
  for (const [name, variant] of fresh) track((e) => e.featureEvent(name, variant));
  // A variant switched meanwhile replaces the earlier one of its test.
  const names = new Set(fresh.map(([name]) => name));
  writeReported([...reported.filter((pair) => !names.has(pair.split(':')[0]!)), ...fresh.map(([name, variant]) => `${name}:${variant}`)]);
}
