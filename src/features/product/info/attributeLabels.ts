// German labels of the product and variant attribute keys shown in the details. Keys the shop
// has no label for are internal data of the product system and are not shown.

export const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = {
  // Material and care
  material: 'Material',
  fabric: 'Stoffart',
  liningMaterial: 'Futtermaterial',
  upperMaterial: 'Obermaterial',
  coverMaterial: 'Bezug',
  filling: 'Füllung',
  fillingWeight: 'Füllgewicht',
  maintenanceNote: 'Pflegehinweis',
  sustainability: 'Nachhaltigkeit',
  trademark: 'Marke',
  botanicalName: 'Botanischer Name',
  woodCountryOfOrigin: 'Herkunftsland des Holzes',
  countryOfOrigin: 'Herkunftsland',
  // Measures
  measures: 'Maße',
  measuresBathmat: 'Maße Badematte',
  measuresBedSize: 'Bettgröße',
  measuresCableLength: 'Kabellänge',
  measuresCountPillowcases: 'Anzahl Kissenbezüge',
  measuresDuvet: 'Maße Bettdecke',
  measuresDuvetcase: 'Maße Bettbezug',
  measuresInner: 'Innenmaße',
  measuresInnerCompartment: 'Innenfächer',
  measuresInnerDrawer: 'Innenmaße Schublade',
  measuresMattressHeight: 'Matratzenhöhe',
  measuresMattressSize: 'Matratzengröße',
  measuresMaxDepth: 'Maximale Tiefe',
  measuresOuterDimension: 'Außenmaße',
  measuresPillowcase: 'Maße Kissenbezug',
  measuresShelf: 'Maße Ablage',
  measuresToiletCover: 'Maße Deckelbezug',
  measuresToiletRug: 'Maße WC-Vorleger',
  weight: 'Gewicht',
  maxLoad: 'Belastbarkeit',
  // Clothing
  neckline: 'Ausschnitt',
  collar: 'Kragen',
  sleeveStyle: 'Ärmel',
  sleeveLength: 'Ärmellänge',
  clothingLength: 'Länge',
  legLength: 'Beinlänge',
  inseam: 'Innenbeinlänge',
  fit: 'Passform',
  pattern: 'Muster',
  waistband: 'Bund',
  straps: 'Träger',
  transparency: 'Transparenz',
  typeBra: 'BH-Art',
  underwire: 'Bügel',
  heatDegree: 'Wärmegrad',
  ekDenier: 'Fadenstärke',
  ekFastener: 'Verschluss',
  ekForm: 'Schnitt',
  ekHem: 'Saum',
  ekLining: 'Futter',
  ekMaterialFunction: 'Materialeigenschaft',
  ekPockets: 'Taschen',
  ekStretch: 'Dehnbarkeit',
  // Shoes
  shoeWidth: 'Schuhweite',
  plateauHeight: 'Plateauhöhe',
  heelHeight: 'Absatzhöhe',
  heelType: 'Absatzform',
  shaftHeight: 'Schafthöhe',
  shaftWidth: 'Schaftweite',
  ekInsole: 'Innensohle',
  ekOutsole: 'Laufsohle',
  // Jewellery
  stone: 'Stein',
  // Home
  shape: 'Form',
  scope: 'Lieferumfang',
  packageSize: 'Packungsgröße',
  panelStyle: 'Aufhängung',
  pileHeight: 'Florhöhe',
  typeCarpet: 'Teppichart',
  pillowBeddingtype: 'Deckenart',
  warmthClass: 'Wärmeklasse',
  sheetHeight: 'Steghöhe',
  shelf: 'Einlegeböden',
  mattressThickness: 'Matratzenstärke',
  mattressType: 'Matratzenart',
  firmness: 'Härtegrad',
  lyingZones: 'Liegezonen',
  assembly: 'Montage',
  ekDetailBath: 'Besonderheiten',
  ekGuarantee: 'Garantie',
  // Electrical goods
  energyEfficiencyClass: 'Energieeffizienzklasse',
  weeeNumber: 'WEEE-Reg.-Nr.',
  ekSocket: 'Fassung',
  illuminant: 'Leuchtmittel',
  lightColor: 'Lichtfarbe',
  luminousFlux: 'Lichtstrom',
  wattage: 'Leistung',
  voltage: 'Spannung',
};

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

export function attributeLabel(key: string): string | null {
  return Object.hasOwn(ATTRIBUTE_LABELS, key) ? (ATTRIBUTE_LABELS[key] ?? null) : null;
}

function withUnit(key: string, value: string): string {
  const unit = UNITS[key];
  return unit && /^\d+([.,]\d+)?$/.test(value) ? `${value} ${unit}` : value;
}

/**
 * The details rows: the product's attributes, then the selected variant's. A variant value
 * replaces the product's value of the same key in place; unknown keys and empty values are dropped.
 */
export function labelledAttributes(product: readonly AttributeInput[], variant: readonly AttributeInput[] = []): LabelledAttribute[] {
  const rows = new Map<string, LabelledAttribute>();
  for (const { key, value } of [...product, ...variant]) {
    const label = attributeLabel(key);
    const text = value.trim();
    if (!label || !text) continue;
    rows.set(key, { key, label, value: withUnit(key, text) });
  }
  return [...rows.values()];
}
