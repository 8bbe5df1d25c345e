import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { CONTENT_KNOWN } from '../../mock-server/data/content/fixtures.ts';
import {
  ContractCategoryImageLinkQueryDocument,
  ContractCouponQueryDocument,
  ContractLegalHintQueryDocument,
  ContractModalQueryDocument,
  ContractOffCanvasQueryDocument,
  ContractPhoneBoxQueryDocument,
} from './__generated__/content/graphql.ts';
import { CONTENT_TOKEN, PREVIEW_TOKEN, errorCode, post } from './support.ts';

const call = <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, token = CONTENT_TOKEN) =>
  post(document, variables, { path: '/content/graphql', headers: { authorization: `Bearer ${token}` } });

const data = async <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, token = CONTENT_TOKEN) => {
  const { body } = await call(document, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data!;
};

describe('modalCollection', () => {
  it('serves the shipping-cost modal by key, read as the first item', async () => {
    const { modalCollection } = await data(ContractModalQueryDocument, { where: { id: CONTENT_KNOWN.modals.shippingCost }, limit: 1 });
    expect(modalCollection.total).toBe(1);
    const modal = modalCollection.items[0]!;
    expect(modal).toMatchObject({
      id: 'shippingCost',
      headline: 'Versandkosten',
      primaryButtonLink: { __typename: 'InternalLink', internalTarget: { slug: 'lieferung' } },
    });
    expect(JSON.stringify(modal.richtext!.json)).toContain('17,90 €');
    expect(modal.richtext!.links.entries.hyperlink).toEqual([
      { __typename: 'Page', sys: { id: 'page-lieferung' }, slug: 'lieferung', pageType: 'content' },
    ]);
  });

  it('serves a legal-hint modal with its coupon embedded in the text', async () => {
    const { modalCollection } = await data(ContractModalQueryDocument, { where: { id: CONTENT_KNOWN.legalHints.herbst15 }, limit: 1 });
    const modal = modalCollection.items[0]!;
    expect(modal.coupon).toEqual({ code: 'HERBST15' });
    expect(modal.richtext!.links.entries.block).toEqual([{ __typename: 'Coupon', sys: { id: 'coupon-herbst15' }, code: 'HERBST15' }]);
    expect(modal.richtext!.links.entries.inline).toEqual([
      expect.objectContaining({ __typename: 'ContentItemAsset', type: 'Inline Asset', alignment: 'RIGHT' }),
    ]);
  });

  it('has a modal for every legal hint and the order information', async () => {
    const keys = [...Object.values(CONTENT_KNOWN.legalHints), CONTENT_KNOWN.modals.orderInformation];
    const { modalCollection } = await data(ContractModalQueryDocument, { where: { id_in: keys } });
    expect(modalCollection.items.map((modal) => modal.id).sort()).toEqual([...keys].sort());
  });

  it('answers an unknown key with no item', async () => {
    expect((await data(ContractModalQueryDocument, { where: { id: 'gibt-es-nicht' } })).modalCollection).toEqual({ total: 0, items: [] });
  });

  it('uses keys that are no entry id, so clients can key records by both', async () => {
    const { modalCollection } = await data(ContractModalQueryDocument, {});
    for (const modal of modalCollection.items) expect(modal.id).not.toBe(modal.sys.id);
  });
});

describe('phoneBoxCollection', () => {
  it('serves the off-canvas box with the shop frame query', async () => {
    const { phoneBoxCollection } = await data(ContractOffCanvasQueryDocument, { locale: 'de-DE', preview: false });
    expect(phoneBoxCollection.total).toBe(1);
    expect(phoneBoxCollection.items[0]).toMatchObject({
      sys: { id: CONTENT_KNOWN.phoneBoxes.offCanvas },
      title: 'Bestellung & Beratung',
      number: '0800 350 60 60',
      inline: 'block',
      useInOffCanvasNavigation: 'true',
    });
    expect(
      (await data(ContractOffCanvasQueryDocument, { locale: 'de-DE', preview: true }, PREVIEW_TOKEN)).phoneBoxCollection.items[0]!.sys.id,
    ).toBe(CONTENT_KNOWN.phoneBoxes.offCanvas);
  });

  it('lists the other boxes first, so only the filter finds the off-canvas box', async () => {
    const all = (await data(ContractPhoneBoxQueryDocument, {})).phoneBoxCollection;
    expect(all.total).toBe(3);
    expect(all.items[0]!.sys.id).toBe(CONTENT_KNOWN.phoneBoxes.other);
    expect(
      (await data(ContractPhoneBoxQueryDocument, { where: { useInOffCanvasNavigation_contains: 'TRU' } })).phoneBoxCollection.total,
    ).toBe(1);
    expect(
      (await data(ContractPhoneBoxQueryDocument, { where: { useInOffCanvasNavigation: 'false' } })).phoneBoxCollection.items.map(
        (box) => box.sys.id,
      ),
    ).toEqual([CONTENT_KNOWN.phoneBoxes.other]);
    expect(
      (await data(ContractPhoneBoxQueryDocument, { where: { sys: { id: 'phonebox-matratzenberatung-unvollstaendig' } } }))
        .phoneBoxCollection.items[0],
    ).toMatchObject({ number: null, disclaimer: null });
  });
});

describe('legalHintCollection', () => {
  it('serves legal hints by id with their coupons', async () => {
    const { legalHintCollection } = await data(ContractLegalHintQueryDocument, { where: { id: CONTENT_KNOWN.legalHints.versandfrei } });
    expect(legalHintCollection.items[0]).toMatchObject({
      id: 'versandfrei-bedingungen',
      coupon: { code: 'VERSANDFREI', code2: 'APPVERSANDFREI', hideInfoButton: true },
    });
    const sale = (await data(ContractLegalHintQueryDocument, { where: { id: CONTENT_KNOWN.legalHints.sale } })).legalHintCollection
      .items[0]!;
    expect(sale.coupon).toBeNull();
    expect(
      (await data(ContractLegalHintQueryDocument, { where: { id_in: Object.values(CONTENT_KNOWN.legalHints) } })).legalHintCollection.total,
    ).toBe(3);
  });
});

describe('couponCollection', () => {
  it('finds coupons by code, second code and entry id', async () => {
    const byCode = (await data(ContractCouponQueryDocument, { where: { code: 'HERBST15' } })).couponCollection;
    expect(byCode.items[0]).toMatchObject({ sys: { id: 'coupon-herbst15' }, title: 'Herbst-Gutschein', showQrCode: true, code2: null });
    expect(byCode.items[0]!.sys.publishedAt).toMatch(/^2026-10-/);
    expect((await data(ContractCouponQueryDocument, { where: { code: 'APPVERSANDFREI' } })).couponCollection.items[0]!.code).toBe(
      'VERSANDFREI',
    );
    expect(
      (await data(ContractCouponQueryDocument, { where: { sys: { id: 'coupon-newsletter-ohne-code' } } })).couponCollection.items[0]!.code,
    ).toBeNull();
  });

  it('shows the draft coupon only in preview', async () => {
    const where = { code: CONTENT_KNOWN.draftCoupon.code };
    expect((await data(ContractCouponQueryDocument, { where })).couponCollection.total).toBe(0);
    const draft = (await data(ContractCouponQueryDocument, { where, preview: true }, PREVIEW_TOKEN)).couponCollection.items[0]!;
    expect(draft.sys).toEqual({ id: CONTENT_KNOWN.draftCoupon.id, publishedAt: null });
    expect((await data(ContractCouponQueryDocument, {})).couponCollection.total).toBe(3);
    expect((await data(ContractCouponQueryDocument, { preview: true }, PREVIEW_TOKEN)).couponCollection.total).toBe(4);
  });

  it('refuses preview without the preview token', async () => {
    const { status, body } = await call(ContractCouponQueryDocument, { preview: true });
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('UNAUTHENTICATED');
  });
});

describe('categoryImageLinkCollection', () => {
  it('finds the automated product of a category by id or path', async () => {
    const byPath = (await data(ContractCategoryImageLinkQueryDocument, { where: { categoryPath: '/wohnen/schlafen/bettwaesche' } }))
      .categoryImageLinkCollection;
    expect(byPath.items).toEqual([
      {
        sys: { id: 'cil-bettwaesche' },
        categoryId: '50101',
        categoryPath: '/wohnen/schlafen/bettwaesche',
        productId: 'P100468',
        image: null,
      },
    ]);
    const byId = (await data(ContractCategoryImageLinkQueryDocument, { where: { categoryId: '10204' } })).categoryImageLinkCollection
      .items[0]!;
    expect(byId.image!.url).toBe('/images/content/img-cil-strickjacken.webp');
    expect((await data(ContractCategoryImageLinkQueryDocument, {})).categoryImageLinkCollection.total).toBe(9);
  });
});
