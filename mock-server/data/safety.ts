import type { Dimension, EconomicOperator, Product, ProductSafety } from '../__generated__/shop-resolvers.ts';
import { fnv } from './images/pictures.ts';

// Product safety information (GPSR) per colour dimension: the manufacturer (the brand's company)
// and the economic operator responsible in the EU, with the warnings for the kind of goods.

const PLACES = [
  { street: 'Große Elbstraße 145', zipCode: '22767', city: 'Hamburg' },
  { street: 'Friedrichstraße 68', zipCode: '10117', city: 'Berlin' },
  { street: 'Königsallee 27', zipCode: '40212', city: 'Düsseldorf' },
  { street: 'Leopoldstraße 90', zipCode: '80802', city: 'München' },
  { street: 'Hansaring 12', zipCode: '50670', city: 'Köln' },
  { street: 'Industriestraße 4', zipCode: '33602', city: 'Bielefeld' },
  { street: 'Am Webereipark 3', zipCode: '48599', city: 'Gronau (Westf.)' },
  { street: 'Gewerbering 21', zipCode: '96215', city: 'Lichtenfels' },
  { street: 'Schwarzwaldstraße 7', zipCode: '75173', city: 'Pforzheim' },
  { street: 'Hafenstraße 33', zipCode: '28217', city: 'Bremen' },
];

/** The shop's own importer answers for brands made outside the EU. */
const IMPORTER: EconomicOperator = {
  name: 'Hanse Versand Service GmbH',
  street: 'Wandsbeker Zollstraße 87',
  zipCode: '22041',
  city: 'Hamburg',
  country: 'Deutschland',
  email: 'produktsicherheit@hanse-versand.example',
  url: 'https://www.hanse-versand.example/produktsicherheit',
};

const WARNINGS: Readonly<Record<string, readonly string[]>> = {
  fashion: ['Von offenem Feuer fernhalten.', 'Vor dem ersten Tragen separat waschen.'],
  shoes: ['Nicht zum Gebrauch in Feuchträumen geeignet.'],
  jewellery: [
    'Enthält verschluckbare Kleinteile. Nicht für Kinder unter 3 Jahren geeignet.',
    'Kann bei empfindlicher Haut Allergien auslösen.',
  ],
  home: ['Bitte die Aufbau- und Gebrauchsanleitung beachten und aufbewahren.'],
};
const ELECTRICAL = [
  'Vor dem Leuchtmittelwechsel den Netzstecker ziehen.',
  'Nicht direkt in die Lichtquelle blicken.',
  'Nur in trockenen Innenräumen verwenden.',
];
const BULKY = ['Möbel mit Kippgefahr an der Wand befestigen.', 'Montage nur durch Erwachsene.'];

const companyName = (brand: string) => (/GmbH|Co\./.test(brand) ? brand : `${brand} ${fnv(brand) % 3 === 0 ? 'GmbH & Co. KG' : 'GmbH'}`);
const domain = (brand: string) =>
  brand
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function manufacturerOf(brand: string): EconomicOperator {
  const place = PLACES[fnv(brand) % PLACES.length]!;
  return {
    name: companyName(brand),
    ...place,
    country: 'Deutschland',
    email: `info@${domain(brand)}.example`,
    url: fnv(brand) % 2 === 0 ? `https://www.${domain(brand)}.example` : null,
  };
}

export function productSafetyOf(product: Product, dimension: Dimension): ProductSafety {
  const brand = product.brand?.name ?? 'Hanse Versand';
  const manufacturer = manufacturerOf(brand);
  const warnings = [...(WARNINGS[product.styleType ?? ''] ?? [])];
  if (product.energyEfficiencyClass) warnings.push(...ELECTRICAL);
  if (product.dimensions[0]?.variants[0]?.deliverabilityForwardingAgent) warnings.push(...BULKY);
  // For every third brand the shop's importer is the responsible person, as for imported goods.
  const importer = fnv(`${brand}|eu`) % 3 === 0;
  return {
    id: `safety-${dimension.id}`,
    manufacturer,
    responsiblePerson: importer ? IMPORTER : manufacturer,
    // Some articles come without warnings at all.
    warnings: fnv(product.id) % 5 === 0 ? [] : warnings,
  };
}
