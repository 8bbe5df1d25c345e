import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractAutomatedProductQueryDocument,
  ContractPopupProductQueryDocument,
  ContractPriceAndNameQueryDocument,
  ContractProductImagesQueryDocument,
  ContractProductQueryDocument,
  ContractProductSafetyQueryDocument,
} from './__generated__/shop/graphql.ts';
import { post } from './support.ts';

const product = async (id: string) => (await post(ContractProductQueryDocument, { id })).body.data!.productById!;

describe('shop API: products', () => {
  it('productById returns the full product', async () => {
    const { status, body } = await post(ContractProductQueryDocument, { id: KNOWN.availableProduct });
    expect(status).toBe(200);
    const found = body.data!.productById!;
    expect(found).toMatchObject({
      id: KNOWN.availableProduct,
      name: 'Trägerkleid »Langeoog« mit Blumendruck',
      outsold: false,
      catalogId: 'HW26',
      isFreeGift: false,
    });
    expect(found.displayNumber).toMatch(/^\d{9}$/);
    expect(found.displayNumber).toBe(`${found.displayNumber.slice(0, 6)}${found.dimensions[0]!.promotion}`);
    expect(found.images).toHaveLength(2);
    expect(found.breadcrumb.map((b) => b.path)).toEqual(['/damen-mode', '/damen-mode/kleider', '/damen-mode/kleider/sommerkleider']);
    expect(found.dimensions[0]!.variants.every((v) => v.availability.state === 'available' && v.availability.key === 'available')).toBe(
      true,
    );
    expect(found.attributes.map((a) => a.key)).toContain('material');
    expect(found.loyaltyPoints).toBe(Math.floor(found.price.min / 100));
    expect(found.brand).toMatchObject({ id: expect.stringMatching(/^brand-/), image: expect.stringMatching(/^brand-/) });
    expect(found.dimensions[0]!.variants[0]!.ean).toMatch(/^\d{13}$/);
  });

  it('productById reports a sale through price.old and the sale reduction', async () => {
    const sale = await product(KNOWN.saleProduct);
    expect(sale.price).toMatchObject({ min: 4000, old: 7999, saving: 50 });
    const variant = sale.dimensions[0]!.variants[0]!;
    const reduction = variant.price.reductions.find((r) => r.category === 'sale')!;
    expect(reduction).toMatchObject({ relative: 50 });
    expect(variant.price.withTax + reduction.withTax).toBe(7999);
    expect(sale.dimensions.map((d) => d.promotion)).toEqual(['745', '746']);
  });

  it('productById marks outsold products, sold-out sizes and delivery keys', async () => {
    const outsold = await product(KNOWN.outsoldProduct);
    expect(outsold.outsold).toBe(true);
    expect(outsold.availability).toMatchObject({ state: 'notAvailable', key: 'outsold' });
    const sizes = await product(KNOWN.soldOutSizeProduct);
    const soldOut = sizes.dimensions.flatMap((d) => d.variants).find((v) => v.id === KNOWN.soldOutVariant)!;
    expect(soldOut.availability).toMatchObject({ state: 'notAvailable', key: 'outOfStock', quantity: 0, color: 'red' });
    const keys = await product(KNOWN.availabilityKeysProduct);
    expect(
      keys.dimensions[0]!.variants.map((v) => [v.availability.key, v.availability.state, v.availability.isSubsequentDelivery]),
    ).toEqual([
      ['available', 'available', false],
      ['endOfDecember', 'deliverable', true],
      ['directShipping', 'deliverable', false],
      ['christmas', 'deliverable', true],
      ['outOfStock', 'notAvailable', false],
      ['midOfJanuary', 'deliverable', true],
    ]);
    expect(keys.dimensions[0]!.variants[1]!.availability.value).toBe('lieferbar Ende Dezember');
  });

  it('marks goods by kind: free gifts, mattresses, forwarding agent, heat degree, energy class', async () => {
    expect(await product(KNOWN.freeGiftProduct)).toMatchObject({ isFreeGift: true, price: { min: 0 }, loyaltyPoints: null });
    const mattress = await product(KNOWN.mattressProduct);
    expect(mattress.disposalServiceProduct).toBe(true);
    const variant = mattress.dimensions[0]!.variants.find((v) => v.id === KNOWN.mattressVariant)!;
    expect(variant).toMatchObject({
      disposalService: true,
      size: { label: '90x200' },
      attributes: [{ key: 'measuresMattressSize', value: '90 x 200 cm' }],
    });
    expect((await product(KNOWN.slattedFrameProduct)).disposalServiceProduct).toBe(true);
    expect((await product(KNOWN.forwardingAgentProduct)).dimensions[0]!.variants[0]!.deliverabilityForwardingAgent).toBe(true);
    expect((await product(KNOWN.heatDegreeProduct)).heatDegree).toBe('LEVEL_2');
    const lamp = await product(KNOWN.energyClassProduct);
    expect(lamp).toMatchObject({ disposalNote: true, energyEfficiencyClass: expect.stringMatching(/^[A-G]$/) });
  });

  it('carries size tables, description, sustainability logos and link boxes', async () => {
    const partner = await product(KNOWN.partnerSizeTableProduct);
    expect(partner.companyOfOrigin).toBe('nordlicht');
    expect(partner.sizeTables.map((t) => t.companyOfOrigin)).toEqual(['default', 'nordlicht']);
    const [own, theirs] = partner.sizeTables;
    expect(own!.headers[0]).toBe('Größe');
    expect(own!.rows.map((r) => r[0])).toEqual(partner.dimensions[0]!.variants.map((v) => v.size.label));
    expect(theirs!.rows[0]).not.toEqual(own!.rows[0]);
    expect(await product(KNOWN.noSizeTableProduct)).toMatchObject({ companyOfOrigin: null, sizeTables: [] });
    expect((await product(KNOWN.noDescriptionProduct)).description).toBeNull();
    expect((await product(KNOWN.availableProduct)).description).toMatch(/\w+/);
    expect((await product(KNOWN.sustainabilityProduct)).sustainabilityLogos).toEqual(['gots', 'oeko-tex']);
    const links = (await product(KNOWN.saleProduct)).linkBox;
    for (const group of links) for (const link of group.links) expect(link.destination).toMatch(/^\//);
  });

  it('returns null for unknown products', async () => {
    const { status, body } = await post(ContractProductQueryDocument, { id: 'P999999' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { productById: null } });
  });

  it('popupProductById and productPriceAndNameById', async () => {
    const popup = (await post(ContractPopupProductQueryDocument, { id: KNOWN.saleProduct })).body.data!.popupProductById!;
    expect(popup.id).toBe(KNOWN.saleProduct);
    expect(popup.images.length).toBeGreaterThanOrEqual(2);
    const price = (await post(ContractPriceAndNameQueryDocument, { id: KNOWN.saleProduct })).body.data!.productPriceAndNameById!;
    expect(price).toMatchObject({ name: 'Sommerkleid aus Leinenmix', price: { currency: 'EUR', min: 4000, old: 7999, saving: 50 } });
    expect((await post(ContractPopupProductQueryDocument, { id: 'nope' })).body.data!.popupProductById).toBeNull();
    expect((await post(ContractPriceAndNameQueryDocument, { id: 'nope' })).body.data!.productPriceAndNameById).toBeNull();
  });
});

describe('shop API: product images', () => {
  const images = async (variables: { count?: number; imageType?: string; exactImageType?: boolean }) =>
    (await post(ContractProductImagesQueryDocument, { id: KNOWN.availableProduct, ...variables })).body.data!.productById!.images;

  it('picks images by count and type, exactly or preferring it', async () => {
    const every = await images({});
    expect(every[0]!.type).toBe('main');
    expect(every[1]!.type).toBe('model');
    expect(await images({ count: 1 })).toEqual([every[0]]);
    expect((await images({ imageType: 'model', count: 1 }))[0]!.type).toBe('model');
    expect(await images({ imageType: 'ambiente' })).toEqual(every);
    expect(await images({ imageType: 'ambiente', exactImageType: true })).toEqual([]);
  });

  it('automatedProductById applies imagesInput', async () => {
    const { body } = await post(ContractAutomatedProductQueryDocument, {
      id: KNOWN.availableProduct,
      imagesInput: { imageType: 'model', exactImageType: true, count: 1 },
    });
    const found = body.data!.automatedProductById.productById!;
    expect(found.images).toHaveLength(1);
    expect(found.images[0]!.type).toBe('model');
    expect((await post(ContractAutomatedProductQueryDocument, { id: 'nope' })).body.data!.automatedProductById.productById).toBeNull();
  });
});

describe('shop API: product safety', () => {
  it('names manufacturer and EU responsible person of a colour, with warnings', async () => {
    const dimensionId = `${KNOWN.energyClassProduct}-1`;
    const safety = (await post(ContractProductSafetyQueryDocument, { dimensionId })).body.data!.productSafety!;
    expect(safety.id).toBe(`safety-${dimensionId}`);
    expect(safety.manufacturer).toMatchObject({ country: 'Deutschland', zipCode: expect.stringMatching(/^\d{5}$/) });
    expect(safety.responsiblePerson.country).toBe('Deutschland');
    expect(safety.warnings.join(' ')).toMatch(/Netzstecker/);
    expect((await post(ContractProductSafetyQueryDocument, { dimensionId: 'nope' })).body.data!.productSafety).toBeNull();
  });
});
