import type { Shipment, ShipmentEvent, ShipmentStatus } from '../../__generated__/shop-resolvers.ts';
import { daysAgo, HOUR } from './dates.ts';

export type Carrier = 'DHL' | 'Hermes' | 'Spedition' | 'Post CH';

export interface ParcelSeed {
  carrier: Carrier;
  status: ShipmentStatus;
  /** Handed to the carrier this many days ago, in the evening. */
  sentDaysAgo: number;
}

interface Step {
  status: ShipmentStatus;
  description: string;
  /** 'origin' and 'hub' name carrier sites, 'city' the delivery town. */
  where: 'origin' | 'hub' | 'city' | null;
  afterHours: number;
}

interface CarrierInfo {
  name: string;
  origin: string;
  trackingNumber: (orderNumber: string, index: number) => string;
  trackingUrl: (trackingNumber: string) => string | null;
  steps: Step[];
}

const parcelSteps = (texts: [string, string, string, string, string]): Step[] => [
  { status: 'announced', description: texts[0], where: null, afterHours: 0 },
  { status: 'inTransit', description: texts[1], where: 'origin', afterHours: 5 },
  { status: 'inTransit', description: texts[2], where: 'hub', afterHours: 11 },
  { status: 'outForDelivery', description: texts[3], where: 'city', afterHours: 15 },
  { status: 'delivered', description: texts[4], where: 'city', afterHours: 20 },
];

const CARRIERS: Record<Carrier, CarrierInfo> = {
  DHL: {
    name: 'DHL',
    origin: 'Paketzentrum Bielefeld',
    trackingNumber: (order, i) => `00340434${order}${String(i).padStart(2, '0')}`,
    trackingUrl: (n) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${n}`,
    steps: parcelSteps([
      'Die Sendung wurde elektronisch angekündigt. Sobald die Sendung von uns bearbeitet wurde, erhalten Sie weitere Informationen.',
      'Die Sendung wurde im Start-Paketzentrum bearbeitet.',
      'Die Sendung wurde im Ziel-Paketzentrum bearbeitet.',
      'Die Sendung wurde in das Zustellfahrzeug geladen.',
      'Die Sendung wurde erfolgreich zugestellt.',
    ]),
  },
  Hermes: {
    name: 'Hermes',
    origin: 'Logistikzentrum Bielefeld',
    trackingNumber: (order, i) => `0${order}${String(i).padStart(3, '0')}`,
    trackingUrl: (n) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${n}`,
    steps: parcelSteps([
      'Die Sendung wurde Hermes elektronisch angekündigt.',
      'Die Sendung hat das Logistikzentrum verlassen.',
      'Die Sendung wurde im Verteilzentrum sortiert.',
      'Der Zusteller hat die Sendung übernommen und stellt sie heute zu.',
      'Die Sendung wurde zugestellt.',
    ]),
  },
  // Furniture and mattresses: a forwarding agent agrees a delivery date by telephone.
  Spedition: {
    name: 'Spedition Nordfracht',
    origin: 'Speditionslager Kassel',
    trackingNumber: (order, i) => `SN-${order}-${i}`,
    trackingUrl: () => null,
    steps: [
      { status: 'announced', description: 'Die Sendung wurde der Spedition angekündigt.', where: null, afterHours: 0 },
      { status: 'inTransit', description: 'Die Sendung wurde von der Spedition übernommen.', where: 'origin', afterHours: 20 },
      {
        status: 'inTransit',
        description: 'Die Sendung ist im Auslieferungslager eingetroffen. Wir rufen Sie an, um einen Liefertermin zu vereinbaren.',
        where: 'hub',
        afterHours: 60,
      },
      { status: 'outForDelivery', description: 'Die Sendung wird zum vereinbarten Termin ausgeliefert.', where: 'city', afterHours: 110 },
      { status: 'delivered', description: 'Die Sendung wurde zugestellt und aufgebaut.', where: 'city', afterHours: 116 },
    ],
  },
  'Post CH': {
    name: 'Die Post',
    origin: 'Paketzentrum Härkingen',
    trackingNumber: (order, i) => `996012${order}${String(i).padStart(2, '0')}`,
    trackingUrl: (n) => `https://service.post.ch/ekp-web/ui/entry/search/${n}`,
    steps: parcelSteps([
      'Die Sendung wurde elektronisch angemeldet.',
      'Die Sendung wurde nach der Zollabfertigung im Paketzentrum verarbeitet.',
      'Die Sendung ist in der Zustellstelle eingetroffen.',
      'Die Sendung ist in Zustellung.',
      'Die Sendung wurde zugestellt.',
    ]),
  },
};

/** Index of the last step a parcel in this state has passed. */
const LAST_STEP: Record<ShipmentStatus, number> = { announced: 0, inTransit: 2, outForDelivery: 3, delivered: 4 };

/** One parcel 'index of count' with its carrier events, newest first as carriers list them. */
export function shipment(orderNumber: string, index: number, count: number, seed: ParcelSeed, city: string): Shipment {
  const carrier = CARRIERS[seed.carrier];
  const sentAt = daysAgo(seed.sentDaysAgo, 17);
  const places = { origin: carrier.origin, hub: `Verteilzentrum ${city}`, city };
  const events: ShipmentEvent[] = carrier.steps.slice(0, LAST_STEP[seed.status] + 1).map((step) => ({
    at: new Date(sentAt.getTime() + step.afterHours * HOUR).toISOString(),
    description: step.description,
    location: step.where ? places[step.where] : null,
  }));
  const trackingNumber = carrier.trackingNumber(orderNumber, index);
  return {
    id: `shipment-${orderNumber}-${index}`,
    index,
    count,
    carrier: carrier.name,
    trackingNumber,
    trackingUrl: carrier.trackingUrl(trackingNumber),
    status: seed.status,
    events: events.reverse(),
  };
}
