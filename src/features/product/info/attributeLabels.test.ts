import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_LABELS, attributeLabel, labelledAttributes } from './attributeLabels.ts';

// The keys the specification names (section 3, 'Product attribute keys with labels').
const SPEC_KEYS = [
  'material',
  'fabric',
  'liningMaterial',
  'maintenanceNote',
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
  'mattressThickness',
  'mattressType',
  'neckline',
  'collar',
  'sleeveStyle',
  'clothingLength',
  'packageSize',
  'panelStyle',
  'pileHeight',
  'pillowBeddingtype',
  'plateauHeight',
  'scope',
  'shape',
  'sheetHeight',
  'shelf',
  'shoeWidth',
  'stone',
  'straps',
  'sustainability',
  'trademark',
  'transparency',
  'typeBra',
  'typeCarpet',
  'underwire',
  'upperMaterial',
  'waistband',
  'heatDegree',
  'botanicalName',
  'energyEfficiencyClass',
  'weeeNumber',
  'woodCountryOfOrigin',
  'ekDenier',
  'ekFastener',
  'ekForm',
  'ekGuarantee',
  'ekHem',
  'ekInsole',
  'ekLining',
  'ekMaterialFunction',
  'ekOutsole',
  'ekPockets',
  'ekSocket',
  'ekStretch',
  'ekDetailBath',
];

describe('attribute labels', () => {
  it('label every key the specification names', () => {
    const missing = SPEC_KEYS.filter((key) => !attributeLabel(key));
    expect(missing).toEqual([]);
  });

  it('cover about 90 keys, each with a distinct German label', () => {
    const labels = Object.values(ATTRIBUTE_LABELS);
    expect(labels.length).toBeGreaterThanOrEqual(85);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => label.trim() === label && label.length > 0)).toBe(true);
  });

  it('know nothing of inherited object keys', () => {
    expect(attributeLabel('constructor')).toBeNull();
    expect(attributeLabel('toString')).toBeNull();
  });
});

describe('labelledAttributes', () => {
  it('keeps known keys in order with their labels and drops unknown ones', () => {
    const rows = labelledAttributes([
      { key: 'material', value: '100% Baumwolle' },
      { key: 'internalSupplierCode', value: 'X-17' },
      { key: 'neckline', value: 'V-Ausschnitt' },
    ]);
    expect(rows).toEqual([
      { key: 'material', label: 'Material', value: '100% Baumwolle' },
      { key: 'neckline', label: 'Ausschnitt', value: 'V-Ausschnitt' },
    ]);
  });

  it('appends the selected variant attributes; a variant value replaces the product value in place', () => {
    const rows = labelledAttributes(
      [
        { key: 'measures', value: 'verschiedene Größen' },
        { key: 'material', value: 'Polyester' },
      ],
      [
        { key: 'measures', value: '160 x 230 cm' },
        { key: 'measuresMattressSize', value: '90 x 200 cm' },
        { key: 'unknownVariantKey', value: 'egal' },
      ],
    );
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Maße', '160 x 230 cm'],
      ['Material', 'Polyester'],
      ['Matratzengröße', '90 x 200 cm'],
    ]);
  });

  it('drops empty values', () => {
    expect(labelledAttributes([{ key: 'material', value: '  ' }])).toEqual([]);
  });

  it('adds millimetres to bare pile and plateau heights', () => {
    const rows = labelledAttributes([
      { key: 'pileHeight', value: '15' },
      { key: 'plateauHeight', value: '3,5' },
      { key: 'measures', value: '15' },
      { key: 'pileHeight', value: '15 mm' },
    ]);
    expect(rows.map((row) => row.value)).toEqual(['15 mm', '3,5 mm', '15']);
  });
});
