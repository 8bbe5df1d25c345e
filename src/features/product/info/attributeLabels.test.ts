import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../i18n/languages.ts';
import { ATTRIBUTE_KEYS, attributeLabel, labelledAttributes } from './attributeLabels.ts';

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
    const missing = SPEC_KEYS.filter((key) => !attributeLabel('de-DE', key));
    expect(missing).toEqual([]);
  });

  it('cover about 90 keys, each with a distinct German label', () => {
    const labels = ATTRIBUTE_KEYS.map((key) => attributeLabel('de-DE', key) ?? '');
    expect(labels.length).toBeGreaterThanOrEqual(85);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => label.trim() === label && label.length > 0)).toBe(true);
  });

  it('know nothing of inherited object keys', () => {
    expect(attributeLabel('de-DE', 'constructor')).toBeNull();
    expect(attributeLabel('de-DE', 'toString')).toBeNull();
  });

  it('keep the German wording', () => {
    expect(attributeLabel('de-DE', 'measuresBedSize')).toBe('Bettgröße');
    expect(attributeLabel('de-AT', 'measuresOuterDimension')).toBe('Außenmaße');
    expect(attributeLabel('de-DE', 'weeeNumber')).toBe('WEEE-Reg.-Nr.');
  });

  it('write ss for ß in Switzerland', () => {
    expect(attributeLabel('de-CH', 'measuresBedSize')).toBe('Bettgrösse');
    expect(attributeLabel('de-CH', 'measures')).toBe('Masse');
    expect(attributeLabel('de-CH', 'material')).toBe('Material');
  });

  it('read in the shop’s language', () => {
    expect(attributeLabel('fr-CH', 'material')).toBe('Matière');
    expect(attributeLabel('fr-CH', 'maintenanceNote')).toBe('Conseils d’entretien');
    expect(attributeLabel('fr-CH', 'measuresDuvetcase')).toBe('Dimensions de la housse de couette');
    expect(attributeLabel('cs-CZ', 'material')).toBe('Materiál');
    expect(attributeLabel('cs-CZ', 'measuresMattressSize')).toBe('Velikost matrace');
    expect(attributeLabel('cs-CZ', 'underwire')).toBe('Kostice');
    expect(attributeLabel('cs-CZ', 'constructor')).toBeNull();
  });

  it('have a label of their own for every key in every language, none the key or the message name', () => {
    for (const language of LANGUAGES) {
      const labels = ATTRIBUTE_KEYS.map((key) => attributeLabel(language, key));
      const bad = ATTRIBUTE_KEYS.filter((key, index) => !labels[index] || labels[index] === key || labels[index] === 'productAttribute');
      expect(bad, language).toEqual([]);
      expect(new Set(labels).size, language).toBe(ATTRIBUTE_KEYS.length);
    }
  });
});

describe('labelledAttributes', () => {
  it('keeps known keys in order with their labels and drops unknown ones', () => {
    const rows = labelledAttributes('de-DE', [
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
      'de-DE',
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

  it('labels in the shop’s language', () => {
    const rows = labelledAttributes('cs-CZ', [
      { key: 'material', value: '100% bavlna' },
      { key: 'internalSupplierCode', value: 'X-17' },
    ]);
    expect(rows).toEqual([{ key: 'material', label: 'Materiál', value: '100% bavlna' }]);
  });

  it('drops empty values', () => {
    expect(labelledAttributes('de-DE', [{ key: 'material', value: '  ' }])).toEqual([]);
  });

  it('adds millimetres to bare pile and plateau heights', () => {
    const rows = labelledAttributes('de-DE', [
      { key: 'pileHeight', value: '15' },
      { key: 'plateauHeight', value: '3,5' },
      { key: 'measures', value: '15' },
      { key: 'pileHeight', value: '15 mm' },
    ]);
    expect(rows.map((row) => row.value)).toEqual(['15 mm', '3,5 mm', '15']);
  });
});
