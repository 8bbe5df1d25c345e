// Products with known properties for tests (e2e and contract) and for other parts of the mock.
// recipes.ts fixes what they rely on; fixtures.test.ts checks that the seeded catalogue still has
// these properties, so a data change cannot silently break tests.

export const KNOWN = {
  /** A store-only article outside the online assortment (productById answers it with onlineAssortment false; no listing, search or recommendation has it). */
  storeOnlyProduct: 'P900001',
  /** 'Trägerkleid »Langeoog« mit Blumendruck': one colour, sizes 38–48, every size in stock (≥ 24). */
  availableProduct: 'P100010',
  /** Size 42. */
  availableVariant: 'P100010-1-3',
  /** 'Pullover mit Zopfmuster': every variant sold out for good (key 'outsold'). */
  outsoldProduct: 'P100079',
  /** 'Pullover »Rügen« in Oversize-Form': size M of the first colour sold out (key 'outOfStock'), the others available. */
  soldOutSizeProduct: 'P100071',
  soldOutVariant: 'P100071-1-3',
  /** Only 2 pieces in stock (state lowStock). */
  lowStockVariant: 'P100001-2-1',
  /**
   * 'Sommerkleid aus Leinenmix', reduced by 50%: price.old 7999 > price.min 4000; display number 355646745.
   * Its price belongs to a campaign: badge 'Sommer-Sale' in 'Sale-Rot', legal hint 'sale-bedingungen'.
   */
  saleProduct: 'P100001',
  /** Renumbered: has an oldDisplayNumber (which also finds it). */
  renumberedProduct: 'P100019',
  /** A jacket with heat degree LEVEL_2; a lamp with an energy class. */
  heatDegreeProduct: 'P100128',
  energyClassProduct: 'P100588',
  category: { id: '10101', path: '/damen-mode/kleider/sommerkleider' },

  /** A free gift article: price 0, one size ('Einheitsgröße'), plenty in stock, not listed. */
  freeGiftProduct: 'P100201',
  freeGiftVariant: 'P100201-1-1',
  /** A mattress (disposalServiceProduct, variants with disposalService), sizes 80x200–140x200, all in stock; the variant is 90x200. */
  mattressProduct: 'P100202',
  mattressVariant: 'P100202-1-2',
  /** A slatted frame (disposal service like mattresses), all in stock. */
  slattedFrameProduct: 'P100203',
  slattedFrameVariant: 'P100203-1-1',
  /** A sofa delivered by forwarding agent (deliverabilityForwardingAgent), two colours, in stock. */
  forwardingAgentProduct: 'P100204',
  forwardingAgentVariant: 'P100204-1-1',
  /** Direct order form: an available product; the number names its first colour (sizes S–XL, all in stock). */
  dofProduct: 'P100205',
  dofDisplayNumber: '512345101',
  /** Size M of the colour dofDisplayNumber names. */
  dofVariant: 'P100205-1-2',
  /** Second colour of a product whose other colour is available: every size sold out. */
  soldOutDimensionProduct: 'P100206',
  soldOutDisplayNumber: '512346202',
  /** Well-formed, but no article has it. */
  unknownDisplayNumber: '000111222',
  /** companyOfOrigin 'nordlicht' with size tables 'default' and 'nordlicht'. */
  partnerSizeTableProduct: 'P100207',
  /** companyOfOrigin 'suedkap' with only its own size table 'suedkap' (fits bigger). */
  biggerPartnerSizeTableProduct: 'P100212',
  /** A textile product without company of origin and size tables (size deviation UNKNOWN). */
  noSizeTableProduct: 'P100211',
  /** description is null. */
  noDescriptionProduct: 'P100208',
  /** sustainabilityLogos ['gots', 'oeko-tex']. */
  sustainabilityProduct: 'P100209',
  /** One colour, a size per delivery key: available, endOfDecember, directShipping, christmas, outOfStock, midOfJanuary. */
  availabilityKeysProduct: 'P100210',
  delayedVariant: 'P100210-1-2',
  directShippingVariant: 'P100210-1-3',
} as const;
