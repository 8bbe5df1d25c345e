import type { ReturnStatus, ShipmentStatus } from './__generated__/TrackAndTraceSearchQuery.graphql.ts';
import type { trackingTexts } from './trackingTexts.ts';

type TrackingTexts = ReturnType<typeof trackingTexts>;
type TrackingMessage = keyof TrackingTexts;

export const SHIPMENT_STATUS: Record<Exclude<ShipmentStatus, '%future added value'>, TrackingMessage> = {
  announced: 'trackingAnnounced',
  inTransit: 'trackingInTransit',
  outForDelivery: 'trackingOutForDelivery',
  delivered: 'trackingDelivered',
};

export const RETURN_STATUS: Record<Exclude<ReturnStatus, '%future added value'>, TrackingMessage> = {
  registered: 'trackingReturnRegistered',
  received: 'trackingReturnReceived',
  refunded: 'trackingReturnRefunded',
};

/** A status label in the texts' language; a state added to the API later shows as 'Unbekannt' rather than breaking. */
export function labelOf<K extends string>(texts: TrackingTexts, labels: Record<K, TrackingMessage>, status: string): string {
  const message = Object.hasOwn(labels, status) ? labels[status as K] : 'trackingUnknown';
  return (texts[message] as () => string)();
}

// Made on first use, when a shipment shows: the first Intl format of a page costs 40–90 ms (ICU).
const dateTimes = new Map<string, Intl.DateTimeFormat>();
const dates = new Map<string, Intl.DateTimeFormat>();

const formatOf = (cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(locale);
  if (!format) cache.set(locale, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Berlin' })));
  return format;
};

/** Date and time of a tracking event in the shop's locale (the carriers' times are German time). */
export const formatDateTime = (iso: string, locale: string) =>
  formatOf(dateTimes, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
/** A date in the shop's locale. */
export const formatDate = (iso: string, locale: string) => formatOf(dates, locale, { dateStyle: 'medium' }).format(new Date(iso));
