import { describe, expect, it } from 'vitest';
import { KNOWN } from '../../mock-server/data/fixtures.ts';
import {
  ContractContactReasonsQueryDocument,
  ContractDirectOrderFormArticleQueryDocument,
  ContractPrintCataloguesQueryDocument,
} from './__generated__/shop/graphql.ts';
import { BASE, errorCode, post, server } from './support.ts';

describe('shop API: direct order form lookup', () => {
  it('accepts a display number with spaces, dots or nothing between the groups', async () => {
    for (const displayNumber of ['512 345 101', '512.345.101', '512345101']) {
      const { status, body } = await post(ContractDirectOrderFormArticleQueryDocument, { displayNumber });
      expect(status).toBe(200);
      const article = body.data!.directOrderFormArticle;
      expect(article).toMatchObject({
        displayNumber: KNOWN.dofDisplayNumber,
        product: { id: KNOWN.dofProduct },
        dimension: { promotion: '101' },
      });
      expect(article.dimension.variants.map((v) => v.id)).toContain(KNOWN.dofVariant);
    }
  });

  it('answers the colour a number stands for, also when it is sold out', async () => {
    const { body } = await post(ContractDirectOrderFormArticleQueryDocument, { displayNumber: KNOWN.soldOutDisplayNumber });
    const article = body.data!.directOrderFormArticle;
    expect(article.product.id).toBe(KNOWN.soldOutDimensionProduct);
    expect(article.dimension.variants.every((v) => v.availability.state === 'notAvailable')).toBe(true);
  });

  it('refuses malformed and unknown numbers with INVALID_DISPLAY_NUMBER', async () => {
    for (const displayNumber of ['12345', '512-345-101', 'abc', KNOWN.unknownDisplayNumber]) {
      const { status, body } = await post(ContractDirectOrderFormArticleQueryDocument, { displayNumber });
      expect(status).toBe(200);
      expect(errorCode(body)).toBe('INVALID_DISPLAY_NUMBER');
      expect(body.errors![0]!.extensions).toMatchObject({ displayNumber });
      expect(body.data).toBeNull();
    }
  });
});

describe('shop API: print catalogues and contact reasons', () => {
  it('lists 4 to 6 German catalogues with cover images that are served', async () => {
    const catalogues = (await post(ContractPrintCataloguesQueryDocument, {})).body.data!.printCatalogues;
    expect(catalogues.length).toBeGreaterThanOrEqual(4);
    expect(catalogues.length).toBeLessThanOrEqual(6);
    expect(new Set(catalogues.map((c) => c.id)).size).toBe(catalogues.length);
    for (const catalogue of catalogues) {
      expect(catalogue.title).toMatch(/\w/);
      expect(catalogue.description.length).toBeGreaterThan(20);
      expect(catalogue.image.alt).toContain(catalogue.title);
      const image = await server.fetch(new Request(`${BASE}/images/${catalogue.image.hash}?w=200`));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('lists the contact reasons with German labels', async () => {
    const reasons = (await post(ContractContactReasonsQueryDocument, {})).body.data!.contactReasons;
    expect(reasons.length).toBeGreaterThanOrEqual(5);
    expect(reasons.map((r) => r.label)).toEqual(
      expect.arrayContaining(['Fragen zu meiner Bestellung', 'Rücksendung & Umtausch', 'Sonstiges']),
    );
    expect(new Set(reasons.map((r) => r.id)).size).toBe(reasons.length);
  });
});
