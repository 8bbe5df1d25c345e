import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { KNOWN } from './fixtures.ts';
import { CONTENT_KNOWN } from './content/fixtures.ts';

const product = (id: string) => catalogue().productById.get(id)!.product;
const variant = (id: string) => catalogue().variantById.get(id)!.variant;
const variantsOf = (id: string) => product(id).dimensions.flatMap((d) => d.variants);

describe('known test products', () => {
  it('keep the properties tests rely on', () => {
    const available = product(KNOWN.availableProduct);
    expect(available.name).toBe('Trägerkleid »Langeoog« mit Blumendruck');
    expect(available.dimensions).toHaveLength(1);
    expect(available.dimensions[0]!.variants.map((v) => v.size.label)).toEqual(['38', '40', '42', '44', '46', '48']);
    for (const v of variantsOf(KNOWN.availableProduct)) {
      expect(v.availability.state).toBe('available');
      expect(v.availability.quantity).toBeGreaterThanOrEqual(24);
    }
    expect(variant(KNOWN.availableVariant).size.label).toBe('42');

    expect(product(KNOWN.outsoldProduct).outsold).toBe(true);
    expect(product(KNOWN.outsoldProduct).availability).toMatchObject({ state: 'notAvailable', key: 'outsold' });

    const soldOutSize = product(KNOWN.soldOutSizeProduct);
    expect(soldOutSize.outsold).toBe(false);
    expect(variant(KNOWN.soldOutVariant).availability).toMatchObject({ quantity: 0, key: 'outOfStock', state: 'notAvailable' });
    expect(variant(KNOWN.soldOutVariant).size.label).toBe('M');
    expect(soldOutSize.dimensions[0]!.variants.filter((v) => v.availability.quantity === 0)).toHaveLength(1);

    expect(variant(KNOWN.lowStockVariant).availability).toMatchObject({ state: 'lowStock', quantity: 2, key: 'available' });
    const sale = product(KNOWN.saleProduct);
    expect(sale.price).toMatchObject({ min: 4000, old: 7999, saving: 50 });
    expect(sale.price.campaignHighlight).toEqual({
      modal: CONTENT_KNOWN.legalHints.sale,
      badgeText: 'Sommer-Sale',
      layoutColor: { name: 'Sale-Rot' },
    });
    expect(product(KNOWN.availableProduct).price.campaignHighlight).toBeNull();
    expect(sale.displayNumber).toBe('355646745');
    expect(product(KNOWN.renumberedProduct).oldDisplayNumber).toMatch(/^\d{9}$/);
    expect(product(KNOWN.heatDegreeProduct)).toMatchObject({ heatDegree: 'LEVEL_2', categoryIds: ['10000', '10400', '10402'] });
    expect(product(KNOWN.energyClassProduct).energyEfficiencyClass).toMatch(/^[A-G]$/);
    expect(catalogue().categories.byId.get(KNOWN.category.id)?.path).toBe(KNOWN.category.path);
  });

  it('cover free gifts, bulky goods and the direct order form', () => {
    const gift = product(KNOWN.freeGiftProduct);
    expect(gift).toMatchObject({ isFreeGift: true, price: { min: 0, max: 0, old: 0 }, loyaltyPoints: null });
    expect(variant(KNOWN.freeGiftVariant)).toMatchObject({ size: { label: 'Einheitsgröße' }, price: { withTax: 0, reductions: [] } });
    expect(variant(KNOWN.freeGiftVariant).availability.state).toBe('available');

    expect(product(KNOWN.mattressProduct)).toMatchObject({ disposalServiceProduct: true, categoryIds: ['50000', '50100', '50102'] });
    expect(variant(KNOWN.mattressVariant)).toMatchObject({ disposalService: true, size: { label: '90x200' } });
    expect(variant(KNOWN.mattressVariant).attributes).toContainEqual({ key: 'measuresMattressSize', value: '90 x 200 cm' });
    expect(product(KNOWN.slattedFrameProduct)).toMatchObject({ disposalServiceProduct: true, categoryIds: ['50000', '50100', '50103'] });
    expect(variant(KNOWN.slattedFrameVariant).disposalService).toBe(true);
    for (const id of [KNOWN.mattressProduct, KNOWN.slattedFrameProduct, KNOWN.forwardingAgentProduct]) {
      for (const v of variantsOf(id)) expect(v.availability.state).toBe('available');
    }
    expect(variant(KNOWN.forwardingAgentVariant)).toMatchObject({ deliverabilityForwardingAgent: true, disposalService: false });
    expect(product(KNOWN.forwardingAgentProduct).categoryIds[1]).toBe('50300');

    const dof = catalogue().byDisplayNumber.get(KNOWN.dofDisplayNumber)!;
    expect(dof.product.id).toBe(KNOWN.dofProduct);
    expect(dof.product.displayNumber).toBe(KNOWN.dofDisplayNumber);
    expect(dof.dimension.variants.map((v) => v.id)).toContain(KNOWN.dofVariant);
    for (const v of dof.dimension.variants) expect(v.availability.quantity).toBeGreaterThanOrEqual(30);
    const soldOut = catalogue().byDisplayNumber.get(KNOWN.soldOutDisplayNumber)!;
    expect(soldOut.product.id).toBe(KNOWN.soldOutDimensionProduct);
    expect(soldOut.dimension.variants.every((v) => v.availability.state === 'notAvailable')).toBe(true);
    expect(soldOut.product.outsold).toBe(false);
    expect(soldOut.product.colors[1]!.isSoldOut).toBe(true);
    expect(catalogue().byDisplayNumber.has(KNOWN.unknownDisplayNumber)).toBe(false);
  });

  it('cover size tables, descriptions, logos and delivery keys', () => {
    const partner = product(KNOWN.partnerSizeTableProduct);
    expect(partner.companyOfOrigin).toBe('nordlicht');
    expect(partner.sizeTables.map((t) => t.companyOfOrigin)).toEqual(['default', 'nordlicht']);
    expect(product(KNOWN.biggerPartnerSizeTableProduct).sizeTables.map((t) => t.companyOfOrigin)).toEqual(['suedkap']);
    expect(product(KNOWN.noSizeTableProduct)).toMatchObject({ companyOfOrigin: null, sizeTables: [] });
    expect(product(KNOWN.noDescriptionProduct).description).toBeNull();
    expect(product(KNOWN.sustainabilityProduct).sustainabilityLogos).toEqual(['gots', 'oeko-tex']);
    expect(variantsOf(KNOWN.availabilityKeysProduct).map((v) => v.availability.key)).toEqual([
      'available',
      'endOfDecember',
      'directShipping',
      'christmas',
      'outOfStock',
      'midOfJanuary',
    ]);
    expect(variant(KNOWN.delayedVariant).availability).toMatchObject({ state: 'deliverable', isSubsequentDelivery: true });
    expect(variant(KNOWN.directShippingVariant).availability).toMatchObject({ state: 'deliverable', isSubsequentDelivery: false });
  });
});
