import { productTexts } from '../texts.ts';

// The product and variant attribute keys shown in the details, grouped as the shop groups them;
// their labels are the product feature's message `productAttribute` (a case per key). Keys not
// listed are internal data of the product system and are not shown.

export const ATTRIBUTE_KEYS = [
  // Material and care
  'material',
  'fabric',
  'liningMaterial',
  'upperMaterial',
  'coverMaterial',
  'filling',
  'fillingWeight',
  'maintenanceNote',
  'sustainability',
  'trademark',
  'botanicalName',
  'woodCountryOfOrigin',
  'countryOfOrigin',
  // Measures
  'measures',
  'measuresBathmat',
  'measuresBedSize',
  'measuresCableLength',
  'measuresCountPillowcases',
  'measuresDuvet',
  'measuresDuvetcase',
  'measuresInner',
  'measuresInnerCompartment',
  'measuresInnerDrawer',
  'measuresMattressHeight',
  'measuresMattressSize',
  'measuresMaxDepth',
  'measuresOuterDimension',
  'measuresPillowcase',
  'measuresShelf',
  'measuresToiletCover',
  'measuresToiletRug',
  'weight',
  'maxLoad',
  // Clothing
  'neckline',
  'collar',
  'sleeveStyle',
  'sleeveLength',
  'clothingLength',
  'legLength',
  'inseam',
  'fit',
  'pattern',
  'waistband',
  'straps',
  'transparency',
  'typeBra',
  'underwire',
  'heatDegree',
  'ekDenier',
  'ekFastener',
  'ekForm',
  'ekHem',
  'ekLining',
  'ekMaterialFunction',
  'ekPockets',
  'ekStretch',
  // Shoes
  'shoeWidth',
  'plateauHeight',
  'heelHeight',
  'heelType',
  'shaftHeight',
  'shaftWidth',
  'ekInsole',
  'ekOutsole',
  // Jewellery
  'stone',
  // Home
  'shape',
  'scope',
  'packageSize',
  'panelStyle',
  'pileHeight',
  'typeCarpet',
  'pillowBeddingtype',
  'warmthClass',
  'sheetHeight',
  'shelf',
  'mattressThickness',
  'mattressType',
  'firmness',
  'lyingZones',
  'assembly',
  'ekDetailBath',
  'ekGuarantee',
  // Electrical goods
  'energyEfficiencyClass',
  'weeeNumber',
  'ekSocket',
  'illuminant',
  'lightColor',
  'luminousFlux',
  'wattage',
  'voltage',
] as const;

export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

const SHOWN: ReadonlySet<string> = new Set(ATTRIBUTE_KEYS);

// Values of these keys arrive as bare numbers in millimetres.
const UNITS: Readonly<Record<string, string>> = { pileHeight: 'mm', plateauHeight: 'mm' };

export interface AttributeInput {
  readonly key: string;
  readonly value: string;
}

export interface LabelledAttribute {
  key: string;
  label: string;
  value: string;
}

/** The label of an attribute key in the shop's language; null for a key the shop does not show. */
export function attributeLabel(locale: string, key: string): string | null {
  return SHOWN.has(key) ? productTexts(locale).productAttribute({ key: key as AttributeKey }) : null;
}

function withUnit(key: string, value: string): string {
  const unit = UNITS[key];
  return unit && /^\d+([.,]\d+)?$/.test(value) ? `${value} ${unit}` : value;
}

/**
 * The details rows: the product's attributes, then the selected variant's. A variant value
 * replaces the product's value of the same key in place; unknown keys and empty values are dropped.
 */
export function labelledAttributes(
  locale: string,
  product: readonly AttributeInput[],
  variant: readonly AttributeInput[] = [],
): LabelledAttribute[] {
  const rows = new Map<string, LabelledAttribute>();
  for (const { key, value } of [...product, ...variant]) {
    const label = attributeLabel(locale, key);
    const text = value.trim();
    if (!label || !text) continue;
    rows.set(key, { key, label, value: withUnit(key, text) });
  }
  return [...rows.values()];
}
