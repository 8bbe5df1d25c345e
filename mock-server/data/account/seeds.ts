import type { Address, InvoicePaymentMethod, OrderStatus, ReturnStatus } from '../../__generated__/shop-resolvers.ts';
import type { InvoiceSeed } from './invoices.ts';
import type { ItemSeed } from './items.ts';
import type { ParcelSeed } from './shipments.ts';

export interface ReturnSeed {
  /** Index of the returned order item. */
  item: number;
  quantity?: number;
  daysAgo: number;
  status: ReturnStatus;
}

export interface OrderSeed {
  number: string;
  daysAgo: number;
  status: OrderStatus;
  payment: InvoicePaymentMethod;
  items: ItemSeed[];
  parcels?: ParcelSeed[];
  returns?: ReturnSeed[];
  /** Orders are invoiced when the goods leave; received, in-progress and cancelled ones have none. */
  invoice?: InvoiceSeed;
  /** A delivery address other than the customer's default one. */
  deliveryAddress?: Address;
}

// Each demo customer's last 12 months. Orders more than 123 days old fall before 01.07 and only
// show through their invoices. history.test.ts checks that every order, shipment, return,
// invoice and instalment status appears somewhere.
export const HISTORY_SEEDS: Readonly<Record<string, readonly OrderSeed[]>> = {
  // Anna Becker: every order status, a running instalment plan, returns in every state.
  '40512873': [
    {
      number: '7100482231',
      daysAgo: 1,
      status: 'received',
      payment: 'invoice',
      items: [
        { from: '/damen-mode/oberteile/pullover', nth: 3, size: 2 },
        { from: '/waesche-bademode/damenwaesche/nachtwaesche', nth: 1, size: 1 },
      ],
    },
    {
      number: '7100479105',
      daysAgo: 4,
      status: 'inProgress',
      payment: 'invoice',
      items: [{ from: '/damen-mode/jacken-maentel/winterjacken', nth: 2, size: 2 }],
      parcels: [{ carrier: 'DHL', status: 'announced', sentDaysAgo: 1 }],
    },
    {
      number: '7100470558',
      daysAgo: 7,
      status: 'shipped',
      payment: 'invoice',
      items: [
        { from: '/damen-mode/kleider/sommerkleider', nth: 0, size: 2 },
        { from: '/schuhe/damenschuhe/stiefeletten', nth: 4, size: 3 },
        { from: '/wohnen/schlafen/bettwaesche', nth: 2 },
      ],
      parcels: [
        { carrier: 'Hermes', status: 'delivered', sentDaysAgo: 5 },
        { carrier: 'Hermes', status: 'outForDelivery', sentDaysAgo: 1 },
      ],
      returns: [{ item: 0, daysAgo: 1, status: 'registered' }],
      invoice: { number: '8100245567' },
    },
    {
      number: '7100466120',
      daysAgo: 12,
      status: 'shipped',
      payment: 'installments',
      items: [{ from: '/wohnen/moebel/sofas', nth: 1 }],
      parcels: [{ carrier: 'Spedition', status: 'inTransit', sentDaysAgo: 8 }],
      invoice: { number: '8100241873', instalments: 6, paidInstalments: 0 },
    },
    {
      number: '7100431877',
      daysAgo: 35,
      status: 'delivered',
      payment: 'invoice',
      items: [
        { from: '/damen-mode/hosen-jeans/jeans', nth: 5, size: 3 },
        { from: '/damen-mode/oberteile/blusen', nth: 2, size: 2 },
        { from: '/schuhe/damenschuhe/sneaker', nth: 1, size: 2 },
      ],
      parcels: [{ carrier: 'DHL', status: 'delivered', sentDaysAgo: 33 }],
      returns: [
        { item: 0, daysAgo: 20, status: 'refunded' },
        { item: 1, daysAgo: 5, status: 'received' },
      ],
      invoice: { number: '8100219904', paid: true },
    },
    {
      number: '7100402316',
      daysAgo: 63,
      status: 'delivered',
      payment: 'creditCard',
      items: [
        { from: '/schmuck-uhren/schmuck/ketten', nth: 0 },
        { from: '/schmuck-uhren/uhren/damenuhren', nth: 2 },
      ],
      parcels: [{ carrier: 'DHL', status: 'delivered', sentDaysAgo: 61 }],
      invoice: { number: '8100198020' },
      // A present for her mother.
      deliveryAddress: {
        gender: 'f',
        firstName: 'Gisela',
        lastName: 'Becker',
        street: 'Am Kirchberg',
        houseNumber: '3',
        additional: null,
        zipCode: '35390',
        city: 'Gießen',
        country: 'DE',
      },
    },
    {
      number: '7100389540',
      daysAgo: 90,
      status: 'cancelled',
      payment: 'invoice',
      items: [{ from: '/damen-mode/kleider/abendkleider', nth: 4, size: 1 }],
    },
    {
      number: '7100321198',
      daysAgo: 150,
      status: 'delivered',
      payment: 'installments',
      items: [
        { from: '/wohnen/heimtextilien/teppiche', nth: 3, size: 1 },
        { from: '/wohnen/lampen-leuchten/stehleuchten', nth: 1 },
      ],
      parcels: [
        { carrier: 'Hermes', status: 'delivered', sentDaysAgo: 148 },
        { carrier: 'Hermes', status: 'delivered', sentDaysAgo: 147 },
      ],
      invoice: { number: '8100150442', instalments: 10, paidInstalments: 4 },
    },
    {
      number: '7100218763',
      daysAgo: 300,
      status: 'delivered',
      payment: 'creditCard',
      items: [{ from: '/damen-mode/jacken-maentel/maentel', nth: 0, size: 2 }],
      parcels: [{ carrier: 'DHL', status: 'delivered', sentDaysAgo: 298 }],
      invoice: { number: '8100071235' },
    },
  ],
  // Jonas Hoffmann: everything paid, a refund left as credit on the account.
  '40512874': [
    {
      number: '7100481502',
      daysAgo: 2,
      status: 'shipped',
      payment: 'creditCard',
      items: [
        { from: '/herren-mode/jacken-maentel/winterjacken', nth: 1, size: 2 },
        { from: '/waesche-bademode/herrenwaesche/boxershorts', nth: 0, size: 2, quantity: 3 },
      ],
      parcels: [{ carrier: 'DHL', status: 'inTransit', sentDaysAgo: 1 }],
      invoice: { number: '8100247702' },
    },
    {
      number: '7100474410',
      daysAgo: 9,
      status: 'delivered',
      payment: 'invoice',
      items: [
        { from: '/herren-mode/oberteile/hemden', nth: 1, size: 2, quantity: 2 },
        { from: '/herren-mode/hosen-jeans/chinos', nth: 3, size: 2 },
      ],
      parcels: [{ carrier: 'DHL', status: 'delivered', sentDaysAgo: 7 }],
      returns: [{ item: 1, daysAgo: 4, status: 'refunded' }],
      invoice: { number: '8100243310', paid: true },
    },
    {
      number: '7100415087',
      daysAgo: 50,
      status: 'delivered',
      payment: 'creditCard',
      items: [{ from: '/schuhe/herrenschuhe/sneaker', nth: 2, size: 3 }],
      parcels: [{ carrier: 'Hermes', status: 'delivered', sentDaysAgo: 48 }],
      invoice: { number: '8100207761' },
    },
  ],
  // Marlene Schulze: an overdue invoice and an overdue instalment (so account deletion fails).
  '40512875': [
    {
      number: '7100428839',
      daysAgo: 40,
      status: 'delivered',
      payment: 'installments',
      items: [
        { from: '/wohnen/schlafen/matratzen', nth: 2, size: 1 },
        { from: '/wohnen/schlafen/lattenroste', nth: 1, size: 1 },
      ],
      parcels: [{ carrier: 'Spedition', status: 'delivered', sentDaysAgo: 36 }],
      invoice: { number: '8100216650', instalments: 6, paidInstalments: 0 },
    },
    {
      number: '7100390021',
      daysAgo: 70,
      status: 'delivered',
      payment: 'invoice',
      items: [
        { from: '/damen-mode/kleider/strickkleider', nth: 1, size: 3 },
        { from: '/damen-mode/oberteile/strickjacken', nth: 0, size: 3 },
      ],
      parcels: [{ carrier: 'Hermes', status: 'delivered', sentDaysAgo: 68 }],
      invoice: { number: '8100187419' },
    },
    {
      number: '7100356612',
      daysAgo: 95,
      status: 'delivered',
      payment: 'paymentPause',
      items: [
        { from: '/wohnen/heimtextilien/gardinen-vorhaenge', nth: 2, quantity: 2 },
        { from: '/wohnen/heimtextilien/handtuecher', nth: 1, quantity: 4 },
      ],
      parcels: [{ carrier: 'DHL', status: 'delivered', sentDaysAgo: 102 }],
      invoice: { number: '8100163385' },
    },
  ],
  // Deniz Aydın: cash on delivery, all settled.
  '40512876': [
    {
      number: '7100459934',
      daysAgo: 15,
      status: 'delivered',
      payment: 'cashOnDelivery',
      items: [
        { from: '/herren-mode/oberteile/t-shirts', nth: 2, size: 1, quantity: 2 },
        { from: '/schuhe/herrenschuhe/stiefel', nth: 1, size: 2 },
      ],
      parcels: [{ carrier: 'DHL', status: 'delivered', sentDaysAgo: 13 }],
      invoice: { number: '8100233018' },
    },
    {
      number: '7100377245',
      daysAgo: 85,
      status: 'delivered',
      payment: 'invoice',
      items: [{ from: '/waesche-bademode/bademode/badeshorts', nth: 0, size: 2 }],
      parcels: [{ carrier: 'Hermes', status: 'delivered', sentDaysAgo: 83 }],
      returns: [{ item: 0, daysAgo: 75, status: 'refunded' }],
      invoice: { number: '8100174906', paid: true },
    },
  ],
  // Lukas Meier (Zürich): CHF invoices with QR bills.
  '40512877': [
    {
      number: '7100476655',
      daysAgo: 5,
      status: 'shipped',
      payment: 'invoice',
      items: [
        { from: '/herren-mode/anzuege-sakkos/sakkos', nth: 1, size: 3 },
        { from: '/herren-mode/anzuege-sakkos/anzughosen', nth: 1, size: 3 },
      ],
      parcels: [{ carrier: 'Post CH', status: 'inTransit', sentDaysAgo: 2 }],
      invoice: { number: '8100244128' },
    },
    {
      number: '7100384470',
      daysAgo: 80,
      status: 'delivered',
      payment: 'invoice',
      items: [{ from: '/schmuck-uhren/uhren/herrenuhren', nth: 0 }],
      parcels: [{ carrier: 'Post CH', status: 'delivered', sentDaysAgo: 78 }],
      invoice: { number: '8100180067', paid: true },
    },
  ],
};
