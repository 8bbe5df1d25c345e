/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** All given conditions must hold. */
export type CategoryImageLinkFilter = {
  /** Exactly this shop category id. */
  categoryId?: string | null | undefined;
  /** Exactly this shop category path. */
  categoryPath?: string | null | undefined;
  /** Conditions on the entry id. */
  sys?: SysFilter | null | undefined;
};

/** All given conditions must hold. */
export type CouponFilter = {
  /** Matches code or code2. */
  code?: string | null | undefined;
  /** Conditions on the entry id. */
  sys?: SysFilter | null | undefined;
};

/** Output formats of the image service. */
export type ImageFormat =
  /** JPEG. */
  | 'JPG'
  /** PNG. */
  | 'PNG'
  /** WebP (default of the shop). */
  | 'WEBP';

/** Image service options; they are turned into the URL's query parameters. */
export type ImageTransformOptions = {
  /** Output format (?fm=). */
  format?: ImageFormat | null | undefined;
  /** Height in pixels (?h=); with a width the image is cropped to that ratio. */
  height?: number | null | undefined;
  /** Quality 1 to 100 (?q=). */
  quality?: number | null | undefined;
  /** Width in pixels, 16 to 2400 (?w=). */
  width?: number | null | undefined;
};

/** All given conditions must hold. */
export type LegalHintFilter = {
  /** Exactly this key. */
  id?: string | null | undefined;
  /** One of these keys. */
  id_in?: Array<string> | null | undefined;
  /** Conditions on the entry id. */
  sys?: SysFilter | null | undefined;
};

/** All given conditions must hold. */
export type ModalFilter = {
  /** Exactly this key, e.g. 'shippingCost'. */
  id?: string | null | undefined;
  /** One of these keys. */
  id_in?: Array<string> | null | undefined;
  /** Conditions on the entry id. */
  sys?: SysFilter | null | undefined;
};

/** All given conditions must hold. */
export type PageFilter = {
  /** Exactly this page type. */
  pageType?: PageType | null | undefined;
  /** One of these page types. */
  pageType_in?: Array<PageType> | null | undefined;
  /** Exactly this slug. */
  slug?: string | null | undefined;
  /** One of these slugs. */
  slug_in?: Array<string> | null | undefined;
  /** Conditions on the entry id. */
  sys?: SysFilter | null | undefined;
};

/** Kinds of pages; each has its own route. */
export type PageType =
  /** /content/{slug}: help, legal and information pages. */
  | 'content'
  /** The shop's start page, /. */
  | 'homepage'
  /** /inspiration/{slug}. */
  | 'inspiration'
  /** /outfit/{slug}. */
  | 'outfit';

/** All given conditions must hold. */
export type PhoneBoxFilter = {
  /** Conditions on the entry id. */
  sys?: SysFilter | null | undefined;
  /** Exactly this value. */
  useInOffCanvasNavigation?: string | null | undefined;
  /** Case-insensitive substring match, e.g. 'true'. */
  useInOffCanvasNavigation_contains?: string | null | undefined;
};

/** Matches entry ids. */
export type SysFilter = {
  /** Exactly this id. */
  id?: string | number | null | undefined;
  /** One of these ids. */
  id_in?: Array<string | number> | null | undefined;
};

export type ContractModalQueryQueryVariables = Exact<{
  where?: ModalFilter | null | undefined;
  limit?: number | null | undefined;
  preview?: boolean | null | undefined;
  locale?: string;
}>;


