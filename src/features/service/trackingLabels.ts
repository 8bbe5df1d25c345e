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

// Made on first use, when a shipment shows: the first Intl format of a page costs 40–90 ms (ICU).
let dateTime: Intl.DateTimeFormat | undefined;
let date: Intl.DateTimeFormat | undefined;

export const formatDateTime = (iso: string) =>
  (dateTime ??= new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })).format(
    new Date(iso),
  );
export const formatDate = (iso: string) =>
  (date ??= new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })).format(new Date(iso));
