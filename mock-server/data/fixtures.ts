// Products with known properties for tests (e2e and contract). fixtures.test.ts checks that the
// seeded catalogue still has these properties, so a data change cannot silently break tests.

export const KNOWN = {
  /** 'Trägerkleid »Langeoog« mit Blumendruck': one colour, sizes 38–48, every size in stock (≥ 24). */
  availableProduct: 'P100010',
  availableVariant: 'P100010-1-3',
  /** 'Pullover mit Zopfmuster': every variant sold out. */
  outsoldProduct: 'P100079',
  /** 'Pullover »Rügen« in Oversize-Form': size M sold out, the others available. */
  soldOutSizeProduct: 'P100071',
  soldOutVariant: 'P100071-1-3',
  /** Only 2 pieces in stock. */
  lowStockVariant: 'P100001-2-1',
  /** Reduced by 50%: price.old 7999 > price.min 4000. */
  saleProduct: 'P100001',
  /** Renumbered: has an oldDisplayNumber. */
  renumberedProduct: 'P100019',
  /** Jackets with a heat degree, lamps with an energy class. */
  heatDegreeProduct: 'P100128',
  energyClassProduct: 'P100588',
  category: { id: '10101', path: '/damen-mode/kleider/sommerkleider' },
} as const;