export type ContractModalQueryQuery = { modalCollection: { total: number, items: Array<{ id: string | null, linkText: string | null, headline: string | null, sys: { id: string, publishedAt: string | null }, coupon: { code: string | null } | null, primaryButtonLink:
        | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
        | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
       | null, richtext: { json: unknown, links: { entries: { block: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', code: string | null, sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, inline: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, hyperlink: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }> } };

export type ContractOffCanvasQueryQueryVariables = Exact<{
  locale: string;
  preview: boolean;
}>;


export type ContractOffCanvasQueryQuery = { phoneBoxCollection: { total: number, items: Array<{ icon: string | null, title: string | null, subtitle: string | null, number: string | null, disclaimer: string | null, disclaimerIcon: string | null, inline: string | null, useInOffCanvasNavigation: string | null, sys: { id: string } }> } };

export type ContractPhoneBoxQueryQueryVariables = Exact<{
  where?: PhoneBoxFilter | null | undefined;
  limit?: number | null | undefined;
  locale?: string;
}>;


export type ContractPhoneBoxQueryQuery = { phoneBoxCollection: { total: number, items: Array<{ icon: string | null, title: string | null, subtitle: string | null, number: string | null, disclaimer: string | null, disclaimerIcon: string | null, inline: string | null, useInOffCanvasNavigation: string | null, sys: { id: string } }> } };

export type ContractLegalHintQueryQueryVariables = Exact<{
  where?: LegalHintFilter | null | undefined;
  preview?: boolean | null | undefined;
  locale?: string;
}>;


export type ContractLegalHintQueryQuery = { legalHintCollection: { total: number, items: Array<{ id: string | null, internalTitle: string | null, sys: { id: string }, coupon: { title: string | null, couponText: string | null, hint: string | null, showQrCode: boolean | null, code: string | null, code2: string | null, layoutColor: string | null, hideInfoButton: boolean | null, sys: { id: string, publishedAt: string | null }, couponImage: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null } | null }> } };

export type ContractCouponQueryQueryVariables = Exact<{
  where?: CouponFilter | null | undefined;
  preview?: boolean | null | undefined;
  locale?: string;
}>;


export type ContractCouponQueryQuery = { couponCollection: { total: number, items: Array<{ title: string | null, couponText: string | null, hint: string | null, showQrCode: boolean | null, code: string | null, code2: string | null, layoutColor: string | null, hideInfoButton: boolean | null, sys: { id: string, publishedAt: string | null }, couponImage: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null }> } };

export type ContractCategoryImageLinkQueryQueryVariables = Exact<{
  where?: CategoryImageLinkFilter | null | undefined;
  locale?: string;
}>;


export type ContractCategoryImageLinkQueryQuery = { categoryImageLinkCollection: { total: number, items: Array<{ categoryId: string | null, categoryPath: string | null, productId: string | null, sys: { id: string }, image: { url: string | null } | null }> } };

export type ContractRichTextFragment = { json: unknown, links: { entries: { block: Array<
        | { __typename: 'Accordion', sys: { id: string } }
        | { __typename: 'AccordionItem', sys: { id: string } }
        | { __typename: 'ActionButton', sys: { id: string } }
        | { __typename: 'AnchorLink', sys: { id: string } }
        | { __typename: 'AssetSet', sys: { id: string } }
        | { __typename: 'Banner', sys: { id: string } }
        | { __typename: 'Box', sys: { id: string } }
        | { __typename: 'Button', sys: { id: string } }
        | { __typename: 'Card', sys: { id: string } }
        | { __typename: 'Category', sys: { id: string } }
        | { __typename: 'CategoryImageLink', sys: { id: string } }
        | { __typename: 'CategoryTile', sys: { id: string } }
        | { __typename: 'Checklist', sys: { id: string } }
        | { __typename: 'ContactBox', sys: { id: string } }
        | { __typename: 'ContentItemAsset', sys: { id: string } }
        | { __typename: 'Cookie', sys: { id: string } }
        | { __typename: 'CookieList', sys: { id: string } }
        | { __typename: 'Coupon', code: string | null, sys: { id: string } }
        | { __typename: 'DosDonts', sys: { id: string } }
        | { __typename: 'ExternalLink', sys: { id: string } }
        | { __typename: 'Eyecatcher', sys: { id: string } }
        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
        | { __typename: 'GkAirParameter', sys: { id: string } }
        | { __typename: 'GkAirService', sys: { id: string } }
        | { __typename: 'IFrame', sys: { id: string } }
        | { __typename: 'InspirationItem', sys: { id: string } }
        | { __typename: 'InternalLink', sys: { id: string } }
        | { __typename: 'Layout', sys: { id: string } }
        | { __typename: 'LayoutColorPicker', sys: { id: string } }
        | { __typename: 'LayoutColumn', sys: { id: string } }
        | { __typename: 'LegalHint', sys: { id: string } }
        | { __typename: 'LinkBox', sys: { id: string } }
        | { __typename: 'Modal', sys: { id: string } }
        | { __typename: 'OutfitItem', sys: { id: string } }
        | { __typename: 'Page', sys: { id: string } }
        | { __typename: 'Panel', sys: { id: string } }
        | { __typename: 'PhoneBox', sys: { id: string } }
        | { __typename: 'PromotionCard', sys: { id: string } }
        | { __typename: 'PromotionCarousel', sys: { id: string } }
        | { __typename: 'Recommendation', sys: { id: string } }
        | { __typename: 'RecommendationGkAir', sys: { id: string } }
        | { __typename: 'Richtext', sys: { id: string } }
        | { __typename: 'SeoAdvice', sys: { id: string } }
        | { __typename: 'TableOfContents', sys: { id: string } }
        | { __typename: 'Text', sys: { id: string } }
        | { __typename: 'Tip', sys: { id: string } }
        | { __typename: 'Video', sys: { id: string } }
      >, inline: Array<
        | { __typename: 'Accordion', sys: { id: string } }
        | { __typename: 'AccordionItem', sys: { id: string } }
        | { __typename: 'ActionButton', sys: { id: string } }
        | { __typename: 'AnchorLink', sys: { id: string } }
        | { __typename: 'AssetSet', sys: { id: string } }
        | { __typename: 'Banner', sys: { id: string } }
        | { __typename: 'Box', sys: { id: string } }
        | { __typename: 'Button', sys: { id: string } }
        | { __typename: 'Card', sys: { id: string } }
        | { __typename: 'Category', sys: { id: string } }
        | { __typename: 'CategoryImageLink', sys: { id: string } }
        | { __typename: 'CategoryTile', sys: { id: string } }
        | { __typename: 'Checklist', sys: { id: string } }
        | { __typename: 'ContactBox', sys: { id: string } }
        | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
        | { __typename: 'Cookie', sys: { id: string } }
        | { __typename: 'CookieList', sys: { id: string } }
        | { __typename: 'Coupon', sys: { id: string } }
        | { __typename: 'DosDonts', sys: { id: string } }
        | { __typename: 'ExternalLink', sys: { id: string } }
        | { __typename: 'Eyecatcher', sys: { id: string } }
        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
        | { __typename: 'GkAirParameter', sys: { id: string } }
        | { __typename: 'GkAirService', sys: { id: string } }
        | { __typename: 'IFrame', sys: { id: string } }
        | { __typename: 'InspirationItem', sys: { id: string } }
        | { __typename: 'InternalLink', sys: { id: string } }
        | { __typename: 'Layout', sys: { id: string } }
        | { __typename: 'LayoutColorPicker', sys: { id: string } }
        | { __typename: 'LayoutColumn', sys: { id: string } }
        | { __typename: 'LegalHint', sys: { id: string } }
        | { __typename: 'LinkBox', sys: { id: string } }
        | { __typename: 'Modal', sys: { id: string } }
        | { __typename: 'OutfitItem', sys: { id: string } }
        | { __typename: 'Page', sys: { id: string } }
        | { __typename: 'Panel', sys: { id: string } }
        | { __typename: 'PhoneBox', sys: { id: string } }
        | { __typename: 'PromotionCard', sys: { id: string } }
        | { __typename: 'PromotionCarousel', sys: { id: string } }
        | { __typename: 'Recommendation', sys: { id: string } }
        | { __typename: 'RecommendationGkAir', sys: { id: string } }
        | { __typename: 'Richtext', sys: { id: string } }
        | { __typename: 'SeoAdvice', sys: { id: string } }
        | { __typename: 'TableOfContents', sys: { id: string } }
        | { __typename: 'Text', sys: { id: string } }
        | { __typename: 'Tip', sys: { id: string } }
        | { __typename: 'Video', sys: { id: string } }
      >, hyperlink: Array<
        | { __typename: 'Accordion', sys: { id: string } }
        | { __typename: 'AccordionItem', sys: { id: string } }
        | { __typename: 'ActionButton', sys: { id: string } }
        | { __typename: 'AnchorLink', sys: { id: string } }
        | { __typename: 'AssetSet', sys: { id: string } }
        | { __typename: 'Banner', sys: { id: string } }
        | { __typename: 'Box', sys: { id: string } }
        | { __typename: 'Button', sys: { id: string } }
        | { __typename: 'Card', sys: { id: string } }
        | { __typename: 'Category', sys: { id: string } }
        | { __typename: 'CategoryImageLink', sys: { id: string } }
        | { __typename: 'CategoryTile', sys: { id: string } }
        | { __typename: 'Checklist', sys: { id: string } }
        | { __typename: 'ContactBox', sys: { id: string } }
        | { __typename: 'ContentItemAsset', sys: { id: string } }
        | { __typename: 'Cookie', sys: { id: string } }
        | { __typename: 'CookieList', sys: { id: string } }
        | { __typename: 'Coupon', sys: { id: string } }
        | { __typename: 'DosDonts', sys: { id: string } }
        | { __typename: 'ExternalLink', sys: { id: string } }
        | { __typename: 'Eyecatcher', sys: { id: string } }
        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
        | { __typename: 'GkAirParameter', sys: { id: string } }
        | { __typename: 'GkAirService', sys: { id: string } }
        | { __typename: 'IFrame', sys: { id: string } }
        | { __typename: 'InspirationItem', sys: { id: string } }
        | { __typename: 'InternalLink', sys: { id: string } }
        | { __typename: 'Layout', sys: { id: string } }
        | { __typename: 'LayoutColorPicker', sys: { id: string } }
        | { __typename: 'LayoutColumn', sys: { id: string } }
        | { __typename: 'LegalHint', sys: { id: string } }
        | { __typename: 'LinkBox', sys: { id: string } }
        | { __typename: 'Modal', sys: { id: string } }
        | { __typename: 'OutfitItem', sys: { id: string } }
        | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
        | { __typename: 'Panel', sys: { id: string } }
        | { __typename: 'PhoneBox', sys: { id: string } }
        | { __typename: 'PromotionCard', sys: { id: string } }
        | { __typename: 'PromotionCarousel', sys: { id: string } }
        | { __typename: 'Recommendation', sys: { id: string } }
        | { __typename: 'RecommendationGkAir', sys: { id: string } }
        | { __typename: 'Richtext', sys: { id: string } }
        | { __typename: 'SeoAdvice', sys: { id: string } }
        | { __typename: 'TableOfContents', sys: { id: string } }
        | { __typename: 'Text', sys: { id: string } }
        | { __typename: 'Tip', sys: { id: string } }
        | { __typename: 'Video', sys: { id: string } }
      > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } };

export type ContractAssetFragment = { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } };

export type ContractCloudinaryFragment = { public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null };

export type ContractAssetSetFragment = { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null };

type ContractLink_ExternalLink_Fragment = { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } };

type ContractLink_InternalLink_Fragment = { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null };

export type ContractLinkFragment =
  | ContractLink_ExternalLink_Fragment
  | ContractLink_InternalLink_Fragment
;

export type ContractEyecatcherFragment = { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

export type ContractGkAirServiceFragment = { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } };

export type ContractCouponFragment = { title: string | null, couponText: string | null, hint: string | null, showQrCode: boolean | null, code: string | null, code2: string | null, layoutColor: string | null, hideInfoButton: boolean | null, sys: { id: string, publishedAt: string | null }, couponImage: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null };

export type ContractPromotionFragment = { _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string }, link:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, inline: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, hyperlink: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null };

export type ContractCardFragment = { displayType: string | null, imageAspectRatio: string | null, promotion: { _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string }, link:
      | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
      | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
     | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', code: string | null, sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, inline: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, hyperlink: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null } | null };

export type ContractModalFragment = { id: string | null, linkText: string | null, headline: string | null, sys: { id: string, publishedAt: string | null }, coupon: { code: string | null } | null, primaryButtonLink:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null, richtext: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

export type ContractPhoneBoxFragment = { icon: string | null, title: string | null, subtitle: string | null, number: string | null, disclaimer: string | null, disclaimerIcon: string | null, inline: string | null, useInOffCanvasNavigation: string | null, sys: { id: string } };

export type ContractCategoryTileFragment = { headline: string | null, text: string | null, asset: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, inline: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, hyperlink: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, category: { title: string | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null, image: { url: string | null } | null } | null, assetSet: { sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image: { url: string | null } | null } | null };

type ContractColumnItem_Accordion_Fragment = { __typename: 'Accordion', sys: { id: string } };

type ContractColumnItem_ActionButton_Fragment = { __typename: 'ActionButton', sys: { id: string } };

type ContractColumnItem_AnchorLink_Fragment = { __typename: 'AnchorLink', sys: { id: string } };

type ContractColumnItem_AssetSet_Fragment = { __typename: 'AssetSet', sys: { id: string } };

type ContractColumnItem_Banner_Fragment = { __typename: 'Banner', sys: { id: string } };

type ContractColumnItem_Box_Fragment = { __typename: 'Box', sys: { id: string } };

type ContractColumnItem_Button_Fragment = { __typename: 'Button', sys: { id: string } };

type ContractColumnItem_Card_Fragment = { __typename: 'Card', sys: { id: string } };

type ContractColumnItem_CategoryTile_Fragment = { __typename: 'CategoryTile', headline: string | null, text: string | null, sys: { id: string }, asset: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, inline: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, hyperlink: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, category: { title: string | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null, image: { url: string | null } | null } | null, assetSet: { sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image: { url: string | null } | null } | null };

type ContractColumnItem_Checklist_Fragment = { __typename: 'Checklist', sys: { id: string } };

type ContractColumnItem_ContactBox_Fragment = { __typename: 'ContactBox', icon: string | null, title: string | null, sys: { id: string }, content: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, button: { link:
      | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
      | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
     | null } | null };

type ContractColumnItem_ContentItemAsset_Fragment = { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string }, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null };

type ContractColumnItem_CookieList_Fragment = { __typename: 'CookieList', sys: { id: string } };

type ContractColumnItem_Coupon_Fragment = { __typename: 'Coupon', sys: { id: string } };

type ContractColumnItem_DosDonts_Fragment = { __typename: 'DosDonts', sys: { id: string } };

type ContractColumnItem_ExternalLink_Fragment = { __typename: 'ExternalLink', sys: { id: string } };

type ContractColumnItem_Eyecatcher_Fragment = { __typename: 'Eyecatcher', sys: { id: string } };

type ContractColumnItem_IFrame_Fragment = { __typename: 'IFrame', sys: { id: string } };

type ContractColumnItem_InspirationItem_Fragment = { __typename: 'InspirationItem', sys: { id: string } };

type ContractColumnItem_InternalLink_Fragment = { __typename: 'InternalLink', sys: { id: string } };

type ContractColumnItem_Layout_Fragment = { __typename: 'Layout', sys: { id: string } };

type ContractColumnItem_LegalHint_Fragment = { __typename: 'LegalHint', sys: { id: string } };

type ContractColumnItem_LinkBox_Fragment = { __typename: 'LinkBox', sys: { id: string } };

type ContractColumnItem_Modal_Fragment = { __typename: 'Modal', sys: { id: string } };

type ContractColumnItem_OutfitItem_Fragment = { __typename: 'OutfitItem', sys: { id: string } };

type ContractColumnItem_Panel_Fragment = { __typename: 'Panel', sys: { id: string } };

type ContractColumnItem_PhoneBox_Fragment = { __typename: 'PhoneBox', sys: { id: string } };

type ContractColumnItem_PromotionCard_Fragment = { __typename: 'PromotionCard', sys: { id: string } };

type ContractColumnItem_PromotionCarousel_Fragment = { __typename: 'PromotionCarousel', sys: { id: string } };

type ContractColumnItem_Recommendation_Fragment = { __typename: 'Recommendation', sys: { id: string } };

type ContractColumnItem_RecommendationGkAir_Fragment = { __typename: 'RecommendationGkAir', sys: { id: string } };

type ContractColumnItem_Richtext_Fragment = { __typename: 'Richtext', sys: { id: string }, richtext: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

type ContractColumnItem_SeoAdvice_Fragment = { __typename: 'SeoAdvice', sys: { id: string } };

type ContractColumnItem_TableOfContents_Fragment = { __typename: 'TableOfContents', sys: { id: string } };

type ContractColumnItem_Text_Fragment = { __typename: 'Text', sys: { id: string } };

type ContractColumnItem_Tip_Fragment = { __typename: 'Tip', sys: { id: string } };

type ContractColumnItem_Video_Fragment = { __typename: 'Video', sys: { id: string } };

export type ContractColumnItemFragment =
  | ContractColumnItem_Accordion_Fragment
  | ContractColumnItem_ActionButton_Fragment
  | ContractColumnItem_AnchorLink_Fragment
  | ContractColumnItem_AssetSet_Fragment
  | ContractColumnItem_Banner_Fragment
  | ContractColumnItem_Box_Fragment
  | ContractColumnItem_Button_Fragment
  | ContractColumnItem_Card_Fragment
  | ContractColumnItem_CategoryTile_Fragment
  | ContractColumnItem_Checklist_Fragment
  | ContractColumnItem_ContactBox_Fragment
  | ContractColumnItem_ContentItemAsset_Fragment
  | ContractColumnItem_CookieList_Fragment
  | ContractColumnItem_Coupon_Fragment
  | ContractColumnItem_DosDonts_Fragment
  | ContractColumnItem_ExternalLink_Fragment
  | ContractColumnItem_Eyecatcher_Fragment
  | ContractColumnItem_IFrame_Fragment
  | ContractColumnItem_InspirationItem_Fragment
  | ContractColumnItem_InternalLink_Fragment
  | ContractColumnItem_Layout_Fragment
  | ContractColumnItem_LegalHint_Fragment
  | ContractColumnItem_LinkBox_Fragment
  | ContractColumnItem_Modal_Fragment
  | ContractColumnItem_OutfitItem_Fragment
  | ContractColumnItem_Panel_Fragment
  | ContractColumnItem_PhoneBox_Fragment
  | ContractColumnItem_PromotionCard_Fragment
  | ContractColumnItem_PromotionCarousel_Fragment
  | ContractColumnItem_Recommendation_Fragment
  | ContractColumnItem_RecommendationGkAir_Fragment
  | ContractColumnItem_Richtext_Fragment
  | ContractColumnItem_SeoAdvice_Fragment
  | ContractColumnItem_TableOfContents_Fragment
  | ContractColumnItem_Text_Fragment
  | ContractColumnItem_Tip_Fragment
  | ContractColumnItem_Video_Fragment
;

type ContractContentItem_Accordion_Fragment = { __typename: 'Accordion', defaultIndex: number | null, sys: { id: string, publishedAt: string | null }, itemsCollection: { total: number, items: Array<{ title: string | null, richtext: { json: unknown, links: { entries: { block: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', code: string | null, sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, inline: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, hyperlink: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }> } };

type ContractContentItem_ActionButton_Fragment = { __typename: 'ActionButton', label: string | null, type: string | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_AnchorLink_Fragment = { __typename: 'AnchorLink', label: string | null, anchor: string | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_AssetSet_Fragment = { __typename: 'AssetSet', alt: string | null, sys: { id: string, publishedAt: string | null }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null };

type ContractContentItem_Banner_Fragment = { __typename: 'Banner', icon: string | null, headline: string | null, text: string | null, layoutColor: string | null, sys: { id: string, publishedAt: string | null }, link:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null };

type ContractContentItem_Box_Fragment = { __typename: 'Box', headline: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, link:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null, layoutColorPicker: { name: string | null } | null };

type ContractContentItem_Button_Fragment = { __typename: 'Button', color: string | null, trackingName: string | null, sys: { id: string, publishedAt: string | null }, link:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null };

type ContractContentItem_Card_Fragment = { __typename: 'Card', displayType: string | null, imageAspectRatio: string | null, sys: { id: string, publishedAt: string | null }, promotion: { _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string }, link:
      | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
      | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
     | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', code: string | null, sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, inline: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            >, hyperlink: Array<
              | { __typename: 'Accordion', sys: { id: string } }
              | { __typename: 'AccordionItem', sys: { id: string } }
              | { __typename: 'ActionButton', sys: { id: string } }
              | { __typename: 'AnchorLink', sys: { id: string } }
              | { __typename: 'AssetSet', sys: { id: string } }
              | { __typename: 'Banner', sys: { id: string } }
              | { __typename: 'Box', sys: { id: string } }
              | { __typename: 'Button', sys: { id: string } }
              | { __typename: 'Card', sys: { id: string } }
              | { __typename: 'Category', sys: { id: string } }
              | { __typename: 'CategoryImageLink', sys: { id: string } }
              | { __typename: 'CategoryTile', sys: { id: string } }
              | { __typename: 'Checklist', sys: { id: string } }
              | { __typename: 'ContactBox', sys: { id: string } }
              | { __typename: 'ContentItemAsset', sys: { id: string } }
              | { __typename: 'Cookie', sys: { id: string } }
              | { __typename: 'CookieList', sys: { id: string } }
              | { __typename: 'Coupon', sys: { id: string } }
              | { __typename: 'DosDonts', sys: { id: string } }
              | { __typename: 'ExternalLink', sys: { id: string } }
              | { __typename: 'Eyecatcher', sys: { id: string } }
              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
              | { __typename: 'GkAirParameter', sys: { id: string } }
              | { __typename: 'GkAirService', sys: { id: string } }
              | { __typename: 'IFrame', sys: { id: string } }
              | { __typename: 'InspirationItem', sys: { id: string } }
              | { __typename: 'InternalLink', sys: { id: string } }
              | { __typename: 'Layout', sys: { id: string } }
              | { __typename: 'LayoutColorPicker', sys: { id: string } }
              | { __typename: 'LayoutColumn', sys: { id: string } }
              | { __typename: 'LegalHint', sys: { id: string } }
              | { __typename: 'LinkBox', sys: { id: string } }
              | { __typename: 'Modal', sys: { id: string } }
              | { __typename: 'OutfitItem', sys: { id: string } }
              | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
              | { __typename: 'Panel', sys: { id: string } }
              | { __typename: 'PhoneBox', sys: { id: string } }
              | { __typename: 'PromotionCard', sys: { id: string } }
              | { __typename: 'PromotionCarousel', sys: { id: string } }
              | { __typename: 'Recommendation', sys: { id: string } }
              | { __typename: 'RecommendationGkAir', sys: { id: string } }
              | { __typename: 'Richtext', sys: { id: string } }
              | { __typename: 'SeoAdvice', sys: { id: string } }
              | { __typename: 'TableOfContents', sys: { id: string } }
              | { __typename: 'Text', sys: { id: string } }
              | { __typename: 'Tip', sys: { id: string } }
              | { __typename: 'Video', sys: { id: string } }
            > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null } | null };

type ContractContentItem_CategoryTile_Fragment = { __typename: 'CategoryTile', headline: string | null, text: string | null, sys: { id: string, publishedAt: string | null }, asset: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, inline: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, hyperlink: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, category: { title: string | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null, image: { url: string | null } | null } | null, assetSet: { sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image: { url: string | null } | null } | null };

type ContractContentItem_Checklist_Fragment = { __typename: 'Checklist', title: string | null, textList: Array<string> | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_ContactBox_Fragment = { __typename: 'ContactBox', icon: string | null, title: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, button: { color: string | null, link:
      | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
      | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
     | null } | null };

type ContractContentItem_ContentItemAsset_Fragment = { __typename: 'ContentItemAsset', internalTitle: string | null, type: string | null, alignment: string | null, sys: { id: string, publishedAt: string | null }, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null };

type ContractContentItem_CookieList_Fragment = { __typename: 'CookieList', headline: string | null, consentCategory: string | null, sys: { id: string, publishedAt: string | null }, cookiesCollection: { items: Array<{ name: string | null, provider: string | null, purpose: string | null, duration: string | null }> } };

type ContractContentItem_Coupon_Fragment = { __typename: 'Coupon', title: string | null, couponText: string | null, hint: string | null, showQrCode: boolean | null, code: string | null, code2: string | null, layoutColor: string | null, hideInfoButton: boolean | null, sys: { id: string, publishedAt: string | null }, couponImage: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null };

type ContractContentItem_DosDonts_Fragment = { __typename: 'DosDonts', titleDos: string | null, textListDos: Array<string> | null, titleDonts: string | null, textListDonts: Array<string> | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_ExternalLink_Fragment = { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_Eyecatcher_Fragment = { __typename: 'Eyecatcher', eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string, publishedAt: string | null }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

type ContractContentItem_IFrame_Fragment = { __typename: 'IFrame', url: string | null, title: string | null, trackingName: string | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_InspirationItem_Fragment = { __typename: 'InspirationItem', headline: string | null, text: string | null, sys: { id: string, publishedAt: string | null }, image1Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image2Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image3Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, imagesCollection: { total: number, items: Array<{ title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } }> }, layoutColorPicker: { name: string | null } | null, link:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null, recommendationGkAir: { outputId: string | null, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null } | null };

type ContractContentItem_InternalLink_Fragment = { __typename: 'InternalLink', label: string | null, sys: { id: string, publishedAt: string | null }, internalTarget: { slug: string, pageType: PageType } | null };

type ContractContentItem_Layout_Fragment = { __typename: 'Layout', ratio: string | null, verticalAlignment: string | null, maxPageWidth: string | null, internalTitle: string | null, sys: { id: string, publishedAt: string | null }, columnsCollection: { total: number, items: Array<{ horizontalAlignment: string | null, sys: { id: string }, content:
        | { __typename: 'Accordion', sys: { id: string } }
        | { __typename: 'ActionButton', sys: { id: string } }
        | { __typename: 'AnchorLink', sys: { id: string } }
        | { __typename: 'AssetSet', sys: { id: string } }
        | { __typename: 'Banner', sys: { id: string } }
        | { __typename: 'Box', sys: { id: string } }
        | { __typename: 'Button', sys: { id: string } }
        | { __typename: 'Card', sys: { id: string } }
        | { __typename: 'CategoryTile', headline: string | null, text: string | null, sys: { id: string }, asset: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, category: { title: string | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null, image: { url: string | null } | null } | null, assetSet: { sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image: { url: string | null } | null } | null }
        | { __typename: 'Checklist', sys: { id: string } }
        | { __typename: 'ContactBox', icon: string | null, title: string | null, sys: { id: string }, content: { json: unknown, links: { entries: { block: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                >, inline: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                >, hyperlink: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, button: { link:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null } | null }
        | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string }, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null }
        | { __typename: 'CookieList', sys: { id: string } }
        | { __typename: 'Coupon', sys: { id: string } }
        | { __typename: 'DosDonts', sys: { id: string } }
        | { __typename: 'ExternalLink', sys: { id: string } }
        | { __typename: 'Eyecatcher', sys: { id: string } }
        | { __typename: 'IFrame', sys: { id: string } }
        | { __typename: 'InspirationItem', sys: { id: string } }
        | { __typename: 'InternalLink', sys: { id: string } }
        | { __typename: 'Layout', sys: { id: string } }
        | { __typename: 'LegalHint', sys: { id: string } }
        | { __typename: 'LinkBox', sys: { id: string } }
        | { __typename: 'Modal', sys: { id: string } }
        | { __typename: 'OutfitItem', sys: { id: string } }
        | { __typename: 'Panel', sys: { id: string } }
        | { __typename: 'PhoneBox', sys: { id: string } }
        | { __typename: 'PromotionCard', sys: { id: string } }
        | { __typename: 'PromotionCarousel', sys: { id: string } }
        | { __typename: 'Recommendation', sys: { id: string } }
        | { __typename: 'RecommendationGkAir', sys: { id: string } }
        | { __typename: 'Richtext', sys: { id: string }, richtext: { json: unknown, links: { entries: { block: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                >, inline: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                >, hyperlink: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }
        | { __typename: 'SeoAdvice', sys: { id: string } }
        | { __typename: 'TableOfContents', sys: { id: string } }
        | { __typename: 'Text', sys: { id: string } }
        | { __typename: 'Tip', sys: { id: string } }
        | { __typename: 'Video', sys: { id: string } }
       | null }> } };

type ContractContentItem_LegalHint_Fragment = { __typename: 'LegalHint', id: string | null, sys: { id: string, publishedAt: string | null }, coupon: { code: string | null } | null };

type ContractContentItem_LinkBox_Fragment = { __typename: 'LinkBox', headline: string | null, linkBox: unknown, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_Modal_Fragment = { __typename: 'Modal', id: string | null, linkText: string | null, headline: string | null, sys: { id: string, publishedAt: string | null }, coupon: { code: string | null } | null, primaryButtonLink:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null, richtext: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

type ContractContentItem_OutfitItem_Fragment = { __typename: 'OutfitItem', headline: string | null, description: string | null, sys: { id: string, publishedAt: string | null }, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, recommendationGkAir: { outputId: string | null, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null } | null };

type ContractContentItem_Panel_Fragment = { __typename: 'Panel', sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

type ContractContentItem_PhoneBox_Fragment = { __typename: 'PhoneBox', icon: string | null, title: string | null, subtitle: string | null, number: string | null, disclaimer: string | null, disclaimerIcon: string | null, inline: string | null, useInOffCanvasNavigation: string | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_PromotionCard_Fragment = { __typename: 'PromotionCard', _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string, publishedAt: string | null }, link:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, inline: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          >, hyperlink: Array<
            | { __typename: 'Accordion', sys: { id: string } }
            | { __typename: 'AccordionItem', sys: { id: string } }
            | { __typename: 'ActionButton', sys: { id: string } }
            | { __typename: 'AnchorLink', sys: { id: string } }
            | { __typename: 'AssetSet', sys: { id: string } }
            | { __typename: 'Banner', sys: { id: string } }
            | { __typename: 'Box', sys: { id: string } }
            | { __typename: 'Button', sys: { id: string } }
            | { __typename: 'Card', sys: { id: string } }
            | { __typename: 'Category', sys: { id: string } }
            | { __typename: 'CategoryImageLink', sys: { id: string } }
            | { __typename: 'CategoryTile', sys: { id: string } }
            | { __typename: 'Checklist', sys: { id: string } }
            | { __typename: 'ContactBox', sys: { id: string } }
            | { __typename: 'ContentItemAsset', sys: { id: string } }
            | { __typename: 'Cookie', sys: { id: string } }
            | { __typename: 'CookieList', sys: { id: string } }
            | { __typename: 'Coupon', sys: { id: string } }
            | { __typename: 'DosDonts', sys: { id: string } }
            | { __typename: 'ExternalLink', sys: { id: string } }
            | { __typename: 'Eyecatcher', sys: { id: string } }
            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
            | { __typename: 'GkAirParameter', sys: { id: string } }
            | { __typename: 'GkAirService', sys: { id: string } }
            | { __typename: 'IFrame', sys: { id: string } }
            | { __typename: 'InspirationItem', sys: { id: string } }
            | { __typename: 'InternalLink', sys: { id: string } }
            | { __typename: 'Layout', sys: { id: string } }
            | { __typename: 'LayoutColorPicker', sys: { id: string } }
            | { __typename: 'LayoutColumn', sys: { id: string } }
            | { __typename: 'LegalHint', sys: { id: string } }
            | { __typename: 'LinkBox', sys: { id: string } }
            | { __typename: 'Modal', sys: { id: string } }
            | { __typename: 'OutfitItem', sys: { id: string } }
            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
            | { __typename: 'Panel', sys: { id: string } }
            | { __typename: 'PhoneBox', sys: { id: string } }
            | { __typename: 'PromotionCard', sys: { id: string } }
            | { __typename: 'PromotionCarousel', sys: { id: string } }
            | { __typename: 'Recommendation', sys: { id: string } }
            | { __typename: 'RecommendationGkAir', sys: { id: string } }
            | { __typename: 'Richtext', sys: { id: string } }
            | { __typename: 'SeoAdvice', sys: { id: string } }
            | { __typename: 'TableOfContents', sys: { id: string } }
            | { __typename: 'Text', sys: { id: string } }
            | { __typename: 'Tip', sys: { id: string } }
            | { __typename: 'Video', sys: { id: string } }
          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null };

type ContractContentItem_PromotionCarousel_Fragment = { __typename: 'PromotionCarousel', headline: string | null, sys: { id: string, publishedAt: string | null }, cardsCollection: { total: number, items: Array<{ displayType: string | null, imageAspectRatio: string | null, promotion: { _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string }, link:
          | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
          | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
         | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                >, inline: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                >, hyperlink: Array<
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'AccordionItem', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'Category', sys: { id: string } }
                  | { __typename: 'CategoryImageLink', sys: { id: string } }
                  | { __typename: 'CategoryTile', sys: { id: string } }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', sys: { id: string } }
                  | { __typename: 'ContentItemAsset', sys: { id: string } }
                  | { __typename: 'Cookie', sys: { id: string } }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                  | { __typename: 'GkAirParameter', sys: { id: string } }
                  | { __typename: 'GkAirService', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LayoutColorPicker', sys: { id: string } }
                  | { __typename: 'LayoutColumn', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string } }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null } | null }> } };

type ContractContentItem_Recommendation_Fragment = { __typename: 'Recommendation', recommendationType: string | null, displayType: string | null, ssr: boolean | null, outputId: string | null, sys: { id: string, publishedAt: string | null }, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null };

type ContractContentItem_RecommendationGkAir_Fragment = { __typename: 'RecommendationGkAir', outputId: string | null, sys: { id: string, publishedAt: string | null }, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null };

type ContractContentItem_Richtext_Fragment = { __typename: 'Richtext', sys: { id: string, publishedAt: string | null }, richtext: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

type ContractContentItem_SeoAdvice_Fragment = { __typename: 'SeoAdvice', title: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null };

type ContractContentItem_TableOfContents_Fragment = { __typename: 'TableOfContents', levelsToShow: number | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_Text_Fragment = { __typename: 'Text', styledText: string | null, style: string | null, sys: { id: string, publishedAt: string | null } };

type ContractContentItem_Tip_Fragment = { __typename: 'Tip', title: string | null, tipText: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', code: string | null, sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, inline: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        >, hyperlink: Array<
          | { __typename: 'Accordion', sys: { id: string } }
          | { __typename: 'AccordionItem', sys: { id: string } }
          | { __typename: 'ActionButton', sys: { id: string } }
          | { __typename: 'AnchorLink', sys: { id: string } }
          | { __typename: 'AssetSet', sys: { id: string } }
          | { __typename: 'Banner', sys: { id: string } }
          | { __typename: 'Box', sys: { id: string } }
          | { __typename: 'Button', sys: { id: string } }
          | { __typename: 'Card', sys: { id: string } }
          | { __typename: 'Category', sys: { id: string } }
          | { __typename: 'CategoryImageLink', sys: { id: string } }
          | { __typename: 'CategoryTile', sys: { id: string } }
          | { __typename: 'Checklist', sys: { id: string } }
          | { __typename: 'ContactBox', sys: { id: string } }
          | { __typename: 'ContentItemAsset', sys: { id: string } }
          | { __typename: 'Cookie', sys: { id: string } }
          | { __typename: 'CookieList', sys: { id: string } }
          | { __typename: 'Coupon', sys: { id: string } }
          | { __typename: 'DosDonts', sys: { id: string } }
          | { __typename: 'ExternalLink', sys: { id: string } }
          | { __typename: 'Eyecatcher', sys: { id: string } }
          | { __typename: 'GkAirOutputConfig', sys: { id: string } }
          | { __typename: 'GkAirParameter', sys: { id: string } }
          | { __typename: 'GkAirService', sys: { id: string } }
          | { __typename: 'IFrame', sys: { id: string } }
          | { __typename: 'InspirationItem', sys: { id: string } }
          | { __typename: 'InternalLink', sys: { id: string } }
          | { __typename: 'Layout', sys: { id: string } }
          | { __typename: 'LayoutColorPicker', sys: { id: string } }
          | { __typename: 'LayoutColumn', sys: { id: string } }
          | { __typename: 'LegalHint', sys: { id: string } }
          | { __typename: 'LinkBox', sys: { id: string } }
          | { __typename: 'Modal', sys: { id: string } }
          | { __typename: 'OutfitItem', sys: { id: string } }
          | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
          | { __typename: 'Panel', sys: { id: string } }
          | { __typename: 'PhoneBox', sys: { id: string } }
          | { __typename: 'PromotionCard', sys: { id: string } }
          | { __typename: 'PromotionCarousel', sys: { id: string } }
          | { __typename: 'Recommendation', sys: { id: string } }
          | { __typename: 'RecommendationGkAir', sys: { id: string } }
          | { __typename: 'Richtext', sys: { id: string } }
          | { __typename: 'SeoAdvice', sys: { id: string } }
          | { __typename: 'TableOfContents', sys: { id: string } }
          | { __typename: 'Text', sys: { id: string } }
          | { __typename: 'Tip', sys: { id: string } }
          | { __typename: 'Video', sys: { id: string } }
        > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, link:
    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
   | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null };

type ContractContentItem_Video_Fragment = { __typename: 'Video', title: string | null, url: string | null, contentType: string | null, responsive: boolean | null, sys: { id: string, publishedAt: string | null }, cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null };

export type ContractContentItemFragment =
  | ContractContentItem_Accordion_Fragment
  | ContractContentItem_ActionButton_Fragment
  | ContractContentItem_AnchorLink_Fragment
  | ContractContentItem_AssetSet_Fragment
  | ContractContentItem_Banner_Fragment
  | ContractContentItem_Box_Fragment
  | ContractContentItem_Button_Fragment
  | ContractContentItem_Card_Fragment
  | ContractContentItem_CategoryTile_Fragment
  | ContractContentItem_Checklist_Fragment
  | ContractContentItem_ContactBox_Fragment
  | ContractContentItem_ContentItemAsset_Fragment
  | ContractContentItem_CookieList_Fragment
  | ContractContentItem_Coupon_Fragment
  | ContractContentItem_DosDonts_Fragment
  | ContractContentItem_ExternalLink_Fragment
  | ContractContentItem_Eyecatcher_Fragment
  | ContractContentItem_IFrame_Fragment
  | ContractContentItem_InspirationItem_Fragment
  | ContractContentItem_InternalLink_Fragment
  | ContractContentItem_Layout_Fragment
  | ContractContentItem_LegalHint_Fragment
  | ContractContentItem_LinkBox_Fragment
  | ContractContentItem_Modal_Fragment
  | ContractContentItem_OutfitItem_Fragment
  | ContractContentItem_Panel_Fragment
  | ContractContentItem_PhoneBox_Fragment
  | ContractContentItem_PromotionCard_Fragment
  | ContractContentItem_PromotionCarousel_Fragment
  | ContractContentItem_Recommendation_Fragment
  | ContractContentItem_RecommendationGkAir_Fragment
  | ContractContentItem_Richtext_Fragment
  | ContractContentItem_SeoAdvice_Fragment
  | ContractContentItem_TableOfContents_Fragment
  | ContractContentItem_Text_Fragment
  | ContractContentItem_Tip_Fragment
  | ContractContentItem_Video_Fragment
;

export type ContractPageQueryQueryVariables = Exact<{
  slug?: string | null | undefined;
  limit?: number | null | undefined;
  skip?: number | null | undefined;
  preview?: boolean | null | undefined;
  locale?: string;
}>;


export type ContractPageQueryQuery = { pageCollection: { total: number, skip: number, limit: number, items: Array<{ slug: string, pageType: PageType, title: string | null, seoTitle: string | null, seoDescription: string | null, robots: string | null, headline: string | null, intro: string | null, sys: { id: string, publishedAt: string | null, firstPublishedAt: string | null, publishedVersion: number | null } }> } };

export type ContractPagesQueryQueryVariables = Exact<{
  where?: PageFilter | null | undefined;
  limit?: number | null | undefined;
  skip?: number | null | undefined;
  preview?: boolean | null | undefined;
  locale?: string;
}>;


export type ContractPagesQueryQuery = { pageCollection: { total: number, skip: number, limit: number, items: Array<{ slug: string, pageType: PageType, title: string | null, sys: { id: string, publishedAt: string | null } }> } };

export type ContractPageContentQueryQueryVariables = Exact<{
  where?: PageFilter | null | undefined;
  preview?: boolean | null | undefined;
  locale?: string;
}>;


export type ContractPageContentQueryQuery = { pageCollection: { total: number, items: Array<{ slug: string, pageType: PageType, headline: string | null, intro: string | null, sys: { id: string, publishedAt: string | null }, contentCollection: { total: number, items: Array<
          | { __typename: 'Accordion', defaultIndex: number | null, sys: { id: string, publishedAt: string | null }, itemsCollection: { total: number, items: Array<{ title: string | null, richtext: { json: unknown, links: { entries: { block: Array<
                        | { __typename: 'Accordion', sys: { id: string } }
                        | { __typename: 'AccordionItem', sys: { id: string } }
                        | { __typename: 'ActionButton', sys: { id: string } }
                        | { __typename: 'AnchorLink', sys: { id: string } }
                        | { __typename: 'AssetSet', sys: { id: string } }
                        | { __typename: 'Banner', sys: { id: string } }
                        | { __typename: 'Box', sys: { id: string } }
                        | { __typename: 'Button', sys: { id: string } }
                        | { __typename: 'Card', sys: { id: string } }
                        | { __typename: 'Category', sys: { id: string } }
                        | { __typename: 'CategoryImageLink', sys: { id: string } }
                        | { __typename: 'CategoryTile', sys: { id: string } }
                        | { __typename: 'Checklist', sys: { id: string } }
                        | { __typename: 'ContactBox', sys: { id: string } }
                        | { __typename: 'ContentItemAsset', sys: { id: string } }
                        | { __typename: 'Cookie', sys: { id: string } }
                        | { __typename: 'CookieList', sys: { id: string } }
                        | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                        | { __typename: 'DosDonts', sys: { id: string } }
                        | { __typename: 'ExternalLink', sys: { id: string } }
                        | { __typename: 'Eyecatcher', sys: { id: string } }
                        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                        | { __typename: 'GkAirParameter', sys: { id: string } }
                        | { __typename: 'GkAirService', sys: { id: string } }
                        | { __typename: 'IFrame', sys: { id: string } }
                        | { __typename: 'InspirationItem', sys: { id: string } }
                        | { __typename: 'InternalLink', sys: { id: string } }
                        | { __typename: 'Layout', sys: { id: string } }
                        | { __typename: 'LayoutColorPicker', sys: { id: string } }
                        | { __typename: 'LayoutColumn', sys: { id: string } }
                        | { __typename: 'LegalHint', sys: { id: string } }
                        | { __typename: 'LinkBox', sys: { id: string } }
                        | { __typename: 'Modal', sys: { id: string } }
                        | { __typename: 'OutfitItem', sys: { id: string } }
                        | { __typename: 'Page', sys: { id: string } }
                        | { __typename: 'Panel', sys: { id: string } }
                        | { __typename: 'PhoneBox', sys: { id: string } }
                        | { __typename: 'PromotionCard', sys: { id: string } }
                        | { __typename: 'PromotionCarousel', sys: { id: string } }
                        | { __typename: 'Recommendation', sys: { id: string } }
                        | { __typename: 'RecommendationGkAir', sys: { id: string } }
                        | { __typename: 'Richtext', sys: { id: string } }
                        | { __typename: 'SeoAdvice', sys: { id: string } }
                        | { __typename: 'TableOfContents', sys: { id: string } }
                        | { __typename: 'Text', sys: { id: string } }
                        | { __typename: 'Tip', sys: { id: string } }
                        | { __typename: 'Video', sys: { id: string } }
                      >, inline: Array<
                        | { __typename: 'Accordion', sys: { id: string } }
                        | { __typename: 'AccordionItem', sys: { id: string } }
                        | { __typename: 'ActionButton', sys: { id: string } }
                        | { __typename: 'AnchorLink', sys: { id: string } }
                        | { __typename: 'AssetSet', sys: { id: string } }
                        | { __typename: 'Banner', sys: { id: string } }
                        | { __typename: 'Box', sys: { id: string } }
                        | { __typename: 'Button', sys: { id: string } }
                        | { __typename: 'Card', sys: { id: string } }
                        | { __typename: 'Category', sys: { id: string } }
                        | { __typename: 'CategoryImageLink', sys: { id: string } }
                        | { __typename: 'CategoryTile', sys: { id: string } }
                        | { __typename: 'Checklist', sys: { id: string } }
                        | { __typename: 'ContactBox', sys: { id: string } }
                        | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                        | { __typename: 'Cookie', sys: { id: string } }
                        | { __typename: 'CookieList', sys: { id: string } }
                        | { __typename: 'Coupon', sys: { id: string } }
                        | { __typename: 'DosDonts', sys: { id: string } }
                        | { __typename: 'ExternalLink', sys: { id: string } }
                        | { __typename: 'Eyecatcher', sys: { id: string } }
                        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                        | { __typename: 'GkAirParameter', sys: { id: string } }
                        | { __typename: 'GkAirService', sys: { id: string } }
                        | { __typename: 'IFrame', sys: { id: string } }
                        | { __typename: 'InspirationItem', sys: { id: string } }
                        | { __typename: 'InternalLink', sys: { id: string } }
                        | { __typename: 'Layout', sys: { id: string } }
                        | { __typename: 'LayoutColorPicker', sys: { id: string } }
                        | { __typename: 'LayoutColumn', sys: { id: string } }
                        | { __typename: 'LegalHint', sys: { id: string } }
                        | { __typename: 'LinkBox', sys: { id: string } }
                        | { __typename: 'Modal', sys: { id: string } }
                        | { __typename: 'OutfitItem', sys: { id: string } }
                        | { __typename: 'Page', sys: { id: string } }
                        | { __typename: 'Panel', sys: { id: string } }
                        | { __typename: 'PhoneBox', sys: { id: string } }
                        | { __typename: 'PromotionCard', sys: { id: string } }
                        | { __typename: 'PromotionCarousel', sys: { id: string } }
                        | { __typename: 'Recommendation', sys: { id: string } }
                        | { __typename: 'RecommendationGkAir', sys: { id: string } }
                        | { __typename: 'Richtext', sys: { id: string } }
                        | { __typename: 'SeoAdvice', sys: { id: string } }
                        | { __typename: 'TableOfContents', sys: { id: string } }
                        | { __typename: 'Text', sys: { id: string } }
                        | { __typename: 'Tip', sys: { id: string } }
                        | { __typename: 'Video', sys: { id: string } }
                      >, hyperlink: Array<
                        | { __typename: 'Accordion', sys: { id: string } }
                        | { __typename: 'AccordionItem', sys: { id: string } }
                        | { __typename: 'ActionButton', sys: { id: string } }
                        | { __typename: 'AnchorLink', sys: { id: string } }
                        | { __typename: 'AssetSet', sys: { id: string } }
                        | { __typename: 'Banner', sys: { id: string } }
                        | { __typename: 'Box', sys: { id: string } }
                        | { __typename: 'Button', sys: { id: string } }
                        | { __typename: 'Card', sys: { id: string } }
                        | { __typename: 'Category', sys: { id: string } }
                        | { __typename: 'CategoryImageLink', sys: { id: string } }
                        | { __typename: 'CategoryTile', sys: { id: string } }
                        | { __typename: 'Checklist', sys: { id: string } }
                        | { __typename: 'ContactBox', sys: { id: string } }
                        | { __typename: 'ContentItemAsset', sys: { id: string } }
                        | { __typename: 'Cookie', sys: { id: string } }
                        | { __typename: 'CookieList', sys: { id: string } }
                        | { __typename: 'Coupon', sys: { id: string } }
                        | { __typename: 'DosDonts', sys: { id: string } }
                        | { __typename: 'ExternalLink', sys: { id: string } }
                        | { __typename: 'Eyecatcher', sys: { id: string } }
                        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                        | { __typename: 'GkAirParameter', sys: { id: string } }
                        | { __typename: 'GkAirService', sys: { id: string } }
                        | { __typename: 'IFrame', sys: { id: string } }
                        | { __typename: 'InspirationItem', sys: { id: string } }
                        | { __typename: 'InternalLink', sys: { id: string } }
                        | { __typename: 'Layout', sys: { id: string } }
                        | { __typename: 'LayoutColorPicker', sys: { id: string } }
                        | { __typename: 'LayoutColumn', sys: { id: string } }
                        | { __typename: 'LegalHint', sys: { id: string } }
                        | { __typename: 'LinkBox', sys: { id: string } }
                        | { __typename: 'Modal', sys: { id: string } }
                        | { __typename: 'OutfitItem', sys: { id: string } }
                        | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                        | { __typename: 'Panel', sys: { id: string } }
                        | { __typename: 'PhoneBox', sys: { id: string } }
                        | { __typename: 'PromotionCard', sys: { id: string } }
                        | { __typename: 'PromotionCarousel', sys: { id: string } }
                        | { __typename: 'Recommendation', sys: { id: string } }
                        | { __typename: 'RecommendationGkAir', sys: { id: string } }
                        | { __typename: 'Richtext', sys: { id: string } }
                        | { __typename: 'SeoAdvice', sys: { id: string } }
                        | { __typename: 'TableOfContents', sys: { id: string } }
                        | { __typename: 'Text', sys: { id: string } }
                        | { __typename: 'Tip', sys: { id: string } }
                        | { __typename: 'Video', sys: { id: string } }
                      > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }> } }
          | { __typename: 'ActionButton', label: string | null, type: string | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'AnchorLink', label: string | null, anchor: string | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'AssetSet', alt: string | null, sys: { id: string, publishedAt: string | null }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null }
          | { __typename: 'Banner', icon: string | null, headline: string | null, text: string | null, layoutColor: string | null, sys: { id: string, publishedAt: string | null }, link:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null }
          | { __typename: 'Box', headline: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, link:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null, layoutColorPicker: { name: string | null } | null }
          | { __typename: 'Button', color: string | null, trackingName: string | null, sys: { id: string, publishedAt: string | null }, link:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null }
          | { __typename: 'Card', displayType: string | null, imageAspectRatio: string | null, sys: { id: string, publishedAt: string | null }, promotion: { _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string }, link:
                | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
                | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
               | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                        | { __typename: 'Accordion', sys: { id: string } }
                        | { __typename: 'AccordionItem', sys: { id: string } }
                        | { __typename: 'ActionButton', sys: { id: string } }
                        | { __typename: 'AnchorLink', sys: { id: string } }
                        | { __typename: 'AssetSet', sys: { id: string } }
                        | { __typename: 'Banner', sys: { id: string } }
                        | { __typename: 'Box', sys: { id: string } }
                        | { __typename: 'Button', sys: { id: string } }
                        | { __typename: 'Card', sys: { id: string } }
                        | { __typename: 'Category', sys: { id: string } }
                        | { __typename: 'CategoryImageLink', sys: { id: string } }
                        | { __typename: 'CategoryTile', sys: { id: string } }
                        | { __typename: 'Checklist', sys: { id: string } }
                        | { __typename: 'ContactBox', sys: { id: string } }
                        | { __typename: 'ContentItemAsset', sys: { id: string } }
                        | { __typename: 'Cookie', sys: { id: string } }
                        | { __typename: 'CookieList', sys: { id: string } }
                        | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                        | { __typename: 'DosDonts', sys: { id: string } }
                        | { __typename: 'ExternalLink', sys: { id: string } }
                        | { __typename: 'Eyecatcher', sys: { id: string } }
                        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                        | { __typename: 'GkAirParameter', sys: { id: string } }
                        | { __typename: 'GkAirService', sys: { id: string } }
                        | { __typename: 'IFrame', sys: { id: string } }
                        | { __typename: 'InspirationItem', sys: { id: string } }
                        | { __typename: 'InternalLink', sys: { id: string } }
                        | { __typename: 'Layout', sys: { id: string } }
                        | { __typename: 'LayoutColorPicker', sys: { id: string } }
                        | { __typename: 'LayoutColumn', sys: { id: string } }
                        | { __typename: 'LegalHint', sys: { id: string } }
                        | { __typename: 'LinkBox', sys: { id: string } }
                        | { __typename: 'Modal', sys: { id: string } }
                        | { __typename: 'OutfitItem', sys: { id: string } }
                        | { __typename: 'Page', sys: { id: string } }
                        | { __typename: 'Panel', sys: { id: string } }
                        | { __typename: 'PhoneBox', sys: { id: string } }
                        | { __typename: 'PromotionCard', sys: { id: string } }
                        | { __typename: 'PromotionCarousel', sys: { id: string } }
                        | { __typename: 'Recommendation', sys: { id: string } }
                        | { __typename: 'RecommendationGkAir', sys: { id: string } }
                        | { __typename: 'Richtext', sys: { id: string } }
                        | { __typename: 'SeoAdvice', sys: { id: string } }
                        | { __typename: 'TableOfContents', sys: { id: string } }
                        | { __typename: 'Text', sys: { id: string } }
                        | { __typename: 'Tip', sys: { id: string } }
                        | { __typename: 'Video', sys: { id: string } }
                      >, inline: Array<
                        | { __typename: 'Accordion', sys: { id: string } }
                        | { __typename: 'AccordionItem', sys: { id: string } }
                        | { __typename: 'ActionButton', sys: { id: string } }
                        | { __typename: 'AnchorLink', sys: { id: string } }
                        | { __typename: 'AssetSet', sys: { id: string } }
                        | { __typename: 'Banner', sys: { id: string } }
                        | { __typename: 'Box', sys: { id: string } }
                        | { __typename: 'Button', sys: { id: string } }
                        | { __typename: 'Card', sys: { id: string } }
                        | { __typename: 'Category', sys: { id: string } }
                        | { __typename: 'CategoryImageLink', sys: { id: string } }
                        | { __typename: 'CategoryTile', sys: { id: string } }
                        | { __typename: 'Checklist', sys: { id: string } }
                        | { __typename: 'ContactBox', sys: { id: string } }
                        | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                        | { __typename: 'Cookie', sys: { id: string } }
                        | { __typename: 'CookieList', sys: { id: string } }
                        | { __typename: 'Coupon', sys: { id: string } }
                        | { __typename: 'DosDonts', sys: { id: string } }
                        | { __typename: 'ExternalLink', sys: { id: string } }
                        | { __typename: 'Eyecatcher', sys: { id: string } }
                        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                        | { __typename: 'GkAirParameter', sys: { id: string } }
                        | { __typename: 'GkAirService', sys: { id: string } }
                        | { __typename: 'IFrame', sys: { id: string } }
                        | { __typename: 'InspirationItem', sys: { id: string } }
                        | { __typename: 'InternalLink', sys: { id: string } }
                        | { __typename: 'Layout', sys: { id: string } }
                        | { __typename: 'LayoutColorPicker', sys: { id: string } }
                        | { __typename: 'LayoutColumn', sys: { id: string } }
                        | { __typename: 'LegalHint', sys: { id: string } }
                        | { __typename: 'LinkBox', sys: { id: string } }
                        | { __typename: 'Modal', sys: { id: string } }
                        | { __typename: 'OutfitItem', sys: { id: string } }
                        | { __typename: 'Page', sys: { id: string } }
                        | { __typename: 'Panel', sys: { id: string } }
                        | { __typename: 'PhoneBox', sys: { id: string } }
                        | { __typename: 'PromotionCard', sys: { id: string } }
                        | { __typename: 'PromotionCarousel', sys: { id: string } }
                        | { __typename: 'Recommendation', sys: { id: string } }
                        | { __typename: 'RecommendationGkAir', sys: { id: string } }
                        | { __typename: 'Richtext', sys: { id: string } }
                        | { __typename: 'SeoAdvice', sys: { id: string } }
                        | { __typename: 'TableOfContents', sys: { id: string } }
                        | { __typename: 'Text', sys: { id: string } }
                        | { __typename: 'Tip', sys: { id: string } }
                        | { __typename: 'Video', sys: { id: string } }
                      >, hyperlink: Array<
                        | { __typename: 'Accordion', sys: { id: string } }
                        | { __typename: 'AccordionItem', sys: { id: string } }
                        | { __typename: 'ActionButton', sys: { id: string } }
                        | { __typename: 'AnchorLink', sys: { id: string } }
                        | { __typename: 'AssetSet', sys: { id: string } }
                        | { __typename: 'Banner', sys: { id: string } }
                        | { __typename: 'Box', sys: { id: string } }
                        | { __typename: 'Button', sys: { id: string } }
                        | { __typename: 'Card', sys: { id: string } }
                        | { __typename: 'Category', sys: { id: string } }
                        | { __typename: 'CategoryImageLink', sys: { id: string } }
                        | { __typename: 'CategoryTile', sys: { id: string } }
                        | { __typename: 'Checklist', sys: { id: string } }
                        | { __typename: 'ContactBox', sys: { id: string } }
                        | { __typename: 'ContentItemAsset', sys: { id: string } }
                        | { __typename: 'Cookie', sys: { id: string } }
                        | { __typename: 'CookieList', sys: { id: string } }
                        | { __typename: 'Coupon', sys: { id: string } }
                        | { __typename: 'DosDonts', sys: { id: string } }
                        | { __typename: 'ExternalLink', sys: { id: string } }
                        | { __typename: 'Eyecatcher', sys: { id: string } }
                        | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                        | { __typename: 'GkAirParameter', sys: { id: string } }
                        | { __typename: 'GkAirService', sys: { id: string } }
                        | { __typename: 'IFrame', sys: { id: string } }
                        | { __typename: 'InspirationItem', sys: { id: string } }
                        | { __typename: 'InternalLink', sys: { id: string } }
                        | { __typename: 'Layout', sys: { id: string } }
                        | { __typename: 'LayoutColorPicker', sys: { id: string } }
                        | { __typename: 'LayoutColumn', sys: { id: string } }
                        | { __typename: 'LegalHint', sys: { id: string } }
                        | { __typename: 'LinkBox', sys: { id: string } }
                        | { __typename: 'Modal', sys: { id: string } }
                        | { __typename: 'OutfitItem', sys: { id: string } }
                        | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                        | { __typename: 'Panel', sys: { id: string } }
                        | { __typename: 'PhoneBox', sys: { id: string } }
                        | { __typename: 'PromotionCard', sys: { id: string } }
                        | { __typename: 'PromotionCarousel', sys: { id: string } }
                        | { __typename: 'Recommendation', sys: { id: string } }
                        | { __typename: 'RecommendationGkAir', sys: { id: string } }
                        | { __typename: 'Richtext', sys: { id: string } }
                        | { __typename: 'SeoAdvice', sys: { id: string } }
                        | { __typename: 'TableOfContents', sys: { id: string } }
                        | { __typename: 'Text', sys: { id: string } }
                        | { __typename: 'Tip', sys: { id: string } }
                        | { __typename: 'Video', sys: { id: string } }
                      > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null } | null }
          | { __typename: 'CategoryTile', headline: string | null, text: string | null, sys: { id: string, publishedAt: string | null }, asset: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                      | { __typename: 'Accordion', sys: { id: string } }
                      | { __typename: 'AccordionItem', sys: { id: string } }
                      | { __typename: 'ActionButton', sys: { id: string } }
                      | { __typename: 'AnchorLink', sys: { id: string } }
                      | { __typename: 'AssetSet', sys: { id: string } }
                      | { __typename: 'Banner', sys: { id: string } }
                      | { __typename: 'Box', sys: { id: string } }
                      | { __typename: 'Button', sys: { id: string } }
                      | { __typename: 'Card', sys: { id: string } }
                      | { __typename: 'Category', sys: { id: string } }
                      | { __typename: 'CategoryImageLink', sys: { id: string } }
                      | { __typename: 'CategoryTile', sys: { id: string } }
                      | { __typename: 'Checklist', sys: { id: string } }
                      | { __typename: 'ContactBox', sys: { id: string } }
                      | { __typename: 'ContentItemAsset', sys: { id: string } }
                      | { __typename: 'Cookie', sys: { id: string } }
                      | { __typename: 'CookieList', sys: { id: string } }
                      | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                      | { __typename: 'DosDonts', sys: { id: string } }
                      | { __typename: 'ExternalLink', sys: { id: string } }
                      | { __typename: 'Eyecatcher', sys: { id: string } }
                      | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                      | { __typename: 'GkAirParameter', sys: { id: string } }
                      | { __typename: 'GkAirService', sys: { id: string } }
                      | { __typename: 'IFrame', sys: { id: string } }
                      | { __typename: 'InspirationItem', sys: { id: string } }
                      | { __typename: 'InternalLink', sys: { id: string } }
                      | { __typename: 'Layout', sys: { id: string } }
                      | { __typename: 'LayoutColorPicker', sys: { id: string } }
                      | { __typename: 'LayoutColumn', sys: { id: string } }
                      | { __typename: 'LegalHint', sys: { id: string } }
                      | { __typename: 'LinkBox', sys: { id: string } }
                      | { __typename: 'Modal', sys: { id: string } }
                      | { __typename: 'OutfitItem', sys: { id: string } }
                      | { __typename: 'Page', sys: { id: string } }
                      | { __typename: 'Panel', sys: { id: string } }
                      | { __typename: 'PhoneBox', sys: { id: string } }
                      | { __typename: 'PromotionCard', sys: { id: string } }
                      | { __typename: 'PromotionCarousel', sys: { id: string } }
                      | { __typename: 'Recommendation', sys: { id: string } }
                      | { __typename: 'RecommendationGkAir', sys: { id: string } }
                      | { __typename: 'Richtext', sys: { id: string } }
                      | { __typename: 'SeoAdvice', sys: { id: string } }
                      | { __typename: 'TableOfContents', sys: { id: string } }
                      | { __typename: 'Text', sys: { id: string } }
                      | { __typename: 'Tip', sys: { id: string } }
                      | { __typename: 'Video', sys: { id: string } }
                    >, inline: Array<
                      | { __typename: 'Accordion', sys: { id: string } }
                      | { __typename: 'AccordionItem', sys: { id: string } }
                      | { __typename: 'ActionButton', sys: { id: string } }
                      | { __typename: 'AnchorLink', sys: { id: string } }
                      | { __typename: 'AssetSet', sys: { id: string } }
                      | { __typename: 'Banner', sys: { id: string } }
                      | { __typename: 'Box', sys: { id: string } }
                      | { __typename: 'Button', sys: { id: string } }
                      | { __typename: 'Card', sys: { id: string } }
                      | { __typename: 'Category', sys: { id: string } }
                      | { __typename: 'CategoryImageLink', sys: { id: string } }
                      | { __typename: 'CategoryTile', sys: { id: string } }
                      | { __typename: 'Checklist', sys: { id: string } }
                      | { __typename: 'ContactBox', sys: { id: string } }
                      | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                      | { __typename: 'Cookie', sys: { id: string } }
                      | { __typename: 'CookieList', sys: { id: string } }
                      | { __typename: 'Coupon', sys: { id: string } }
                      | { __typename: 'DosDonts', sys: { id: string } }
                      | { __typename: 'ExternalLink', sys: { id: string } }
                      | { __typename: 'Eyecatcher', sys: { id: string } }
                      | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                      | { __typename: 'GkAirParameter', sys: { id: string } }
                      | { __typename: 'GkAirService', sys: { id: string } }
                      | { __typename: 'IFrame', sys: { id: string } }
                      | { __typename: 'InspirationItem', sys: { id: string } }
                      | { __typename: 'InternalLink', sys: { id: string } }
                      | { __typename: 'Layout', sys: { id: string } }
                      | { __typename: 'LayoutColorPicker', sys: { id: string } }
                      | { __typename: 'LayoutColumn', sys: { id: string } }
                      | { __typename: 'LegalHint', sys: { id: string } }
                      | { __typename: 'LinkBox', sys: { id: string } }
                      | { __typename: 'Modal', sys: { id: string } }
                      | { __typename: 'OutfitItem', sys: { id: string } }
                      | { __typename: 'Page', sys: { id: string } }
                      | { __typename: 'Panel', sys: { id: string } }
                      | { __typename: 'PhoneBox', sys: { id: string } }
                      | { __typename: 'PromotionCard', sys: { id: string } }
                      | { __typename: 'PromotionCarousel', sys: { id: string } }
                      | { __typename: 'Recommendation', sys: { id: string } }
                      | { __typename: 'RecommendationGkAir', sys: { id: string } }
                      | { __typename: 'Richtext', sys: { id: string } }
                      | { __typename: 'SeoAdvice', sys: { id: string } }
                      | { __typename: 'TableOfContents', sys: { id: string } }
                      | { __typename: 'Text', sys: { id: string } }
                      | { __typename: 'Tip', sys: { id: string } }
                      | { __typename: 'Video', sys: { id: string } }
                    >, hyperlink: Array<
                      | { __typename: 'Accordion', sys: { id: string } }
                      | { __typename: 'AccordionItem', sys: { id: string } }
                      | { __typename: 'ActionButton', sys: { id: string } }
                      | { __typename: 'AnchorLink', sys: { id: string } }
                      | { __typename: 'AssetSet', sys: { id: string } }
                      | { __typename: 'Banner', sys: { id: string } }
                      | { __typename: 'Box', sys: { id: string } }
                      | { __typename: 'Button', sys: { id: string } }
                      | { __typename: 'Card', sys: { id: string } }
                      | { __typename: 'Category', sys: { id: string } }
                      | { __typename: 'CategoryImageLink', sys: { id: string } }
                      | { __typename: 'CategoryTile', sys: { id: string } }
                      | { __typename: 'Checklist', sys: { id: string } }
                      | { __typename: 'ContactBox', sys: { id: string } }
                      | { __typename: 'ContentItemAsset', sys: { id: string } }
                      | { __typename: 'Cookie', sys: { id: string } }
                      | { __typename: 'CookieList', sys: { id: string } }
                      | { __typename: 'Coupon', sys: { id: string } }
                      | { __typename: 'DosDonts', sys: { id: string } }
                      | { __typename: 'ExternalLink', sys: { id: string } }
                      | { __typename: 'Eyecatcher', sys: { id: string } }
                      | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                      | { __typename: 'GkAirParameter', sys: { id: string } }
                      | { __typename: 'GkAirService', sys: { id: string } }
                      | { __typename: 'IFrame', sys: { id: string } }
                      | { __typename: 'InspirationItem', sys: { id: string } }
                      | { __typename: 'InternalLink', sys: { id: string } }
                      | { __typename: 'Layout', sys: { id: string } }
                      | { __typename: 'LayoutColorPicker', sys: { id: string } }
                      | { __typename: 'LayoutColumn', sys: { id: string } }
                      | { __typename: 'LegalHint', sys: { id: string } }
                      | { __typename: 'LinkBox', sys: { id: string } }
                      | { __typename: 'Modal', sys: { id: string } }
                      | { __typename: 'OutfitItem', sys: { id: string } }
                      | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                      | { __typename: 'Panel', sys: { id: string } }
                      | { __typename: 'PhoneBox', sys: { id: string } }
                      | { __typename: 'PromotionCard', sys: { id: string } }
                      | { __typename: 'PromotionCarousel', sys: { id: string } }
                      | { __typename: 'Recommendation', sys: { id: string } }
                      | { __typename: 'RecommendationGkAir', sys: { id: string } }
                      | { __typename: 'Richtext', sys: { id: string } }
                      | { __typename: 'SeoAdvice', sys: { id: string } }
                      | { __typename: 'TableOfContents', sys: { id: string } }
                      | { __typename: 'Text', sys: { id: string } }
                      | { __typename: 'Tip', sys: { id: string } }
                      | { __typename: 'Video', sys: { id: string } }
                    > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, category: { title: string | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null, image: { url: string | null } | null } | null, assetSet: { sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image: { url: string | null } | null } | null }
          | { __typename: 'Checklist', title: string | null, textList: Array<string> | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'ContactBox', icon: string | null, title: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, button: { color: string | null, link:
                | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
                | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
               | null } | null }
          | { __typename: 'ContentItemAsset', internalTitle: string | null, type: string | null, alignment: string | null, sys: { id: string, publishedAt: string | null }, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null }
          | { __typename: 'CookieList', headline: string | null, consentCategory: string | null, sys: { id: string, publishedAt: string | null }, cookiesCollection: { items: Array<{ name: string | null, provider: string | null, purpose: string | null, duration: string | null }> } }
          | { __typename: 'Coupon', title: string | null, couponText: string | null, hint: string | null, showQrCode: boolean | null, code: string | null, code2: string | null, layoutColor: string | null, hideInfoButton: boolean | null, sys: { id: string, publishedAt: string | null }, couponImage: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null }
          | { __typename: 'DosDonts', titleDos: string | null, textListDos: Array<string> | null, titleDonts: string | null, textListDonts: Array<string> | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'Eyecatcher', eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string, publishedAt: string | null }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }
          | { __typename: 'IFrame', url: string | null, title: string | null, trackingName: string | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'InspirationItem', headline: string | null, text: string | null, sys: { id: string, publishedAt: string | null }, image1Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image2Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image3Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, imagesCollection: { total: number, items: Array<{ title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } }> }, layoutColorPicker: { name: string | null } | null, link:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null, recommendationGkAir: { outputId: string | null, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null } | null }
          | { __typename: 'InternalLink', label: string | null, sys: { id: string, publishedAt: string | null }, internalTarget: { slug: string, pageType: PageType } | null }
          | { __typename: 'Layout', ratio: string | null, verticalAlignment: string | null, maxPageWidth: string | null, internalTitle: string | null, sys: { id: string, publishedAt: string | null }, columnsCollection: { total: number, items: Array<{ horizontalAlignment: string | null, sys: { id: string }, content:
                  | { __typename: 'Accordion', sys: { id: string } }
                  | { __typename: 'ActionButton', sys: { id: string } }
                  | { __typename: 'AnchorLink', sys: { id: string } }
                  | { __typename: 'AssetSet', sys: { id: string } }
                  | { __typename: 'Banner', sys: { id: string } }
                  | { __typename: 'Box', sys: { id: string } }
                  | { __typename: 'Button', sys: { id: string } }
                  | { __typename: 'Card', sys: { id: string } }
                  | { __typename: 'CategoryTile', headline: string | null, text: string | null, sys: { id: string }, asset: { alt: string | null, sys: { id: string }, defaultImage: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio4To3: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio2To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio1To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio7To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To1: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, ratio3To4Cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                              | { __typename: 'Accordion', sys: { id: string } }
                              | { __typename: 'AccordionItem', sys: { id: string } }
                              | { __typename: 'ActionButton', sys: { id: string } }
                              | { __typename: 'AnchorLink', sys: { id: string } }
                              | { __typename: 'AssetSet', sys: { id: string } }
                              | { __typename: 'Banner', sys: { id: string } }
                              | { __typename: 'Box', sys: { id: string } }
                              | { __typename: 'Button', sys: { id: string } }
                              | { __typename: 'Card', sys: { id: string } }
                              | { __typename: 'Category', sys: { id: string } }
                              | { __typename: 'CategoryImageLink', sys: { id: string } }
                              | { __typename: 'CategoryTile', sys: { id: string } }
                              | { __typename: 'Checklist', sys: { id: string } }
                              | { __typename: 'ContactBox', sys: { id: string } }
                              | { __typename: 'ContentItemAsset', sys: { id: string } }
                              | { __typename: 'Cookie', sys: { id: string } }
                              | { __typename: 'CookieList', sys: { id: string } }
                              | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                              | { __typename: 'DosDonts', sys: { id: string } }
                              | { __typename: 'ExternalLink', sys: { id: string } }
                              | { __typename: 'Eyecatcher', sys: { id: string } }
                              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                              | { __typename: 'GkAirParameter', sys: { id: string } }
                              | { __typename: 'GkAirService', sys: { id: string } }
                              | { __typename: 'IFrame', sys: { id: string } }
                              | { __typename: 'InspirationItem', sys: { id: string } }
                              | { __typename: 'InternalLink', sys: { id: string } }
                              | { __typename: 'Layout', sys: { id: string } }
                              | { __typename: 'LayoutColorPicker', sys: { id: string } }
                              | { __typename: 'LayoutColumn', sys: { id: string } }
                              | { __typename: 'LegalHint', sys: { id: string } }
                              | { __typename: 'LinkBox', sys: { id: string } }
                              | { __typename: 'Modal', sys: { id: string } }
                              | { __typename: 'OutfitItem', sys: { id: string } }
                              | { __typename: 'Page', sys: { id: string } }
                              | { __typename: 'Panel', sys: { id: string } }
                              | { __typename: 'PhoneBox', sys: { id: string } }
                              | { __typename: 'PromotionCard', sys: { id: string } }
                              | { __typename: 'PromotionCarousel', sys: { id: string } }
                              | { __typename: 'Recommendation', sys: { id: string } }
                              | { __typename: 'RecommendationGkAir', sys: { id: string } }
                              | { __typename: 'Richtext', sys: { id: string } }
                              | { __typename: 'SeoAdvice', sys: { id: string } }
                              | { __typename: 'TableOfContents', sys: { id: string } }
                              | { __typename: 'Text', sys: { id: string } }
                              | { __typename: 'Tip', sys: { id: string } }
                              | { __typename: 'Video', sys: { id: string } }
                            >, inline: Array<
                              | { __typename: 'Accordion', sys: { id: string } }
                              | { __typename: 'AccordionItem', sys: { id: string } }
                              | { __typename: 'ActionButton', sys: { id: string } }
                              | { __typename: 'AnchorLink', sys: { id: string } }
                              | { __typename: 'AssetSet', sys: { id: string } }
                              | { __typename: 'Banner', sys: { id: string } }
                              | { __typename: 'Box', sys: { id: string } }
                              | { __typename: 'Button', sys: { id: string } }
                              | { __typename: 'Card', sys: { id: string } }
                              | { __typename: 'Category', sys: { id: string } }
                              | { __typename: 'CategoryImageLink', sys: { id: string } }
                              | { __typename: 'CategoryTile', sys: { id: string } }
                              | { __typename: 'Checklist', sys: { id: string } }
                              | { __typename: 'ContactBox', sys: { id: string } }
                              | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                              | { __typename: 'Cookie', sys: { id: string } }
                              | { __typename: 'CookieList', sys: { id: string } }
                              | { __typename: 'Coupon', sys: { id: string } }
                              | { __typename: 'DosDonts', sys: { id: string } }
                              | { __typename: 'ExternalLink', sys: { id: string } }
                              | { __typename: 'Eyecatcher', sys: { id: string } }
                              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                              | { __typename: 'GkAirParameter', sys: { id: string } }
                              | { __typename: 'GkAirService', sys: { id: string } }
                              | { __typename: 'IFrame', sys: { id: string } }
                              | { __typename: 'InspirationItem', sys: { id: string } }
                              | { __typename: 'InternalLink', sys: { id: string } }
                              | { __typename: 'Layout', sys: { id: string } }
                              | { __typename: 'LayoutColorPicker', sys: { id: string } }
                              | { __typename: 'LayoutColumn', sys: { id: string } }
                              | { __typename: 'LegalHint', sys: { id: string } }
                              | { __typename: 'LinkBox', sys: { id: string } }
                              | { __typename: 'Modal', sys: { id: string } }
                              | { __typename: 'OutfitItem', sys: { id: string } }
                              | { __typename: 'Page', sys: { id: string } }
                              | { __typename: 'Panel', sys: { id: string } }
                              | { __typename: 'PhoneBox', sys: { id: string } }
                              | { __typename: 'PromotionCard', sys: { id: string } }
                              | { __typename: 'PromotionCarousel', sys: { id: string } }
                              | { __typename: 'Recommendation', sys: { id: string } }
                              | { __typename: 'RecommendationGkAir', sys: { id: string } }
                              | { __typename: 'Richtext', sys: { id: string } }
                              | { __typename: 'SeoAdvice', sys: { id: string } }
                              | { __typename: 'TableOfContents', sys: { id: string } }
                              | { __typename: 'Text', sys: { id: string } }
                              | { __typename: 'Tip', sys: { id: string } }
                              | { __typename: 'Video', sys: { id: string } }
                            >, hyperlink: Array<
                              | { __typename: 'Accordion', sys: { id: string } }
                              | { __typename: 'AccordionItem', sys: { id: string } }
                              | { __typename: 'ActionButton', sys: { id: string } }
                              | { __typename: 'AnchorLink', sys: { id: string } }
                              | { __typename: 'AssetSet', sys: { id: string } }
                              | { __typename: 'Banner', sys: { id: string } }
                              | { __typename: 'Box', sys: { id: string } }
                              | { __typename: 'Button', sys: { id: string } }
                              | { __typename: 'Card', sys: { id: string } }
                              | { __typename: 'Category', sys: { id: string } }
                              | { __typename: 'CategoryImageLink', sys: { id: string } }
                              | { __typename: 'CategoryTile', sys: { id: string } }
                              | { __typename: 'Checklist', sys: { id: string } }
                              | { __typename: 'ContactBox', sys: { id: string } }
                              | { __typename: 'ContentItemAsset', sys: { id: string } }
                              | { __typename: 'Cookie', sys: { id: string } }
                              | { __typename: 'CookieList', sys: { id: string } }
                              | { __typename: 'Coupon', sys: { id: string } }
                              | { __typename: 'DosDonts', sys: { id: string } }
                              | { __typename: 'ExternalLink', sys: { id: string } }
                              | { __typename: 'Eyecatcher', sys: { id: string } }
                              | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                              | { __typename: 'GkAirParameter', sys: { id: string } }
                              | { __typename: 'GkAirService', sys: { id: string } }
                              | { __typename: 'IFrame', sys: { id: string } }
                              | { __typename: 'InspirationItem', sys: { id: string } }
                              | { __typename: 'InternalLink', sys: { id: string } }
                              | { __typename: 'Layout', sys: { id: string } }
                              | { __typename: 'LayoutColorPicker', sys: { id: string } }
                              | { __typename: 'LayoutColumn', sys: { id: string } }
                              | { __typename: 'LegalHint', sys: { id: string } }
                              | { __typename: 'LinkBox', sys: { id: string } }
                              | { __typename: 'Modal', sys: { id: string } }
                              | { __typename: 'OutfitItem', sys: { id: string } }
                              | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                              | { __typename: 'Panel', sys: { id: string } }
                              | { __typename: 'PhoneBox', sys: { id: string } }
                              | { __typename: 'PromotionCard', sys: { id: string } }
                              | { __typename: 'PromotionCarousel', sys: { id: string } }
                              | { __typename: 'Recommendation', sys: { id: string } }
                              | { __typename: 'RecommendationGkAir', sys: { id: string } }
                              | { __typename: 'Richtext', sys: { id: string } }
                              | { __typename: 'SeoAdvice', sys: { id: string } }
                              | { __typename: 'TableOfContents', sys: { id: string } }
                              | { __typename: 'Text', sys: { id: string } }
                              | { __typename: 'Tip', sys: { id: string } }
                              | { __typename: 'Video', sys: { id: string } }
                            > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, category: { title: string | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null, image: { url: string | null } | null } | null, assetSet: { sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, image: { url: string | null } | null } | null }
                  | { __typename: 'Checklist', sys: { id: string } }
                  | { __typename: 'ContactBox', icon: string | null, title: string | null, sys: { id: string }, content: { json: unknown, links: { entries: { block: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          >, inline: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          >, hyperlink: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, button: { link:
                        | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
                        | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
                       | null } | null }
                  | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string }, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null }
                  | { __typename: 'CookieList', sys: { id: string } }
                  | { __typename: 'Coupon', sys: { id: string } }
                  | { __typename: 'DosDonts', sys: { id: string } }
                  | { __typename: 'ExternalLink', sys: { id: string } }
                  | { __typename: 'Eyecatcher', sys: { id: string } }
                  | { __typename: 'IFrame', sys: { id: string } }
                  | { __typename: 'InspirationItem', sys: { id: string } }
                  | { __typename: 'InternalLink', sys: { id: string } }
                  | { __typename: 'Layout', sys: { id: string } }
                  | { __typename: 'LegalHint', sys: { id: string } }
                  | { __typename: 'LinkBox', sys: { id: string } }
                  | { __typename: 'Modal', sys: { id: string } }
                  | { __typename: 'OutfitItem', sys: { id: string } }
                  | { __typename: 'Panel', sys: { id: string } }
                  | { __typename: 'PhoneBox', sys: { id: string } }
                  | { __typename: 'PromotionCard', sys: { id: string } }
                  | { __typename: 'PromotionCarousel', sys: { id: string } }
                  | { __typename: 'Recommendation', sys: { id: string } }
                  | { __typename: 'RecommendationGkAir', sys: { id: string } }
                  | { __typename: 'Richtext', sys: { id: string }, richtext: { json: unknown, links: { entries: { block: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          >, inline: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          >, hyperlink: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }
                  | { __typename: 'SeoAdvice', sys: { id: string } }
                  | { __typename: 'TableOfContents', sys: { id: string } }
                  | { __typename: 'Text', sys: { id: string } }
                  | { __typename: 'Tip', sys: { id: string } }
                  | { __typename: 'Video', sys: { id: string } }
                 | null }> } }
          | { __typename: 'LegalHint', id: string | null, sys: { id: string, publishedAt: string | null }, coupon: { code: string | null } | null }
          | { __typename: 'LinkBox', headline: string | null, linkBox: unknown, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'Modal', id: string | null, linkText: string | null, headline: string | null, sys: { id: string, publishedAt: string | null }, coupon: { code: string | null } | null, primaryButtonLink:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null, richtext: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }
          | { __typename: 'OutfitItem', headline: string | null, description: string | null, sys: { id: string, publishedAt: string | null }, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, imageCloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null, recommendationGkAir: { outputId: string | null, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null } | null }
          | { __typename: 'Panel', sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }
          | { __typename: 'PhoneBox', icon: string | null, title: string | null, subtitle: string | null, number: string | null, disclaimer: string | null, disclaimerIcon: string | null, inline: string | null, useInOffCanvasNavigation: string | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'PromotionCard', _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string, publishedAt: string | null }, link:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                      | { __typename: 'Accordion', sys: { id: string } }
                      | { __typename: 'AccordionItem', sys: { id: string } }
                      | { __typename: 'ActionButton', sys: { id: string } }
                      | { __typename: 'AnchorLink', sys: { id: string } }
                      | { __typename: 'AssetSet', sys: { id: string } }
                      | { __typename: 'Banner', sys: { id: string } }
                      | { __typename: 'Box', sys: { id: string } }
                      | { __typename: 'Button', sys: { id: string } }
                      | { __typename: 'Card', sys: { id: string } }
                      | { __typename: 'Category', sys: { id: string } }
                      | { __typename: 'CategoryImageLink', sys: { id: string } }
                      | { __typename: 'CategoryTile', sys: { id: string } }
                      | { __typename: 'Checklist', sys: { id: string } }
                      | { __typename: 'ContactBox', sys: { id: string } }
                      | { __typename: 'ContentItemAsset', sys: { id: string } }
                      | { __typename: 'Cookie', sys: { id: string } }
                      | { __typename: 'CookieList', sys: { id: string } }
                      | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                      | { __typename: 'DosDonts', sys: { id: string } }
                      | { __typename: 'ExternalLink', sys: { id: string } }
                      | { __typename: 'Eyecatcher', sys: { id: string } }
                      | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                      | { __typename: 'GkAirParameter', sys: { id: string } }
                      | { __typename: 'GkAirService', sys: { id: string } }
                      | { __typename: 'IFrame', sys: { id: string } }
                      | { __typename: 'InspirationItem', sys: { id: string } }
                      | { __typename: 'InternalLink', sys: { id: string } }
                      | { __typename: 'Layout', sys: { id: string } }
                      | { __typename: 'LayoutColorPicker', sys: { id: string } }
                      | { __typename: 'LayoutColumn', sys: { id: string } }
                      | { __typename: 'LegalHint', sys: { id: string } }
                      | { __typename: 'LinkBox', sys: { id: string } }
                      | { __typename: 'Modal', sys: { id: string } }
                      | { __typename: 'OutfitItem', sys: { id: string } }
                      | { __typename: 'Page', sys: { id: string } }
                      | { __typename: 'Panel', sys: { id: string } }
                      | { __typename: 'PhoneBox', sys: { id: string } }
                      | { __typename: 'PromotionCard', sys: { id: string } }
                      | { __typename: 'PromotionCarousel', sys: { id: string } }
                      | { __typename: 'Recommendation', sys: { id: string } }
                      | { __typename: 'RecommendationGkAir', sys: { id: string } }
                      | { __typename: 'Richtext', sys: { id: string } }
                      | { __typename: 'SeoAdvice', sys: { id: string } }
                      | { __typename: 'TableOfContents', sys: { id: string } }
                      | { __typename: 'Text', sys: { id: string } }
                      | { __typename: 'Tip', sys: { id: string } }
                      | { __typename: 'Video', sys: { id: string } }
                    >, inline: Array<
                      | { __typename: 'Accordion', sys: { id: string } }
                      | { __typename: 'AccordionItem', sys: { id: string } }
                      | { __typename: 'ActionButton', sys: { id: string } }
                      | { __typename: 'AnchorLink', sys: { id: string } }
                      | { __typename: 'AssetSet', sys: { id: string } }
                      | { __typename: 'Banner', sys: { id: string } }
                      | { __typename: 'Box', sys: { id: string } }
                      | { __typename: 'Button', sys: { id: string } }
                      | { __typename: 'Card', sys: { id: string } }
                      | { __typename: 'Category', sys: { id: string } }
                      | { __typename: 'CategoryImageLink', sys: { id: string } }
                      | { __typename: 'CategoryTile', sys: { id: string } }
                      | { __typename: 'Checklist', sys: { id: string } }
                      | { __typename: 'ContactBox', sys: { id: string } }
                      | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                      | { __typename: 'Cookie', sys: { id: string } }
                      | { __typename: 'CookieList', sys: { id: string } }
                      | { __typename: 'Coupon', sys: { id: string } }
                      | { __typename: 'DosDonts', sys: { id: string } }
                      | { __typename: 'ExternalLink', sys: { id: string } }
                      | { __typename: 'Eyecatcher', sys: { id: string } }
                      | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                      | { __typename: 'GkAirParameter', sys: { id: string } }
                      | { __typename: 'GkAirService', sys: { id: string } }
                      | { __typename: 'IFrame', sys: { id: string } }
                      | { __typename: 'InspirationItem', sys: { id: string } }
                      | { __typename: 'InternalLink', sys: { id: string } }
                      | { __typename: 'Layout', sys: { id: string } }
                      | { __typename: 'LayoutColorPicker', sys: { id: string } }
                      | { __typename: 'LayoutColumn', sys: { id: string } }
                      | { __typename: 'LegalHint', sys: { id: string } }
                      | { __typename: 'LinkBox', sys: { id: string } }
                      | { __typename: 'Modal', sys: { id: string } }
                      | { __typename: 'OutfitItem', sys: { id: string } }
                      | { __typename: 'Page', sys: { id: string } }
                      | { __typename: 'Panel', sys: { id: string } }
                      | { __typename: 'PhoneBox', sys: { id: string } }
                      | { __typename: 'PromotionCard', sys: { id: string } }
                      | { __typename: 'PromotionCarousel', sys: { id: string } }
                      | { __typename: 'Recommendation', sys: { id: string } }
                      | { __typename: 'RecommendationGkAir', sys: { id: string } }
                      | { __typename: 'Richtext', sys: { id: string } }
                      | { __typename: 'SeoAdvice', sys: { id: string } }
                      | { __typename: 'TableOfContents', sys: { id: string } }
                      | { __typename: 'Text', sys: { id: string } }
                      | { __typename: 'Tip', sys: { id: string } }
                      | { __typename: 'Video', sys: { id: string } }
                    >, hyperlink: Array<
                      | { __typename: 'Accordion', sys: { id: string } }
                      | { __typename: 'AccordionItem', sys: { id: string } }
                      | { __typename: 'ActionButton', sys: { id: string } }
                      | { __typename: 'AnchorLink', sys: { id: string } }
                      | { __typename: 'AssetSet', sys: { id: string } }
                      | { __typename: 'Banner', sys: { id: string } }
                      | { __typename: 'Box', sys: { id: string } }
                      | { __typename: 'Button', sys: { id: string } }
                      | { __typename: 'Card', sys: { id: string } }
                      | { __typename: 'Category', sys: { id: string } }
                      | { __typename: 'CategoryImageLink', sys: { id: string } }
                      | { __typename: 'CategoryTile', sys: { id: string } }
                      | { __typename: 'Checklist', sys: { id: string } }
                      | { __typename: 'ContactBox', sys: { id: string } }
                      | { __typename: 'ContentItemAsset', sys: { id: string } }
                      | { __typename: 'Cookie', sys: { id: string } }
                      | { __typename: 'CookieList', sys: { id: string } }
                      | { __typename: 'Coupon', sys: { id: string } }
                      | { __typename: 'DosDonts', sys: { id: string } }
                      | { __typename: 'ExternalLink', sys: { id: string } }
                      | { __typename: 'Eyecatcher', sys: { id: string } }
                      | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                      | { __typename: 'GkAirParameter', sys: { id: string } }
                      | { __typename: 'GkAirService', sys: { id: string } }
                      | { __typename: 'IFrame', sys: { id: string } }
                      | { __typename: 'InspirationItem', sys: { id: string } }
                      | { __typename: 'InternalLink', sys: { id: string } }
                      | { __typename: 'Layout', sys: { id: string } }
                      | { __typename: 'LayoutColorPicker', sys: { id: string } }
                      | { __typename: 'LayoutColumn', sys: { id: string } }
                      | { __typename: 'LegalHint', sys: { id: string } }
                      | { __typename: 'LinkBox', sys: { id: string } }
                      | { __typename: 'Modal', sys: { id: string } }
                      | { __typename: 'OutfitItem', sys: { id: string } }
                      | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                      | { __typename: 'Panel', sys: { id: string } }
                      | { __typename: 'PhoneBox', sys: { id: string } }
                      | { __typename: 'PromotionCard', sys: { id: string } }
                      | { __typename: 'PromotionCarousel', sys: { id: string } }
                      | { __typename: 'Recommendation', sys: { id: string } }
                      | { __typename: 'RecommendationGkAir', sys: { id: string } }
                      | { __typename: 'Richtext', sys: { id: string } }
                      | { __typename: 'SeoAdvice', sys: { id: string } }
                      | { __typename: 'TableOfContents', sys: { id: string } }
                      | { __typename: 'Text', sys: { id: string } }
                      | { __typename: 'Tip', sys: { id: string } }
                      | { __typename: 'Video', sys: { id: string } }
                    > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null }
          | { __typename: 'PromotionCarousel', headline: string | null, sys: { id: string, publishedAt: string | null }, cardsCollection: { total: number, items: Array<{ displayType: string | null, imageAspectRatio: string | null, promotion: { _id: string | null, title: string | null, text: string | null, callToAction: string | null, eyecatcherType: string | null, pinnedProductIDs: Array<string> | null, sys: { id: string }, link:
                    | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
                    | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
                   | null, legalHint: { id: string | null, coupon: { code: string | null } | null } | null, eyecatcher: { eyecatcherType: string | null, productId: string | null, size: string | null, eyecatcherDesign: string | null, sys: { id: string }, eyecatcherRichText: { json: unknown, links: { entries: { block: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          >, inline: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          >, hyperlink: Array<
                            | { __typename: 'Accordion', sys: { id: string } }
                            | { __typename: 'AccordionItem', sys: { id: string } }
                            | { __typename: 'ActionButton', sys: { id: string } }
                            | { __typename: 'AnchorLink', sys: { id: string } }
                            | { __typename: 'AssetSet', sys: { id: string } }
                            | { __typename: 'Banner', sys: { id: string } }
                            | { __typename: 'Box', sys: { id: string } }
                            | { __typename: 'Button', sys: { id: string } }
                            | { __typename: 'Card', sys: { id: string } }
                            | { __typename: 'Category', sys: { id: string } }
                            | { __typename: 'CategoryImageLink', sys: { id: string } }
                            | { __typename: 'CategoryTile', sys: { id: string } }
                            | { __typename: 'Checklist', sys: { id: string } }
                            | { __typename: 'ContactBox', sys: { id: string } }
                            | { __typename: 'ContentItemAsset', sys: { id: string } }
                            | { __typename: 'Cookie', sys: { id: string } }
                            | { __typename: 'CookieList', sys: { id: string } }
                            | { __typename: 'Coupon', sys: { id: string } }
                            | { __typename: 'DosDonts', sys: { id: string } }
                            | { __typename: 'ExternalLink', sys: { id: string } }
                            | { __typename: 'Eyecatcher', sys: { id: string } }
                            | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                            | { __typename: 'GkAirParameter', sys: { id: string } }
                            | { __typename: 'GkAirService', sys: { id: string } }
                            | { __typename: 'IFrame', sys: { id: string } }
                            | { __typename: 'InspirationItem', sys: { id: string } }
                            | { __typename: 'InternalLink', sys: { id: string } }
                            | { __typename: 'Layout', sys: { id: string } }
                            | { __typename: 'LayoutColorPicker', sys: { id: string } }
                            | { __typename: 'LayoutColumn', sys: { id: string } }
                            | { __typename: 'LegalHint', sys: { id: string } }
                            | { __typename: 'LinkBox', sys: { id: string } }
                            | { __typename: 'Modal', sys: { id: string } }
                            | { __typename: 'OutfitItem', sys: { id: string } }
                            | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                            | { __typename: 'Panel', sys: { id: string } }
                            | { __typename: 'PhoneBox', sys: { id: string } }
                            | { __typename: 'PromotionCard', sys: { id: string } }
                            | { __typename: 'PromotionCarousel', sys: { id: string } }
                            | { __typename: 'Recommendation', sys: { id: string } }
                            | { __typename: 'RecommendationGkAir', sys: { id: string } }
                            | { __typename: 'Richtext', sys: { id: string } }
                            | { __typename: 'SeoAdvice', sys: { id: string } }
                            | { __typename: 'TableOfContents', sys: { id: string } }
                            | { __typename: 'Text', sys: { id: string } }
                            | { __typename: 'Tip', sys: { id: string } }
                            | { __typename: 'Video', sys: { id: string } }
                          > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null } | null, layoutColorPicker: { name: string | null, value: string | null } | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null, categoryImageLink: { categoryId: string | null, categoryPath: string | null, productId: string | null } | null } | null }> } }
          | { __typename: 'Recommendation', recommendationType: string | null, displayType: string | null, ssr: boolean | null, outputId: string | null, sys: { id: string, publishedAt: string | null }, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null }
          | { __typename: 'RecommendationGkAir', outputId: string | null, sys: { id: string, publishedAt: string | null }, gkAirService: { serviceId: string | null, parametersCollection: { items: Array<{ name: string | null, value: string | null }> }, outputConfigCollection: { items: Array<{ outputId: string | null, imageType: string | null }> } } | null }
          | { __typename: 'Richtext', sys: { id: string, publishedAt: string | null }, richtext: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }
          | { __typename: 'SeoAdvice', title: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null }
          | { __typename: 'TableOfContents', levelsToShow: number | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'Text', styledText: string | null, style: string | null, sys: { id: string, publishedAt: string | null } }
          | { __typename: 'Tip', title: string | null, tipText: string | null, sys: { id: string, publishedAt: string | null }, content: { json: unknown, links: { entries: { block: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', code: string | null, sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, inline: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', type: string | null, alignment: string | null, sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  >, hyperlink: Array<
                    | { __typename: 'Accordion', sys: { id: string } }
                    | { __typename: 'AccordionItem', sys: { id: string } }
                    | { __typename: 'ActionButton', sys: { id: string } }
                    | { __typename: 'AnchorLink', sys: { id: string } }
                    | { __typename: 'AssetSet', sys: { id: string } }
                    | { __typename: 'Banner', sys: { id: string } }
                    | { __typename: 'Box', sys: { id: string } }
                    | { __typename: 'Button', sys: { id: string } }
                    | { __typename: 'Card', sys: { id: string } }
                    | { __typename: 'Category', sys: { id: string } }
                    | { __typename: 'CategoryImageLink', sys: { id: string } }
                    | { __typename: 'CategoryTile', sys: { id: string } }
                    | { __typename: 'Checklist', sys: { id: string } }
                    | { __typename: 'ContactBox', sys: { id: string } }
                    | { __typename: 'ContentItemAsset', sys: { id: string } }
                    | { __typename: 'Cookie', sys: { id: string } }
                    | { __typename: 'CookieList', sys: { id: string } }
                    | { __typename: 'Coupon', sys: { id: string } }
                    | { __typename: 'DosDonts', sys: { id: string } }
                    | { __typename: 'ExternalLink', sys: { id: string } }
                    | { __typename: 'Eyecatcher', sys: { id: string } }
                    | { __typename: 'GkAirOutputConfig', sys: { id: string } }
                    | { __typename: 'GkAirParameter', sys: { id: string } }
                    | { __typename: 'GkAirService', sys: { id: string } }
                    | { __typename: 'IFrame', sys: { id: string } }
                    | { __typename: 'InspirationItem', sys: { id: string } }
                    | { __typename: 'InternalLink', sys: { id: string } }
                    | { __typename: 'Layout', sys: { id: string } }
                    | { __typename: 'LayoutColorPicker', sys: { id: string } }
                    | { __typename: 'LayoutColumn', sys: { id: string } }
                    | { __typename: 'LegalHint', sys: { id: string } }
                    | { __typename: 'LinkBox', sys: { id: string } }
                    | { __typename: 'Modal', sys: { id: string } }
                    | { __typename: 'OutfitItem', sys: { id: string } }
                    | { __typename: 'Page', slug: string, pageType: PageType, sys: { id: string } }
                    | { __typename: 'Panel', sys: { id: string } }
                    | { __typename: 'PhoneBox', sys: { id: string } }
                    | { __typename: 'PromotionCard', sys: { id: string } }
                    | { __typename: 'PromotionCarousel', sys: { id: string } }
                    | { __typename: 'Recommendation', sys: { id: string } }
                    | { __typename: 'RecommendationGkAir', sys: { id: string } }
                    | { __typename: 'Richtext', sys: { id: string } }
                    | { __typename: 'SeoAdvice', sys: { id: string } }
                    | { __typename: 'TableOfContents', sys: { id: string } }
                    | { __typename: 'Text', sys: { id: string } }
                    | { __typename: 'Tip', sys: { id: string } }
                    | { __typename: 'Video', sys: { id: string } }
                  > }, assets: { block: Array<{ url: string | null, width: number | null, height: number | null, sys: { id: string } }> } } } | null, link:
              | { __typename: 'ExternalLink', label: string | null, externalTarget: string | null, openInNewTab: boolean | null, sys: { id: string } }
              | { __typename: 'InternalLink', label: string | null, internalTitle: string | null, sys: { id: string }, internalTarget: { slug: string, pageType: PageType } | null }
             | null, image: { title: string | null, description: string | null, contentType: string | null, fileName: string | null, size: number | null, url: string | null, width: number | null, height: number | null, sys: { id: string } } | null }
          | { __typename: 'Video', title: string | null, url: string | null, contentType: string | null, responsive: boolean | null, sys: { id: string, publishedAt: string | null }, cloudinary: Array<{ public_id: string, secure_url: string, width: number | null, height: number | null, format: string | null, resource_type: string | null, alt: string | null }> | null }
        > } }> } };

export type ContractPagingQueryQueryVariables = Exact<{
  slug: string;
  limit?: number | null | undefined;
  skip?: number | null | undefined;
  cardsLimit?: number | null | undefined;
  cardsSkip?: number | null | undefined;
}>;


export type ContractPagingQueryQuery = { pageCollection: { items: Array<{ contentCollection: { total: number, skip: number, limit: number, items: Array<
          | { __typename: 'Accordion' }
          | { __typename: 'ActionButton' }
          | { __typename: 'AnchorLink' }
          | { __typename: 'AssetSet' }
          | { __typename: 'Banner' }
          | { __typename: 'Box' }
          | { __typename: 'Button' }
          | { __typename: 'Card' }
          | { __typename: 'CategoryTile' }
          | { __typename: 'Checklist' }
          | { __typename: 'ContactBox' }
          | { __typename: 'ContentItemAsset' }
          | { __typename: 'CookieList' }
          | { __typename: 'Coupon' }
          | { __typename: 'DosDonts' }
          | { __typename: 'ExternalLink' }
          | { __typename: 'Eyecatcher' }
          | { __typename: 'IFrame' }
          | { __typename: 'InspirationItem' }
          | { __typename: 'InternalLink' }
          | { __typename: 'Layout' }
          | { __typename: 'LegalHint' }
          | { __typename: 'LinkBox' }
          | { __typename: 'Modal' }
          | { __typename: 'OutfitItem' }
          | { __typename: 'Panel' }
          | { __typename: 'PhoneBox' }
          | { __typename: 'PromotionCard' }
          | { __typename: 'PromotionCarousel', cardsCollection: { total: number, skip: number, limit: number, items: Array<{ sys: { id: string } }> } }
          | { __typename: 'Recommendation' }
          | { __typename: 'RecommendationGkAir' }
          | { __typename: 'Richtext' }
          | { __typename: 'SeoAdvice' }
          | { __typename: 'TableOfContents' }
          | { __typename: 'Text' }
          | { __typename: 'Tip' }
          | { __typename: 'Video' }
        > } }> } };

export type ContractAssetUrlQueryQueryVariables = Exact<{
  transform?: ImageTransformOptions | null | undefined;
}>;


export type ContractAssetUrlQueryQuery = { pageCollection: { items: Array<{ contentCollection: { items: Array<
          | { __typename: 'Accordion' }
          | { __typename: 'ActionButton' }
          | { __typename: 'AnchorLink' }
          | { __typename: 'AssetSet' }
          | { __typename: 'Banner' }
          | { __typename: 'Box' }
          | { __typename: 'Button' }
          | { __typename: 'Card' }
          | { __typename: 'CategoryTile' }
          | { __typename: 'Checklist' }
          | { __typename: 'ContactBox' }
          | { __typename: 'ContentItemAsset' }
          | { __typename: 'CookieList' }
          | { __typename: 'Coupon' }
          | { __typename: 'DosDonts' }
          | { __typename: 'ExternalLink' }
          | { __typename: 'Eyecatcher' }
          | { __typename: 'IFrame' }
          | { __typename: 'InspirationItem' }
          | { __typename: 'InternalLink' }
          | { __typename: 'Layout' }
          | { __typename: 'LegalHint' }
          | { __typename: 'LinkBox' }
          | { __typename: 'Modal' }
          | { __typename: 'OutfitItem' }
          | { __typename: 'Panel' }
          | { __typename: 'PhoneBox' }
          | { __typename: 'PromotionCard' }
          | { __typename: 'PromotionCarousel', cardsCollection: { items: Array<{ promotion: { image: { width: number | null, height: number | null, url: string | null, sys: { id: string } } | null } | null }> } }
          | { __typename: 'Recommendation' }
          | { __typename: 'RecommendationGkAir' }
          | { __typename: 'Richtext' }
          | { __typename: 'SeoAdvice' }
          | { __typename: 'TableOfContents' }
          | { __typename: 'Text' }
          | { __typename: 'Tip' }
          | { __typename: 'Video' }
        > } }> } };

export const ContractRichTextFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractRichTextFragment, unknown>;
export const ContractAssetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ContractAssetFragment, unknown>;
export const ContractCloudinaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ContractCloudinaryFragment, unknown>;
export const ContractAssetSetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ContractAssetSetFragment, unknown>;
export const ContractLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}}]} as unknown as DocumentNode<ContractLinkFragment, unknown>;
export const ContractEyecatcherFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractEyecatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherRichText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherDesign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractEyecatcherFragment, unknown>;
export const ContractPromotionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPromotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","alias":{"kind":"Name","value":"legalHint"},"name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinnedProductIDs"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractEyecatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherRichText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherDesign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<ContractPromotionFragment, unknown>;
export const ContractCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"imageAspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPromotion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractEyecatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherRichText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherDesign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPromotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","alias":{"kind":"Name","value":"legalHint"},"name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinnedProductIDs"}}]}}]} as unknown as DocumentNode<ContractCardFragment, unknown>;
export const ContractCategoryTileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCategoryTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractEyecatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherRichText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherDesign"}}]}}]} as unknown as DocumentNode<ContractCategoryTileFragment, unknown>;
export const ContractCouponFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"couponText"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"code2"}},{"kind":"Field","name":{"kind":"Name","value":"couponImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColor"}},{"kind":"Field","name":{"kind":"Name","value":"hideInfoButton"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}}]} as unknown as DocumentNode<ContractCouponFragment, unknown>;
export const ContractGkAirServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractGkAirService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GkAirService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputConfigCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}}]}}]}}]}}]} as unknown as DocumentNode<ContractGkAirServiceFragment, unknown>;
export const ContractColumnItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractColumnItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCategoryTile"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Richtext"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"button"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractEyecatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherRichText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherDesign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCategoryTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}}]} as unknown as DocumentNode<ContractColumnItemFragment, unknown>;
export const ContractModalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractModal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Modal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractModalFragment, unknown>;
export const ContractPhoneBoxFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPhoneBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimer"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerIcon"}},{"kind":"Field","name":{"kind":"Name","value":"inline"}},{"kind":"Field","name":{"kind":"Name","value":"useInOffCanvasNavigation"}}]}}]} as unknown as DocumentNode<ContractPhoneBoxFragment, unknown>;
export const ContractContentItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Accordion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultIndex"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnchorLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Box"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Button"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"trackingName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCard"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCategoryTile"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"textList"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"button"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CookieList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"consentCategory"}},{"kind":"Field","name":{"kind":"Name","value":"cookiesCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCoupon"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DosDonts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleDos"}},{"kind":"Field","name":{"kind":"Name","value":"textListDos"}},{"kind":"Field","name":{"kind":"Name","value":"titleDonts"}},{"kind":"Field","name":{"kind":"Name","value":"textListDonts"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IFrame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"trackingName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InspirationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image1Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image2Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image3Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imagesCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendationGkAir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"verticalAlignment"}},{"kind":"Field","name":{"kind":"Name","value":"maxPageWidth"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"columnsCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horizontalAlignment"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractColumnItem"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegalHint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"linkBox"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Modal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractModal"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutfitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendationGkAir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Panel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPhoneBox"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPromotion"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCarousel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"cardsCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCard"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendationType"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"ssr"}},{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationGkAir"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Richtext"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeoAdvice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableOfContents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levelsToShow"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Text"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styledText"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tipText"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"responsive"}},{"kind":"Field","name":{"kind":"Name","value":"cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractEyecatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherRichText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherDesign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPromotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","alias":{"kind":"Name","value":"legalHint"},"name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinnedProductIDs"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCategoryTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"imageAspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPromotion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"couponText"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"code2"}},{"kind":"Field","name":{"kind":"Name","value":"couponImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColor"}},{"kind":"Field","name":{"kind":"Name","value":"hideInfoButton"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractGkAirService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GkAirService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputConfigCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractColumnItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCategoryTile"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Richtext"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"button"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractModal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Modal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPhoneBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimer"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerIcon"}},{"kind":"Field","name":{"kind":"Name","value":"inline"}},{"kind":"Field","name":{"kind":"Name","value":"useInOffCanvasNavigation"}}]}}]} as unknown as DocumentNode<ContractContentItemFragment, unknown>;
export const ContractModalQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractModalQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ModalFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modalCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractModal"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractModal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Modal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}}]} as unknown as DocumentNode<ContractModalQueryQuery, ContractModalQueryQueryVariables>;
export const ContractOffCanvasQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractOffCanvasQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneBoxCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"useInOffCanvasNavigation_contains"},"value":{"kind":"StringValue","value":"true","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPhoneBox"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPhoneBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimer"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerIcon"}},{"kind":"Field","name":{"kind":"Name","value":"inline"}},{"kind":"Field","name":{"kind":"Name","value":"useInOffCanvasNavigation"}}]}}]} as unknown as DocumentNode<ContractOffCanvasQueryQuery, ContractOffCanvasQueryQueryVariables>;
export const ContractPhoneBoxQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPhoneBoxQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBoxFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phoneBoxCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPhoneBox"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPhoneBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimer"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerIcon"}},{"kind":"Field","name":{"kind":"Name","value":"inline"}},{"kind":"Field","name":{"kind":"Name","value":"useInOffCanvasNavigation"}}]}}]} as unknown as DocumentNode<ContractPhoneBoxQueryQuery, ContractPhoneBoxQueryQueryVariables>;
export const ContractLegalHintQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractLegalHintQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LegalHintFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalHintCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCoupon"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"couponText"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"code2"}},{"kind":"Field","name":{"kind":"Name","value":"couponImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColor"}},{"kind":"Field","name":{"kind":"Name","value":"hideInfoButton"}}]}}]} as unknown as DocumentNode<ContractLegalHintQueryQuery, ContractLegalHintQueryQueryVariables>;
export const ContractCouponQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractCouponQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCoupon"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"couponText"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"code2"}},{"kind":"Field","name":{"kind":"Name","value":"couponImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColor"}},{"kind":"Field","name":{"kind":"Name","value":"hideInfoButton"}}]}}]} as unknown as DocumentNode<ContractCouponQueryQuery, ContractCouponQueryQueryVariables>;
export const ContractCategoryImageLinkQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractCategoryImageLinkQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryImageLinkFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryImageLinkCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractCategoryImageLinkQueryQuery, ContractCategoryImageLinkQueryQueryVariables>;
export const ContractPageQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPageQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skip"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstPublishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"robots"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"intro"}}]}}]}}]}}]} as unknown as DocumentNode<ContractPageQueryQuery, ContractPageQueryQueryVariables>;
export const ContractPagesQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPagesQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skip"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<ContractPagesQueryQuery, ContractPagesQueryQueryVariables>;
export const ContractPageContentQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPageContentQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},"defaultValue":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"intro"}},{"kind":"Field","name":{"kind":"Name","value":"contentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractContentItem"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractRichText"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichText"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"json"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hyperlink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAsset"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCloudinary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudinaryAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"public_id"}},{"kind":"Field","name":{"kind":"Name","value":"secure_url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resource_type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractAssetSet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio4To3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio2To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio1To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio7To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To1"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratio3To4Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Link"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractEyecatcher"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherRichText"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherDesign"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPromotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callToAction"}},{"kind":"Field","alias":{"kind":"Name","value":"legalHint"},"name":{"kind":"Name","value":"hint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcherType"}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pinnedProductIDs"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"imageAspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPromotion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCategoryTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"asset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eyecatcher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"categoryImageLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryPath"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetSet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractCoupon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"couponText"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"showQrCode"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"code2"}},{"kind":"Field","name":{"kind":"Name","value":"couponImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColor"}},{"kind":"Field","name":{"kind":"Name","value":"hideInfoButton"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractGkAirService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GkAirService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outputConfigCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractColumnItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCategoryTile"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Richtext"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"button"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractModal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Modal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryButtonLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractPhoneBox"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimer"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerIcon"}},{"kind":"Field","name":{"kind":"Name","value":"inline"}},{"kind":"Field","name":{"kind":"Name","value":"useInOffCanvasNavigation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractContentItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Accordion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultIndex"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionButton"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnchorLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"anchor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetSet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAssetSet"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColor"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Box"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Button"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"trackingName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCard"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCategoryTile"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checklist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"textList"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"button"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContentItemAsset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CookieList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"consentCategory"}},{"kind":"Field","name":{"kind":"Name","value":"cookiesCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Coupon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCoupon"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DosDonts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"titleDos"}},{"kind":"Field","name":{"kind":"Name","value":"textListDos"}},{"kind":"Field","name":{"kind":"Name","value":"titleDonts"}},{"kind":"Field","name":{"kind":"Name","value":"textListDonts"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"externalTarget"}},{"kind":"Field","name":{"kind":"Name","value":"openInNewTab"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Eyecatcher"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractEyecatcher"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IFrame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"trackingName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InspirationItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"image1Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image2Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image3Cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imagesCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"layoutColorPicker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendationGkAir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InternalLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"internalTarget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"verticalAlignment"}},{"kind":"Field","name":{"kind":"Name","value":"maxPageWidth"}},{"kind":"Field","name":{"kind":"Name","value":"internalTitle"}},{"kind":"Field","name":{"kind":"Name","value":"columnsCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horizontalAlignment"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractColumnItem"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LegalHint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"linkBox"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Modal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractModal"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutfitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageCloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendationGkAir"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Panel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBox"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPhoneBox"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractPromotion"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCarousel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"cardsCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCard"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendationType"}},{"kind":"Field","name":{"kind":"Name","value":"displayType"}},{"kind":"Field","name":{"kind":"Name","value":"ssr"}},{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationGkAir"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outputId"}},{"kind":"Field","name":{"kind":"Name","value":"gkAirService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractGkAirService"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Richtext"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"richtext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SeoAdvice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableOfContents"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levelsToShow"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Text"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styledText"}},{"kind":"Field","name":{"kind":"Name","value":"style"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tipText"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractRichText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractAsset"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Video"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"responsive"}},{"kind":"Field","name":{"kind":"Name","value":"cloudinary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractCloudinary"}}]}}]}}]}}]} as unknown as DocumentNode<ContractPageContentQueryQuery, ContractPageContentQueryQueryVariables>;
export const ContractPagingQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractPagingQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardsLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardsSkip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skip"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCarousel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardsLimit"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardsSkip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"skip"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractPagingQueryQuery, ContractPagingQueryQueryVariables>;
export const ContractAssetUrlQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractAssetUrlQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transform"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageTransformOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"StringValue","value":"homepage","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"StringValue","value":"de-DE","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionCarousel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsCollection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transform"}}}]}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContractAssetUrlQueryQuery, ContractAssetUrlQueryQueryVariables>;