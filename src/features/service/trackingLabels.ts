import type { ReturnStatus, ShipmentStatus } from './__generated__/TrackAndTraceSearchQuery.graphql.ts';

export const SHIPMENT_STATUS: Record<Exclude<ShipmentStatus, '%future added value'>, string> = {
  announced: 'Angekündigt',
  inTransit: 'Unterwegs',
  outForDelivery: 'In Zustellung',
  delivered: 'Zugestellt',
};

export const RETURN_STATUS: Record<Exclude<ReturnStatus, '%future added value'>, string> = {
  registered: 'Angemeldet',
  received: 'Im Lager eingegangen',
  refunded: 'Erstattet',
};

/** A status label; a state added to the API later shows as 'Unbekannt' rather than breaking. */
export function labelOf<K extends string>(labels: Record<K, string>, status: string): string {
  return Object.hasOwn(labels, status) ? labels[status as K] : 'Unbekannt';
}

const DATE_TIME = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
const DATE = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' });

export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
export const formatDate = (iso: string) => DATE.format(new Date(iso));
