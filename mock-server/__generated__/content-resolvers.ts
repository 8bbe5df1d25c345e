/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ContentContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Rich-text documents of the CMS (see RichText.json). */
  JSON: { input: unknown; output: unknown; }
};

/** Collapsible sections; FAQ lists. */
export type Accordion = Entry & {
  __typename?: 'Accordion';
  /** Section open at first, counted from 1; null: all closed. */
  defaultIndex?: Maybe<Scalars['Int']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** The sections, in order. */
  itemsCollection: AccordionItemsCollection;
  /** System fields: id and publication. */
  sys: Sys;
};


/** Collapsible sections; FAQ lists. */
export type AccordionItemsCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** One section of an accordion. */
export type AccordionItem = Entry & {
  __typename?: 'AccordionItem';
  /** Body of the section. */
  richtext?: Maybe<RichText>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Heading of the section (the toggle). */
  title?: Maybe<Scalars['String']['output']>;
};

/** A page of the collection (total counts every match). */
export type AccordionItemsCollection = {
  __typename?: 'AccordionItemsCollection';
  /** The entries of this page of the collection. */
  items: Array<AccordionItem>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** Triggers a shop function. Not rendered without label or with another type. */
export type ActionButton = Entry & {
  __typename?: 'ActionButton';
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Button text. */
  label?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** 'CHAT' (opens the live chat), 'OPTOUT' (tracking opt-out) or 'PRINT' (prints the page). */
  type?: Maybe<Scalars['String']['output']>;
};

/** Jumps to an anchor of the page. Not rendered without label or anchor. */
export type AnchorLink = Entry & {
  __typename?: 'AnchorLink';
  /** Element id without '#', e.g. 'gots-und-ocs'. */
  anchor?: Maybe<Scalars['String']['output']>;
  /** Link text. */
  label?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A file in the CMS's media library. Images are served by the mock itself under /images/content/. */
export type Asset = {
  __typename?: 'Asset';
  /** MIME type, e.g. 'image/webp' or 'video/webm'. */
  contentType?: Maybe<Scalars['String']['output']>;
  /** Alternative text of an image. */
  description?: Maybe<Scalars['String']['output']>;
  /** Name of the original file. */
  fileName?: Maybe<Scalars['String']['output']>;
  /** Height of the original image in pixels. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Size of the original file in bytes. */
  size?: Maybe<Scalars['Int']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Title of the file in the media library. */
  title?: Maybe<Scalars['String']['output']>;
  /** URL of the file; images take the image service's query parameters (?w=, ?h=, ?q=, ?fm=). */
  url?: Maybe<Scalars['String']['output']>;
  /** Width of the original image in pixels. */
  width?: Maybe<Scalars['Int']['output']>;
};


/** A file in the CMS's media library. Images are served by the mock itself under /images/content/. */
export type AssetUrlArgs = {
  transform?: InputMaybe<ImageTransformOptions>;
};

/** A page of assets. */
export type AssetCollection = {
  __typename?: 'AssetCollection';
  /** The entries of this page of the collection. */
  items: Array<Asset>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** One image in the media ratios of the shop; the front end picks the ratio per breakpoint. */
export type AssetSet = Entry & {
  __typename?: 'AssetSet';
  /** Alternative text for every variant. */
  alt?: Maybe<Scalars['String']['output']>;
  /** Used where no ratio variant fits. */
  defaultImage?: Maybe<Asset>;
  /** Media-CDN variant of defaultImage. */
  defaultImageCloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Variant in 1:1. */
  ratio1To1?: Maybe<Asset>;
  /** Media-CDN variant of ratio1To1. */
  ratio1To1Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Variant in 2:1. */
  ratio2To1?: Maybe<Asset>;
  /** Media-CDN variant of ratio2To1. */
  ratio2To1Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Variant in 3:1. */
  ratio3To1?: Maybe<Asset>;
  /** Media-CDN variant of ratio3To1. */
  ratio3To1Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Variant in 3:4. */
  ratio3To4?: Maybe<Asset>;
  /** Media-CDN variant of ratio3To4. */
  ratio3To4Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Variant in 4:3. */
  ratio4To3?: Maybe<Asset>;
  /** Media-CDN variant of ratio4To3. */
  ratio4To3Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Variant in 7:1 (slim banners). */
  ratio7To1?: Maybe<Asset>;
  /** Media-CDN variant of ratio7To1. */
  ratio7To1Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** System fields: id and publication. */
  sys: Sys;
};

/**
 * A slim notice strip across the content (e.g. delivery or service notices). Its content model is
 * the shop's own design: icon, headline, short text, optional link, colour.
 */
export type Banner = Entry & {
  __typename?: 'Banner';
  /** Bold first line. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Icon name, served as /icons/{icon}.svg. */
  icon?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Colour token of the strip, e.g. 'beige', 'dark', 'sale'. */
  layoutColor?: Maybe<Scalars['String']['output']>;
  /** Optional link of the strip. */
  link?: Maybe<Link>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Short text after the headline. */
  text?: Maybe<Scalars['String']['output']>;
};

/**
 * A framed teaser box (the shop's own design): headline, rich-text content, optional image and
 * link, background colour.
 */
export type Box = Entry & {
  __typename?: 'Box';
  /** Body of the box. */
  content?: Maybe<RichText>;
  /** Heading of the box. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Optional image above the text. */
  image?: Maybe<Asset>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Background colour. */
  layoutColorPicker?: Maybe<LayoutColorPicker>;
  /** Optional link under the text. */
  link?: Maybe<Link>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A link styled as a button. Not rendered without link target or label. */
export type Button = Entry & {
  __typename?: 'Button';
  /** 'Primary' or 'Secondary'. */
  color?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Target and label of the button. */
  link?: Maybe<Link>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Name sent with the click to analytics. */
  trackingName?: Maybe<Scalars['String']['output']>;
};

/** Shows a promotion in one of the card display types. */
export type Card = Entry & {
  __typename?: 'Card';
  /** DEFAULT, CALL_TO_ACTION, COMPACT, INSPIRATION, ASSET_ONLY, BOX, PLAIN or CUSTOM. */
  displayType?: Maybe<Scalars['String']['output']>;
  /** Ratio the image is cropped to: '4:3', '3:4', '1:1' or '2:1'. */
  imageAspectRatio?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** The promotion shown; a card without one is not rendered. */
  promotion?: Maybe<PromotionCard>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page of the collection (total counts every match). */
export type CardCollection = {
  __typename?: 'CardCollection';
  /** The entries of this page of the collection. */
  items: Array<Card>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** The CMS's view of a shop category: its title and images. */
export type Category = Entry & {
  __typename?: 'Category';
  /** An editor's image set for the category. */
  assetSet?: Maybe<AssetSet>;
  /** Category id and path, and the product whose image stands for it. */
  categoryImageLink?: Maybe<CategoryImageLink>;
  /** An editor's image for the category. */
  image?: Maybe<Asset>;
  /** An editor's media-CDN image for the category. */
  imageCloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Category name as shown on tiles. */
  title?: Maybe<Scalars['String']['output']>;
};

/** Links a shop category to the product whose image stands for it (the 'automated' link). */
export type CategoryImageLink = Entry & {
  __typename?: 'CategoryImageLink';
  /** Shop category id. */
  categoryId?: Maybe<Scalars['String']['output']>;
  /** Shop category path, e.g. '/damen-mode/kleider'. */
  categoryPath?: Maybe<Scalars['String']['output']>;
  /** An editor's image instead of the product's. */
  image?: Maybe<Asset>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Product whose first image is used; appended to promotion links as the automated product. */
  productId?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page of the collection (total counts every match). */
export type CategoryImageLinkCollection = {
  __typename?: 'CategoryImageLinkCollection';
  /** The entries of this page of the collection. */
  items: Array<CategoryImageLink>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** All given conditions must hold. */
export type CategoryImageLinkFilter = {
  /** Exactly this shop category id. */
  categoryId?: InputMaybe<Scalars['String']['input']>;
  /** Exactly this shop category path. */
  categoryPath?: InputMaybe<Scalars['String']['input']>;
  /** Conditions on the entry id. */
  sys?: InputMaybe<SysFilter>;
};

/** A tile leading to a shop category. */
export type CategoryTile = Entry & {
  __typename?: 'CategoryTile';
  /** The tile's own image; else the category's. */
  asset?: Maybe<AssetSet>;
  /** The category the tile leads to. */
  category?: Maybe<Category>;
  /** Optional badge over the image. */
  eyecatcher?: Maybe<Eyecatcher>;
  /** Tile heading; the category title when empty. */
  headline?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Short text under the heading. */
  text?: Maybe<Scalars['String']['output']>;
};

/** A list with check marks. Not rendered without title or list. */
export type Checklist = Entry & {
  __typename?: 'Checklist';
  /** System fields: id and publication. */
  sys: Sys;
  /** The checked points. */
  textList?: Maybe<Array<Scalars['String']['output']>>;
  /** Heading of the list. */
  title?: Maybe<Scalars['String']['output']>;
};

/**
 * An image or video in the media CDN (as the CMS's media-library app stores it, hence snake_case).
 * Transformations go before the file name, in the CDN's path syntax:
 * /images/content/w_400,c_fill,g_face,f_webp,q_auto/{public id}.webp
 */
export type CloudinaryAsset = {
  __typename?: 'CloudinaryAsset';
  /** Alternative text the editor gave the media item. */
  alt?: Maybe<Scalars['String']['output']>;
  /** File format, e.g. 'webp' or 'webm'. */
  format?: Maybe<Scalars['String']['output']>;
  /** Height of the original in pixels. */
  height?: Maybe<Scalars['Int']['output']>;
  /** The media CDN's id of the file. */
  public_id: Scalars['String']['output'];
  /** 'image' or 'video'. */
  resource_type?: Maybe<Scalars['String']['output']>;
  /** HTTPS URL of the original. */
  secure_url: Scalars['String']['output'];
  /** Width of the original in pixels. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A contact option with icon, text and button. */
export type ContactBox = Entry & {
  __typename?: 'ContactBox';
  /** Optional button under the text. */
  button?: Maybe<Button>;
  /** Text of the box. */
  content?: Maybe<RichText>;
  /** Icon name, served as /icons/{icon}.svg. */
  icon?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Heading of the box. */
  title?: Maybe<Scalars['String']['output']>;
};

/** Every content item a page (or a layout column) may hold. */
export type ContentItem = Accordion | ActionButton | AnchorLink | AssetSet | Banner | Box | Button | Card | CategoryTile | Checklist | ContactBox | ContentItemAsset | CookieList | Coupon | DosDonts | ExternalLink | Eyecatcher | IFrame | InspirationItem | InternalLink | Layout | LegalHint | LinkBox | Modal | OutfitItem | Panel | PhoneBox | PromotionCard | PromotionCarousel | Recommendation | RecommendationGkAir | Richtext | SeoAdvice | TableOfContents | Text | Tip | Video;

/**
 * An image as a content item, or inline in rich text (then type is 'Inline Asset'). Not rendered
 * without url, width or height.
 */
export type ContentItemAsset = Entry & {
  __typename?: 'ContentItemAsset';
  /** 'INLINE', 'LEFT' or 'RIGHT'. */
  alignment?: Maybe<Scalars['String']['output']>;
  /** Image of the media library. */
  image?: Maybe<Asset>;
  /** Media-CDN image; takes precedence over image. */
  imageCloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** 'Inline Asset' for images floated in text, else null. */
  type?: Maybe<Scalars['String']['output']>;
};

/** A cookie or similar storage the shop sets. */
export type Cookie = Entry & {
  __typename?: 'Cookie';
  /** How long it is kept, as text ('60 Tage', 'Sitzung'). */
  duration?: Maybe<Scalars['String']['output']>;
  /** Name of the cookie or storage key. */
  name?: Maybe<Scalars['String']['output']>;
  /** Who sets it. */
  provider?: Maybe<Scalars['String']['output']>;
  /** What it is for. */
  purpose?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page of the collection (total counts every match). */
export type CookieCollection = {
  __typename?: 'CookieCollection';
  /** The entries of this page of the collection. */
  items: Array<Cookie>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/**
 * The cookies of one consent category, as a table on the data-protection page (the shop's own
 * design).
 */
export type CookieList = Entry & {
  __typename?: 'CookieList';
  /** Consent category: C0001 necessary, C0002 performance, C0003 functional, C0004 targeting, C0005 social media. */
  consentCategory?: Maybe<Scalars['String']['output']>;
  /** The cookies of the category. */
  cookiesCollection: CookieCollection;
  /** Heading over the table. */
  headline?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};


/**
 * The cookies of one consent category, as a table on the data-protection page (the shop's own
 * design).
 */
export type CookieListCookiesCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** A coupon box with copyable codes. Not rendered without code. */
export type Coupon = Entry & {
  __typename?: 'Coupon';
  /** The code to copy. */
  code?: Maybe<Scalars['String']['output']>;
  /** Optional second code, e.g. for the app. */
  code2?: Maybe<Scalars['String']['output']>;
  /** Optional picture of the box. */
  couponImage?: Maybe<AssetSet>;
  /** What the coupon gives. */
  couponText?: Maybe<Scalars['String']['output']>;
  /** Hides the info button next to the codes. */
  hideInfoButton?: Maybe<Scalars['Boolean']['output']>;
  /** Small print under the codes (a text; not PromotionCard.hint). */
  hint?: Maybe<Scalars['String']['output']>;
  /** Colour token of the box, e.g. 'beige', 'red', 'green'. */
  layoutColor?: Maybe<Scalars['String']['output']>;
  /** Shows the code as a QR code (300 px). */
  showQrCode?: Maybe<Scalars['Boolean']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Heading of the coupon box. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A page of the collection (total counts every match). */
export type CouponCollection = {
  __typename?: 'CouponCollection';
  /** The entries of this page of the collection. */
  items: Array<Coupon>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** All given conditions must hold. */
export type CouponFilter = {
  /** Matches code or code2. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Conditions on the entry id. */
  sys?: InputMaybe<SysFilter>;
};

/** Do's and don'ts side by side. Not rendered when a part is missing. */
export type DosDonts = Entry & {
  __typename?: 'DosDonts';
  /** System fields: id and publication. */
  sys: Sys;
  /** The don'ts. */
  textListDonts?: Maybe<Array<Scalars['String']['output']>>;
  /** The do's. */
  textListDos?: Maybe<Array<Scalars['String']['output']>>;
  /** Heading of the don'ts. */
  titleDonts?: Maybe<Scalars['String']['output']>;
  /** Heading of the do's. */
  titleDos?: Maybe<Scalars['String']['output']>;
};

/** Anything that is an entry of the CMS (everything but assets). */
export type Entry = {
  /** System fields: id and publication. */
  sys: Sys;
};

/** A link to a URL (or a shop path). Not rendered without externalTarget. */
export type ExternalLink = Entry & {
  __typename?: 'ExternalLink';
  /** http(s), mailto: or tel: URL, or a path of the shop such as '/damen-mode/kleider'. */
  externalTarget?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Link text. */
  label?: Maybe<Scalars['String']['output']>;
  /** Opens in a new window (announced to screen readers). */
  openInNewTab?: Maybe<Scalars['Boolean']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A badge over a tile or image. */
export type Eyecatcher = Entry & {
  __typename?: 'Eyecatcher';
  /** DEFAULT, TRANSPARENT_DARK or TRANSPARENT_LIGHT. */
  eyecatcherDesign?: Maybe<Scalars['String']['output']>;
  /** For TEXT. */
  eyecatcherRichText?: Maybe<RichText>;
  /** NONE, TEXT or PRICE_BY_PRODUCTID. */
  eyecatcherType?: Maybe<Scalars['String']['output']>;
  /** For PRICE_BY_PRODUCTID: the product whose price is shown. */
  productId?: Maybe<Scalars['String']['output']>;
  /** small, medium or large. */
  size?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** An output of a recommendation request. */
export type GkAirOutputConfig = Entry & {
  __typename?: 'GkAirOutputConfig';
  /** Product image type the output wants. */
  imageType?: Maybe<Scalars['String']['output']>;
  /** Output to request. */
  outputId?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page of the collection (total counts every match). */
export type GkAirOutputConfigCollection = {
  __typename?: 'GkAirOutputConfigCollection';
  /** The entries of this page of the collection. */
  items: Array<GkAirOutputConfig>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** A name/value parameter of a recommendation request. */
export type GkAirParameter = Entry & {
  __typename?: 'GkAirParameter';
  /** Parameter name, e.g. pid, cid, outfitId. */
  name?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Parameter value. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A page of the collection (total counts every match). */
export type GkAirParameterCollection = {
  __typename?: 'GkAirParameterCollection';
  /** The entries of this page of the collection. */
  items: Array<GkAirParameter>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** The recommendation service's request: service, parameters and outputs (GkAirInput). */
export type GkAirService = Entry & {
  __typename?: 'GkAirService';
  /** Outputs to request. */
  outputConfigCollection: GkAirOutputConfigCollection;
  /** Parameters of the request; each needs a name. */
  parametersCollection: GkAirParameterCollection;
  /** Service (page context) to ask, e.g. homepage, inspirationPage, outfitPage. */
  serviceId?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};


/** The recommendation service's request: service, parameters and outputs (GkAirInput). */
export type GkAirServiceOutputConfigCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


/** The recommendation service's request: service, parameters and outputs (GkAirInput). */
export type GkAirServiceParametersCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** An embedded page (min. 400 px high, max. 1200 px wide). Not rendered without url or title. */
export type IFrame = Entry & {
  __typename?: 'IFrame';
  /** System fields: id and publication. */
  sys: Sys;
  /** Accessible title of the frame. */
  title?: Maybe<Scalars['String']['output']>;
  /** Name of the one-time 'iFrameView' event. */
  trackingName?: Maybe<Scalars['String']['output']>;
  /** Address of the embedded page (https). */
  url?: Maybe<Scalars['String']['output']>;
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
  format?: InputMaybe<ImageFormat>;
  /** Height in pixels (?h=); with a width the image is cropped to that ratio. */
  height?: InputMaybe<Scalars['Int']['input']>;
  /** Quality 1 to 100 (?q=). */
  quality?: InputMaybe<Scalars['Int']['input']>;
  /** Width in pixels, 16 to 2400 (?w=). */
  width?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An inspiration block: headline, text, two or three images (or a list of images) and a
 * recommendation carousel.
 */
export type InspirationItem = Entry & {
  __typename?: 'InspirationItem';
  /** Heading of the block. */
  headline?: Maybe<Scalars['String']['output']>;
  /** First image (3:4). */
  image1Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Second image (3:4). */
  image2Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Third image (3:4), optional. */
  image3Cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** Used when the image*Cloudinary fields are empty. */
  imagesCollection: AssetCollection;
  /** Background colour of the block. */
  layoutColorPicker?: Maybe<LayoutColorPicker>;
  /** Link under the text, with its label. */
  link?: Maybe<Link>;
  /** Products for the carousel (sale badges only, no wishlist button). */
  recommendationGkAir?: Maybe<RecommendationGkAir>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Text of the block. */
  text?: Maybe<Scalars['String']['output']>;
};


/**
 * An inspiration block: headline, text, two or three images (or a list of images) and a
 * recommendation carousel.
 */
export type InspirationItemImagesCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** A link to a content, inspiration or outfit page. */
export type InternalLink = Entry & {
  __typename?: 'InternalLink';
  /** Null when the page is not visible (e.g. not yet published): then the link is not rendered. */
  internalTarget?: Maybe<Page>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Link text. */
  label?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/**
 * Columns of content items: 1, 2 (ratio 25/75, 75/25 or equal), 3, 4 or 6 columns. Other counts and
 * empty layouts are not rendered.
 */
export type Layout = Entry & {
  __typename?: 'Layout';
  /** The columns, left to right. */
  columnsCollection: LayoutColumnCollection;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** 'default (100%)' or '65%'. */
  maxPageWidth?: Maybe<Scalars['String']['output']>;
  /** '25/75' or '75/25' for two columns; null: equal widths. */
  ratio?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** top, center or bottom (else top). */
  verticalAlignment?: Maybe<Scalars['String']['output']>;
};


/**
 * Columns of content items: 1, 2 (ratio 25/75, 75/25 or equal), 3, 4 or 6 columns. Other counts and
 * empty layouts are not rendered.
 */
export type LayoutColumnsCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** A named colour of the shop's palette. */
export type LayoutColorPicker = Entry & {
  __typename?: 'LayoutColorPicker';
  /** Palette name, e.g. 'Beige', 'Salbei', 'Nachtblau'. */
  name?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** CSS colour value. */
  value?: Maybe<Scalars['String']['output']>;
};

/** One column of a layout. */
export type LayoutColumn = Entry & {
  __typename?: 'LayoutColumn';
  /** The item in the column. */
  content?: Maybe<ContentItem>;
  /** left, center or right (else left). */
  horizontalAlignment?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page of the collection (total counts every match). */
export type LayoutColumnCollection = {
  __typename?: 'LayoutColumnCollection';
  /** The entries of this page of the collection. */
  items: Array<LayoutColumn>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/**
 * The asterisk text of a promotion. Its text is the modal with the same id (modalCollection where
 * id = LegalHint.id); a coupon may belong to it.
 */
export type LegalHint = Entry & {
  __typename?: 'LegalHint';
  /** The coupon the conditions belong to, if any. */
  coupon?: Maybe<Coupon>;
  /** Key of the legal hint and of its modal. */
  id?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page of the collection (total counts every match). */
export type LegalHintCollection = {
  __typename?: 'LegalHintCollection';
  /** The entries of this page of the collection. */
  items: Array<LegalHint>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** All given conditions must hold. */
export type LegalHintFilter = {
  /** Exactly this key. */
  id?: InputMaybe<Scalars['String']['input']>;
  /** One of these keys. */
  id_in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Conditions on the entry id. */
  sys?: InputMaybe<SysFilter>;
};

/** A link with a label: to a page of the shop's content (InternalLink) or to a URL (ExternalLink). */
export type Link = ExternalLink | InternalLink;

/**
 * Groups of links. linkBox is a JSON object
 * { linkboxEntries: [{ label: String, children: [{ name: String, destination: String }] }] };
 * a box whose JSON does not match is not rendered.
 */
export type LinkBox = Entry & {
  __typename?: 'LinkBox';
  /** Heading over the groups. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** The groups of links (see the type). */
  linkBox?: Maybe<Scalars['JSON']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/**
 * Text in a modal. On a page it is opened from linkText (not rendered without it); modals of the
 * shop frame are read by id.
 */
export type Modal = Entry & {
  __typename?: 'Modal';
  /** A coupon shown in the modal. */
  coupon?: Maybe<Coupon>;
  /** Heading of the modal. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Key: 'shippingCost', 'orderInformation', 'disposalNote' or a legal hint's id. */
  id?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Text of the link that opens the modal. */
  linkText?: Maybe<Scalars['String']['output']>;
  /** Optional primary button under the text. */
  primaryButtonLink?: Maybe<Link>;
  /** Text of the modal; embeds coupons, links and inline assets. */
  richtext?: Maybe<RichText>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page of the collection (total counts every match). */
export type ModalCollection = {
  __typename?: 'ModalCollection';
  /** The entries of this page of the collection. */
  items: Array<Modal>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** All given conditions must hold. */
export type ModalFilter = {
  /** Exactly this key, e.g. 'shippingCost'. */
  id?: InputMaybe<Scalars['String']['input']>;
  /** One of these keys. */
  id_in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Conditions on the entry id. */
  sys?: InputMaybe<SysFilter>;
};

/** An outfit: image and the outfit's products from the recommendation service. */
export type OutfitItem = Entry & {
  __typename?: 'OutfitItem';
  /** What the outfit combines. */
  description?: Maybe<Scalars['String']['output']>;
  /** Heading of the outfit. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Picture of the outfit (3:4). */
  image?: Maybe<Asset>;
  /** Media-CDN image; takes precedence over image. */
  imageCloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** The outfit's products, shown under the recommendation's title. */
  recommendationGkAir?: Maybe<RecommendationGkAir>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A page assembled from content items. */
export type Page = Entry & {
  __typename?: 'Page';
  /** The page's content items, in order. */
  contentCollection: PageContentCollection;
  /** Main heading (h1) of the page. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Short lead text shown under the headline. */
  intro?: Maybe<Scalars['String']['output']>;
  /** Which route serves the page. */
  pageType: PageType;
  /** Robots directive ('noindex, follow' …), overriding the shop's when set. */
  robots?: Maybe<Scalars['String']['output']>;
  /** Meta description. */
  seoDescription?: Maybe<Scalars['String']['output']>;
  /** Document title; falls back to title. */
  seoTitle?: Maybe<Scalars['String']['output']>;
  /** Path segment after the route prefix; the homepage's is 'homepage'. */
  slug: Scalars['String']['output'];
  /** System fields: id and publication. */
  sys: Sys;
  /** Name of the page in navigation and breadcrumbs. */
  title?: Maybe<Scalars['String']['output']>;
};


/** A page assembled from content items. */
export type PageContentCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the collection (total counts every match). */
export type PageCollection = {
  __typename?: 'PageCollection';
  /** The entries of this page of the collection. */
  items: Array<Page>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before limit and skip. */
  total: Scalars['Int']['output'];
};

/** A page of the collection (total counts every match). */
export type PageContentCollection = {
  __typename?: 'PageContentCollection';
  /** The entries of this page of the collection. */
  items: Array<ContentItem>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** All given conditions must hold. */
export type PageFilter = {
  /** Exactly this page type. */
  pageType?: InputMaybe<PageType>;
  /** One of these page types. */
  pageType_in?: InputMaybe<Array<PageType>>;
  /** Exactly this slug. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** One of these slugs. */
  slug_in?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Conditions on the entry id. */
  sys?: InputMaybe<SysFilter>;
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

/** Rich text on a coloured panel. Not rendered without content. */
export type Panel = Entry & {
  __typename?: 'Panel';
  /** Text on the panel. */
  content?: Maybe<RichText>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** The service phone number. Not rendered when title, number or disclaimer is missing. */
export type PhoneBox = Entry & {
  __typename?: 'PhoneBox';
  /** Costs and hours. */
  disclaimer?: Maybe<Scalars['String']['output']>;
  /** Icon before the disclaimer. */
  disclaimerIcon?: Maybe<Scalars['String']['output']>;
  /** Icon name, served as /icons/{icon}.svg. */
  icon?: Maybe<Scalars['String']['output']>;
  /** 'inline' or 'block'. */
  inline?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Phone number as shown; the tel: link strips spaces. */
  number?: Maybe<Scalars['String']['output']>;
  /** Line under the heading. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Heading of the box. */
  title?: Maybe<Scalars['String']['output']>;
  /** 'true' marks the box of the off-canvas menu (a text field in the CMS). */
  useInOffCanvasNavigation?: Maybe<Scalars['String']['output']>;
};

/** A page of the collection (total counts every match). */
export type PhoneBoxCollection = {
  __typename?: 'PhoneBoxCollection';
  /** The entries of this page of the collection. */
  items: Array<PhoneBox>;
  /** Most items returned. */
  limit: Scalars['Int']['output'];
  /** Items skipped. */
  skip: Scalars['Int']['output'];
  /** Matches before skip and limit. */
  total: Scalars['Int']['output'];
};

/** All given conditions must hold. */
export type PhoneBoxFilter = {
  /** Conditions on the entry id. */
  sys?: InputMaybe<SysFilter>;
  /** Exactly this value. */
  useInOffCanvasNavigation?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive substring match, e.g. 'true'. */
  useInOffCanvasNavigation_contains?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A promotion. Its link is resolved by priority 'link', then 'automated': the link with the pinned
 * product ids (?pin=), else with the categoryImageLink's product, else the plain link.
 */
export type PromotionCard = Entry & {
  __typename?: 'PromotionCard';
  /** Promotion id, appended to clicks as promotionId={_id}. */
  _id?: Maybe<Scalars['String']['output']>;
  /** Button text of the CALL_TO_ACTION display type. */
  callToAction?: Maybe<Scalars['String']['output']>;
  /** Source of the 'automated' link and image. */
  categoryImageLink?: Maybe<CategoryImageLink>;
  /** The badge, unless eyecatcherType is NONE. */
  eyecatcher?: Maybe<Eyecatcher>;
  /** NONE, TEXT or PRICE_BY_PRODUCTID; NONE hides the eyecatcher. */
  eyecatcherType?: Maybe<Scalars['String']['output']>;
  /** The legal hint (asterisk text); not Coupon.hint. */
  hint?: Maybe<LegalHint>;
  /** Image of the card; Card.imageAspectRatio crops it. */
  image?: Maybe<Asset>;
  /** Background colour of the card. */
  layoutColorPicker?: Maybe<LayoutColorPicker>;
  /** The promotion's own link ('link' priority). */
  link?: Maybe<Link>;
  /** Products pinned at the top of the target listing (?pin=). */
  pinnedProductIDs?: Maybe<Array<Scalars['String']['output']>>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Text of the card. */
  text?: Maybe<Scalars['String']['output']>;
  /** Heading of the card. */
  title?: Maybe<Scalars['String']['output']>;
};

/** Promotion cards in a carousel (2.5 / 3.5 / 4.5 / 6 slides per view). */
export type PromotionCarousel = Entry & {
  __typename?: 'PromotionCarousel';
  /** The cards, in order. */
  cardsCollection: CardCollection;
  /** Heading over the carousel. */
  headline?: Maybe<Scalars['String']['output']>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};


/** Promotion cards in a carousel (2.5 / 3.5 / 4.5 / 6 slides per view). */
export type PromotionCarouselCardsCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Content API of the shop, shaped like a headless CMS's GraphQL delivery API: one `…Collection`
 * root field per content type, filtered with `where`, paged with `limit`/`skip`, read in a `locale`,
 * and in `preview` mode (drafts included; needs the preview token instead of the delivery token).
 *
 * Locales: content is written in de-DE; de-AT and de-CH read it as German (de-CH without ß), fr-CH,
 * nl-NL, cs-CZ, sv-SE and sk-SK in their languages. Any other locale has no content in this space and
 * gets empty collections.
 *
 * Entries link to each other. A link to an entry that is not visible in the requested mode (a draft
 * outside preview) resolves to null, and such entries are left out of lists.
 *
 * Field names follow the CMS's content model. Two of them share a name across content items with
 * different types (`Coupon.hint` is a text, `PromotionCard.hint` a legal hint); select one of the
 * two under an alias when both sit in one selection.
 */
export type Query = {
  __typename?: 'Query';
  /** Category image links: which product's image stands for a shop category (the 'automated' promotion link). */
  categoryImageLinkCollection: CategoryImageLinkCollection;
  /** Coupons, by entry id or by code. */
  couponCollection: CouponCollection;
  /** Legal hints (the asterisk texts of promotions), by id. */
  legalHintCollection: LegalHintCollection;
  /**
   * Modals by key, read as the first item: 'shippingCost' (shipping costs), 'orderInformation'
   * (order information), 'disposalNote' (disposal of old electrical appliances, product page) and
   * the ids of legal hints (terms of promotions and coupons).
   */
  modalCollection: ModalCollection;
  /** Pages: the homepage, content pages (/content/{slug}), inspiration and outfit pages. */
  pageCollection: PageCollection;
  /** Phone boxes. The off-canvas menu reads the first one whose useInOffCanvasNavigation contains 'true'. */
  phoneBoxCollection: PhoneBoxCollection;
};


/**
 * Content API of the shop, shaped like a headless CMS's GraphQL delivery API: one `…Collection`
 * root field per content type, filtered with `where`, paged with `limit`/`skip`, read in a `locale`,
 * and in `preview` mode (drafts included; needs the preview token instead of the delivery token).
 *
 * Locales: content is written in de-DE; de-AT and de-CH read it as German (de-CH without ß), fr-CH,
 * nl-NL, cs-CZ, sv-SE and sk-SK in their languages. Any other locale has no content in this space and
 * gets empty collections.
 *
 * Entries link to each other. A link to an entry that is not visible in the requested mode (a draft
 * outside preview) resolves to null, and such entries are left out of lists.
 *
 * Field names follow the CMS's content model. Two of them share a name across content items with
 * different types (`Coupon.hint` is a text, `PromotionCard.hint` a legal hint); select one of the
 * two under an alias when both sit in one selection.
 */
export type QueryCategoryImageLinkCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CategoryImageLinkFilter>;
};


/**
 * Content API of the shop, shaped like a headless CMS's GraphQL delivery API: one `…Collection`
 * root field per content type, filtered with `where`, paged with `limit`/`skip`, read in a `locale`,
 * and in `preview` mode (drafts included; needs the preview token instead of the delivery token).
 *
 * Locales: content is written in de-DE; de-AT and de-CH read it as German (de-CH without ß), fr-CH,
 * nl-NL, cs-CZ, sv-SE and sk-SK in their languages. Any other locale has no content in this space and
 * gets empty collections.
 *
 * Entries link to each other. A link to an entry that is not visible in the requested mode (a draft
 * outside preview) resolves to null, and such entries are left out of lists.
 *
 * Field names follow the CMS's content model. Two of them share a name across content items with
 * different types (`Coupon.hint` is a text, `PromotionCard.hint` a legal hint); select one of the
 * two under an alias when both sit in one selection.
 */
export type QueryCouponCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<CouponFilter>;
};


/**
 * Content API of the shop, shaped like a headless CMS's GraphQL delivery API: one `…Collection`
 * root field per content type, filtered with `where`, paged with `limit`/`skip`, read in a `locale`,
 * and in `preview` mode (drafts included; needs the preview token instead of the delivery token).
 *
 * Locales: content is written in de-DE; de-AT and de-CH read it as German (de-CH without ß), fr-CH,
 * nl-NL, cs-CZ, sv-SE and sk-SK in their languages. Any other locale has no content in this space and
 * gets empty collections.
 *
 * Entries link to each other. A link to an entry that is not visible in the requested mode (a draft
 * outside preview) resolves to null, and such entries are left out of lists.
 *
 * Field names follow the CMS's content model. Two of them share a name across content items with
 * different types (`Coupon.hint` is a text, `PromotionCard.hint` a legal hint); select one of the
 * two under an alias when both sit in one selection.
 */
export type QueryLegalHintCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<LegalHintFilter>;
};


/**
 * Content API of the shop, shaped like a headless CMS's GraphQL delivery API: one `…Collection`
 * root field per content type, filtered with `where`, paged with `limit`/`skip`, read in a `locale`,
 * and in `preview` mode (drafts included; needs the preview token instead of the delivery token).
 *
 * Locales: content is written in de-DE; de-AT and de-CH read it as German (de-CH without ß), fr-CH,
 * nl-NL, cs-CZ, sv-SE and sk-SK in their languages. Any other locale has no content in this space and
 * gets empty collections.
 *
 * Entries link to each other. A link to an entry that is not visible in the requested mode (a draft
 * outside preview) resolves to null, and such entries are left out of lists.
 *
 * Field names follow the CMS's content model. Two of them share a name across content items with
 * different types (`Coupon.hint` is a text, `PromotionCard.hint` a legal hint); select one of the
 * two under an alias when both sit in one selection.
 */
export type QueryModalCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ModalFilter>;
};


/**
 * Content API of the shop, shaped like a headless CMS's GraphQL delivery API: one `…Collection`
 * root field per content type, filtered with `where`, paged with `limit`/`skip`, read in a `locale`,
 * and in `preview` mode (drafts included; needs the preview token instead of the delivery token).
 *
 * Locales: content is written in de-DE; de-AT and de-CH read it as German (de-CH without ß), fr-CH,
 * nl-NL, cs-CZ, sv-SE and sk-SK in their languages. Any other locale has no content in this space and
 * gets empty collections.
 *
 * Entries link to each other. A link to an entry that is not visible in the requested mode (a draft
 * outside preview) resolves to null, and such entries are left out of lists.
 *
 * Field names follow the CMS's content model. Two of them share a name across content items with
 * different types (`Coupon.hint` is a text, `PromotionCard.hint` a legal hint); select one of the
 * two under an alias when both sit in one selection.
 */
export type QueryPageCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PageFilter>;
};


/**
 * Content API of the shop, shaped like a headless CMS's GraphQL delivery API: one `…Collection`
 * root field per content type, filtered with `where`, paged with `limit`/`skip`, read in a `locale`,
 * and in `preview` mode (drafts included; needs the preview token instead of the delivery token).
 *
 * Locales: content is written in de-DE; de-AT and de-CH read it as German (de-CH without ß), fr-CH,
 * nl-NL, cs-CZ, sv-SE and sk-SK in their languages. Any other locale has no content in this space and
 * gets empty collections.
 *
 * Entries link to each other. A link to an entry that is not visible in the requested mode (a draft
 * outside preview) resolves to null, and such entries are left out of lists.
 *
 * Field names follow the CMS's content model. Two of them share a name across content items with
 * different types (`Coupon.hint` is a text, `PromotionCard.hint` a legal hint); select one of the
 * two under an alias when both sit in one selection.
 */
export type QueryPhoneBoxCollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<PhoneBoxFilter>;
};

/**
 * A recommendation slider or assortment cards. Not rendered without recommendationType; a 'GK Air'
 * one needs outputId, serviceId and a name on every parameter; a 'Wishlist' one shows with at least
 * 3 wishlist products.
 */
export type Recommendation = Entry & {
  __typename?: 'Recommendation';
  /** 'Reco Slider' or 'Assortment Cards'. */
  displayType?: Maybe<Scalars['String']['output']>;
  /** The service request, for 'GK Air'. */
  gkAirService?: Maybe<GkAirService>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Output of the service to show. */
  outputId?: Maybe<Scalars['String']['output']>;
  /** 'GK Air' (the recommendation service) or 'Wishlist'. */
  recommendationType?: Maybe<Scalars['String']['output']>;
  /** Whether the first products may be rendered on the server. */
  ssr?: Maybe<Scalars['Boolean']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A recommendation-service request embedded in inspiration and outfit items. */
export type RecommendationGkAir = Entry & {
  __typename?: 'RecommendationGkAir';
  /** The service request. */
  gkAirService?: Maybe<GkAirService>;
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Output of the service to show. */
  outputId?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/**
 * A rich-text field. `json` is the CMS's document tree: nodeType 'document' with block nodes
 * ('paragraph', 'heading-1' … 'heading-6', 'unordered-list', 'ordered-list', 'list-item',
 * 'blockquote', 'hr', 'table', 'table-row', 'table-header-cell', 'table-cell',
 * 'embedded-entry-block', 'embedded-asset-block') and inline nodes ('text' with `value` and
 * `marks` of type 'bold'/'italic', 'hyperlink' with data.uri, 'entry-hyperlink',
 * 'embedded-entry-inline'). Embedded nodes name their target in data.target.sys.id; the targets
 * are in `links`. Render from the tree, never as HTML.
 */
export type RichText = {
  __typename?: 'RichText';
  /** The document tree (nodeType 'document'). */
  json: Scalars['JSON']['output'];
  /** Entries and assets the document embeds or links, each listed once. */
  links: RichTextLinks;
};

/** Assets a rich-text document links, by kind of node. */
export type RichTextAssets = {
  __typename?: 'RichTextAssets';
  /** Targets of 'embedded-asset-block' nodes. */
  block: Array<Asset>;
};

/** Entries a rich-text document links, by kind of node. */
export type RichTextEntries = {
  __typename?: 'RichTextEntries';
  /** Targets of 'embedded-entry-block' nodes. */
  block: Array<Entry>;
  /** Targets of 'entry-hyperlink' nodes. */
  hyperlink: Array<Entry>;
  /** Targets of 'embedded-entry-inline' nodes (e.g. inline assets, coupons, links). */
  inline: Array<Entry>;
};

/** What a rich-text document links. */
export type RichTextLinks = {
  __typename?: 'RichTextLinks';
  /** Linked assets, by kind of node. */
  assets: RichTextAssets;
  /** Linked entries, by kind of node. */
  entries: RichTextEntries;
};

/** Rich text as a content item. Not rendered without richtext. */
export type Richtext = Entry & {
  __typename?: 'Richtext';
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** The text. */
  richtext?: Maybe<RichText>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** SEO text at the end of a page. Not rendered without title or content. */
export type SeoAdvice = Entry & {
  __typename?: 'SeoAdvice';
  /** The SEO text. */
  content?: Maybe<RichText>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Heading of the SEO text. */
  title?: Maybe<Scalars['String']['output']>;
};

/** System metadata of an entry or asset. */
export type Sys = {
  __typename?: 'Sys';
  /** When the entry was first published (ISO 8601); null for a draft. */
  firstPublishedAt?: Maybe<Scalars['String']['output']>;
  /** Entry or asset id, unique in the space. Keys such as Modal.id are different values. */
  id: Scalars['ID']['output'];
  /** When the version served was published (ISO 8601); null for an entry never published (a draft). */
  publishedAt?: Maybe<Scalars['String']['output']>;
  /** Version counter of the published version; null for a draft. */
  publishedVersion?: Maybe<Scalars['Int']['output']>;
};

/** Matches entry ids. */
export type SysFilter = {
  /** Exactly this id. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** One of these ids. */
  id_in?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Table of contents built from the page's headings. */
export type TableOfContents = Entry & {
  __typename?: 'TableOfContents';
  /** Editors' name for the entry; not shown to shoppers. */
  internalTitle?: Maybe<Scalars['String']['output']>;
  /** Heading levels shown (1: only h2, 2: h2 and h3 …). */
  levelsToShow?: Maybe<Scalars['Int']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A decorative heading. Not rendered without text, without style or with another style. */
export type Text = Entry & {
  __typename?: 'Text';
  /** 'Decorative H1' … 'Decorative H6'. */
  style?: Maybe<Scalars['String']['output']>;
  /** The heading text. */
  styledText?: Maybe<Scalars['String']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
};

/** A tip box. Not rendered without tipText, unless it has title and content. */
export type Tip = Entry & {
  __typename?: 'Tip';
  /** Rich text of the tip, instead of tipText. */
  content?: Maybe<RichText>;
  /** Optional image. */
  image?: Maybe<Asset>;
  /** Optional link. */
  link?: Maybe<Link>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Plain text of the tip. */
  tipText?: Maybe<Scalars['String']['output']>;
  /** Heading of the tip. */
  title?: Maybe<Scalars['String']['output']>;
};

/**
 * A muted, looping video with a play/pause button; the poster is the video URL with '.jpg'
 * instead of its extension. Not rendered without url.
 */
export type Video = Entry & {
  __typename?: 'Video';
  /** Media-CDN video; cloudinary[0].secure_url takes precedence over url. */
  cloudinary?: Maybe<Array<CloudinaryAsset>>;
  /** MIME type of the video file. */
  contentType?: Maybe<Scalars['String']['output']>;
  /** Scales with the column's width instead of its natural width. */
  responsive?: Maybe<Scalars['Boolean']['output']>;
  /** System fields: id and publication. */
  sys: Sys;
  /** Accessible title of the video. */
  title?: Maybe<Scalars['String']['output']>;
  /** Video file URL. */
  url?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  ContentItem:
    | ( Omit<Accordion, 'itemsCollection'> & { itemsCollection: _RefType['AccordionItemsCollection'] } )
    | ( ActionButton )
    | ( AnchorLink )
    | ( AssetSet )
    | ( Omit<Banner, 'link'> & { link?: Maybe<_RefType['Link']> } )
    | ( Omit<Box, 'content' | 'link'> & { content?: Maybe<_RefType['RichText']>, link?: Maybe<_RefType['Link']> } )
    | ( Omit<Button, 'link'> & { link?: Maybe<_RefType['Link']> } )
    | ( Omit<Card, 'promotion'> & { promotion?: Maybe<_RefType['PromotionCard']> } )
    | ( Omit<CategoryTile, 'category' | 'eyecatcher'> & { category?: Maybe<_RefType['Category']>, eyecatcher?: Maybe<_RefType['Eyecatcher']> } )
    | ( Checklist )
    | ( Omit<ContactBox, 'button' | 'content'> & { button?: Maybe<_RefType['Button']>, content?: Maybe<_RefType['RichText']> } )
    | ( ContentItemAsset )
    | ( CookieList )
    | ( Coupon )
    | ( DosDonts )
    | ( ExternalLink )
    | ( Omit<Eyecatcher, 'eyecatcherRichText'> & { eyecatcherRichText?: Maybe<_RefType['RichText']> } )
    | ( IFrame )
    | ( Omit<InspirationItem, 'link'> & { link?: Maybe<_RefType['Link']> } )
    | ( Omit<InternalLink, 'internalTarget'> & { internalTarget?: Maybe<_RefType['Page']> } )
    | ( Omit<Layout, 'columnsCollection'> & { columnsCollection: _RefType['LayoutColumnCollection'] } )
    | ( LegalHint )
    | ( LinkBox )
    | ( Omit<Modal, 'primaryButtonLink' | 'richtext'> & { primaryButtonLink?: Maybe<_RefType['Link']>, richtext?: Maybe<_RefType['RichText']> } )
    | ( OutfitItem )
    | ( Omit<Panel, 'content'> & { content?: Maybe<_RefType['RichText']> } )
    | ( PhoneBox )
    | ( Omit<PromotionCard, 'categoryImageLink' | 'eyecatcher' | 'link'> & { categoryImageLink?: Maybe<_RefType['CategoryImageLink']>, eyecatcher?: Maybe<_RefType['Eyecatcher']>, link?: Maybe<_RefType['Link']> } )
    | ( Omit<PromotionCarousel, 'cardsCollection'> & { cardsCollection: _RefType['CardCollection'] } )
    | ( Recommendation )
    | ( RecommendationGkAir )
    | ( Omit<Richtext, 'richtext'> & { richtext?: Maybe<_RefType['RichText']> } )
    | ( Omit<SeoAdvice, 'content'> & { content?: Maybe<_RefType['RichText']> } )
    | ( TableOfContents )
    | ( Text )
    | ( Omit<Tip, 'content' | 'link'> & { content?: Maybe<_RefType['RichText']>, link?: Maybe<_RefType['Link']> } )
    | ( Video )
  ;
  Link:
    | ( ExternalLink )
    | ( Omit<InternalLink, 'internalTarget'> & { internalTarget?: Maybe<_RefType['Page']> } )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Entry:
    | ( Omit<Accordion, 'itemsCollection'> & { itemsCollection: _RefType['AccordionItemsCollection'] } )
    | ( Omit<AccordionItem, 'richtext'> & { richtext?: Maybe<_RefType['RichText']> } )
    | ( ActionButton )
    | ( AnchorLink )
    | ( AssetSet )
    | ( Omit<Banner, 'link'> & { link?: Maybe<_RefType['Link']> } )
    | ( Omit<Box, 'content' | 'link'> & { content?: Maybe<_RefType['RichText']>, link?: Maybe<_RefType['Link']> } )
    | ( Omit<Button, 'link'> & { link?: Maybe<_RefType['Link']> } )
    | ( Omit<Card, 'promotion'> & { promotion?: Maybe<_RefType['PromotionCard']> } )
    | ( Omit<Category, 'categoryImageLink'> & { categoryImageLink?: Maybe<_RefType['CategoryImageLink']> } )
    | ( CategoryImageLink )
    | ( Omit<CategoryTile, 'category' | 'eyecatcher'> & { category?: Maybe<_RefType['Category']>, eyecatcher?: Maybe<_RefType['Eyecatcher']> } )
    | ( Checklist )
    | ( Omit<ContactBox, 'button' | 'content'> & { button?: Maybe<_RefType['Button']>, content?: Maybe<_RefType['RichText']> } )
    | ( ContentItemAsset )
    | ( Cookie )
    | ( CookieList )
    | ( Coupon )
    | ( DosDonts )
    | ( ExternalLink )
    | ( Omit<Eyecatcher, 'eyecatcherRichText'> & { eyecatcherRichText?: Maybe<_RefType['RichText']> } )
    | ( GkAirOutputConfig )
    | ( GkAirParameter )
    | ( GkAirService )
    | ( IFrame )
    | ( Omit<InspirationItem, 'link'> & { link?: Maybe<_RefType['Link']> } )
    | ( Omit<InternalLink, 'internalTarget'> & { internalTarget?: Maybe<_RefType['Page']> } )
    | ( Omit<Layout, 'columnsCollection'> & { columnsCollection: _RefType['LayoutColumnCollection'] } )
    | ( LayoutColorPicker )
    | ( Omit<LayoutColumn, 'content'> & { content?: Maybe<_RefType['ContentItem']> } )
    | ( LegalHint )
    | ( LinkBox )
    | ( Omit<Modal, 'primaryButtonLink' | 'richtext'> & { primaryButtonLink?: Maybe<_RefType['Link']>, richtext?: Maybe<_RefType['RichText']> } )
    | ( OutfitItem )
    | ( Omit<Page, 'contentCollection'> & { contentCollection: _RefType['PageContentCollection'] } )
    | ( Omit<Panel, 'content'> & { content?: Maybe<_RefType['RichText']> } )
    | ( PhoneBox )
    | ( Omit<PromotionCard, 'categoryImageLink' | 'eyecatcher' | 'link'> & { categoryImageLink?: Maybe<_RefType['CategoryImageLink']>, eyecatcher?: Maybe<_RefType['Eyecatcher']>, link?: Maybe<_RefType['Link']> } )
    | ( Omit<PromotionCarousel, 'cardsCollection'> & { cardsCollection: _RefType['CardCollection'] } )
    | ( Recommendation )
    | ( RecommendationGkAir )
    | ( Omit<Richtext, 'richtext'> & { richtext?: Maybe<_RefType['RichText']> } )
    | ( Omit<SeoAdvice, 'content'> & { content?: Maybe<_RefType['RichText']> } )
    | ( TableOfContents )
    | ( Text )
    | ( Omit<Tip, 'content' | 'link'> & { content?: Maybe<_RefType['RichText']>, link?: Maybe<_RefType['Link']> } )
    | ( Video )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Accordion: ResolverTypeWrapper<Omit<Accordion, 'itemsCollection'> & { itemsCollection: ResolversTypes['AccordionItemsCollection'] }>;
  AccordionItem: ResolverTypeWrapper<Omit<AccordionItem, 'richtext'> & { richtext?: Maybe<ResolversTypes['RichText']> }>;
  AccordionItemsCollection: ResolverTypeWrapper<Omit<AccordionItemsCollection, 'items'> & { items: Array<ResolversTypes['AccordionItem']> }>;
  ActionButton: ResolverTypeWrapper<ActionButton>;
  AnchorLink: ResolverTypeWrapper<AnchorLink>;
  Asset: ResolverTypeWrapper<Asset>;
  AssetCollection: ResolverTypeWrapper<AssetCollection>;
  AssetSet: ResolverTypeWrapper<AssetSet>;
  Banner: ResolverTypeWrapper<Omit<Banner, 'link'> & { link?: Maybe<ResolversTypes['Link']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Box: ResolverTypeWrapper<Omit<Box, 'content' | 'link'> & { content?: Maybe<ResolversTypes['RichText']>, link?: Maybe<ResolversTypes['Link']> }>;
  Button: ResolverTypeWrapper<Omit<Button, 'link'> & { link?: Maybe<ResolversTypes['Link']> }>;
  Card: ResolverTypeWrapper<Omit<Card, 'promotion'> & { promotion?: Maybe<ResolversTypes['PromotionCard']> }>;
  CardCollection: ResolverTypeWrapper<Omit<CardCollection, 'items'> & { items: Array<ResolversTypes['Card']> }>;
  Category: ResolverTypeWrapper<Omit<Category, 'categoryImageLink'> & { categoryImageLink?: Maybe<ResolversTypes['CategoryImageLink']> }>;
  CategoryImageLink: ResolverTypeWrapper<CategoryImageLink>;
  CategoryImageLinkCollection: ResolverTypeWrapper<Omit<CategoryImageLinkCollection, 'items'> & { items: Array<ResolversTypes['CategoryImageLink']> }>;
  CategoryImageLinkFilter: CategoryImageLinkFilter;
  CategoryTile: ResolverTypeWrapper<Omit<CategoryTile, 'category' | 'eyecatcher'> & { category?: Maybe<ResolversTypes['Category']>, eyecatcher?: Maybe<ResolversTypes['Eyecatcher']> }>;
  Checklist: ResolverTypeWrapper<Checklist>;
  CloudinaryAsset: ResolverTypeWrapper<CloudinaryAsset>;
  ContactBox: ResolverTypeWrapper<Omit<ContactBox, 'button' | 'content'> & { button?: Maybe<ResolversTypes['Button']>, content?: Maybe<ResolversTypes['RichText']> }>;
  ContentItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentItem']>;
  ContentItemAsset: ResolverTypeWrapper<ContentItemAsset>;
  Cookie: ResolverTypeWrapper<Cookie>;
  CookieCollection: ResolverTypeWrapper<CookieCollection>;
  CookieList: ResolverTypeWrapper<CookieList>;
  Coupon: ResolverTypeWrapper<Coupon>;
  CouponCollection: ResolverTypeWrapper<CouponCollection>;
  CouponFilter: CouponFilter;
  DosDonts: ResolverTypeWrapper<DosDonts>;
  Entry: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Entry']>;
  ExternalLink: ResolverTypeWrapper<ExternalLink>;
  Eyecatcher: ResolverTypeWrapper<Omit<Eyecatcher, 'eyecatcherRichText'> & { eyecatcherRichText?: Maybe<ResolversTypes['RichText']> }>;
  GkAirOutputConfig: ResolverTypeWrapper<GkAirOutputConfig>;
  GkAirOutputConfigCollection: ResolverTypeWrapper<GkAirOutputConfigCollection>;
  GkAirParameter: ResolverTypeWrapper<GkAirParameter>;
  GkAirParameterCollection: ResolverTypeWrapper<GkAirParameterCollection>;
  GkAirService: ResolverTypeWrapper<GkAirService>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IFrame: ResolverTypeWrapper<IFrame>;
  ImageFormat: ImageFormat;
  ImageTransformOptions: ImageTransformOptions;
  InspirationItem: ResolverTypeWrapper<Omit<InspirationItem, 'link'> & { link?: Maybe<ResolversTypes['Link']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InternalLink: ResolverTypeWrapper<Omit<InternalLink, 'internalTarget'> & { internalTarget?: Maybe<ResolversTypes['Page']> }>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Layout: ResolverTypeWrapper<Omit<Layout, 'columnsCollection'> & { columnsCollection: ResolversTypes['LayoutColumnCollection'] }>;
  LayoutColorPicker: ResolverTypeWrapper<LayoutColorPicker>;
  LayoutColumn: ResolverTypeWrapper<Omit<LayoutColumn, 'content'> & { content?: Maybe<ResolversTypes['ContentItem']> }>;
  LayoutColumnCollection: ResolverTypeWrapper<Omit<LayoutColumnCollection, 'items'> & { items: Array<ResolversTypes['LayoutColumn']> }>;
  LegalHint: ResolverTypeWrapper<LegalHint>;
  LegalHintCollection: ResolverTypeWrapper<LegalHintCollection>;
  LegalHintFilter: LegalHintFilter;
  Link: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Link']>;
  LinkBox: ResolverTypeWrapper<LinkBox>;
  Modal: ResolverTypeWrapper<Omit<Modal, 'primaryButtonLink' | 'richtext'> & { primaryButtonLink?: Maybe<ResolversTypes['Link']>, richtext?: Maybe<ResolversTypes['RichText']> }>;
  ModalCollection: ResolverTypeWrapper<Omit<ModalCollection, 'items'> & { items: Array<ResolversTypes['Modal']> }>;
  ModalFilter: ModalFilter;
  OutfitItem: ResolverTypeWrapper<OutfitItem>;
  Page: ResolverTypeWrapper<Omit<Page, 'contentCollection'> & { contentCollection: ResolversTypes['PageContentCollection'] }>;
  PageCollection: ResolverTypeWrapper<Omit<PageCollection, 'items'> & { items: Array<ResolversTypes['Page']> }>;
  PageContentCollection: ResolverTypeWrapper<Omit<PageContentCollection, 'items'> & { items: Array<ResolversTypes['ContentItem']> }>;
  PageFilter: PageFilter;
  PageType: PageType;
  Panel: ResolverTypeWrapper<Omit<Panel, 'content'> & { content?: Maybe<ResolversTypes['RichText']> }>;
  PhoneBox: ResolverTypeWrapper<PhoneBox>;
  PhoneBoxCollection: ResolverTypeWrapper<PhoneBoxCollection>;
  PhoneBoxFilter: PhoneBoxFilter;
  PromotionCard: ResolverTypeWrapper<Omit<PromotionCard, 'categoryImageLink' | 'eyecatcher' | 'link'> & { categoryImageLink?: Maybe<ResolversTypes['CategoryImageLink']>, eyecatcher?: Maybe<ResolversTypes['Eyecatcher']>, link?: Maybe<ResolversTypes['Link']> }>;
  PromotionCarousel: ResolverTypeWrapper<Omit<PromotionCarousel, 'cardsCollection'> & { cardsCollection: ResolversTypes['CardCollection'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recommendation: ResolverTypeWrapper<Recommendation>;
  RecommendationGkAir: ResolverTypeWrapper<RecommendationGkAir>;
  RichText: ResolverTypeWrapper<Omit<RichText, 'links'> & { links: ResolversTypes['RichTextLinks'] }>;
  RichTextAssets: ResolverTypeWrapper<RichTextAssets>;
  RichTextEntries: ResolverTypeWrapper<Omit<RichTextEntries, 'block' | 'hyperlink' | 'inline'> & { block: Array<ResolversTypes['Entry']>, hyperlink: Array<ResolversTypes['Entry']>, inline: Array<ResolversTypes['Entry']> }>;
  RichTextLinks: ResolverTypeWrapper<Omit<RichTextLinks, 'entries'> & { entries: ResolversTypes['RichTextEntries'] }>;
  Richtext: ResolverTypeWrapper<Omit<Richtext, 'richtext'> & { richtext?: Maybe<ResolversTypes['RichText']> }>;
  SeoAdvice: ResolverTypeWrapper<Omit<SeoAdvice, 'content'> & { content?: Maybe<ResolversTypes['RichText']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Sys: ResolverTypeWrapper<Sys>;
  SysFilter: SysFilter;
  TableOfContents: ResolverTypeWrapper<TableOfContents>;
  Text: ResolverTypeWrapper<Text>;
  Tip: ResolverTypeWrapper<Omit<Tip, 'content' | 'link'> & { content?: Maybe<ResolversTypes['RichText']>, link?: Maybe<ResolversTypes['Link']> }>;
  Video: ResolverTypeWrapper<Video>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Accordion: Omit<Accordion, 'itemsCollection'> & { itemsCollection: ResolversParentTypes['AccordionItemsCollection'] };
  AccordionItem: Omit<AccordionItem, 'richtext'> & { richtext?: Maybe<ResolversParentTypes['RichText']> };
  AccordionItemsCollection: Omit<AccordionItemsCollection, 'items'> & { items: Array<ResolversParentTypes['AccordionItem']> };
  ActionButton: ActionButton;
  AnchorLink: AnchorLink;
  Asset: Asset;
  AssetCollection: AssetCollection;
  AssetSet: AssetSet;
  Banner: Omit<Banner, 'link'> & { link?: Maybe<ResolversParentTypes['Link']> };
  Boolean: Scalars['Boolean']['output'];
  Box: Omit<Box, 'content' | 'link'> & { content?: Maybe<ResolversParentTypes['RichText']>, link?: Maybe<ResolversParentTypes['Link']> };
  Button: Omit<Button, 'link'> & { link?: Maybe<ResolversParentTypes['Link']> };
  Card: Omit<Card, 'promotion'> & { promotion?: Maybe<ResolversParentTypes['PromotionCard']> };
  CardCollection: Omit<CardCollection, 'items'> & { items: Array<ResolversParentTypes['Card']> };
  Category: Omit<Category, 'categoryImageLink'> & { categoryImageLink?: Maybe<ResolversParentTypes['CategoryImageLink']> };
  CategoryImageLink: CategoryImageLink;
  CategoryImageLinkCollection: Omit<CategoryImageLinkCollection, 'items'> & { items: Array<ResolversParentTypes['CategoryImageLink']> };
  CategoryImageLinkFilter: CategoryImageLinkFilter;
  CategoryTile: Omit<CategoryTile, 'category' | 'eyecatcher'> & { category?: Maybe<ResolversParentTypes['Category']>, eyecatcher?: Maybe<ResolversParentTypes['Eyecatcher']> };
  Checklist: Checklist;
  CloudinaryAsset: CloudinaryAsset;
  ContactBox: Omit<ContactBox, 'button' | 'content'> & { button?: Maybe<ResolversParentTypes['Button']>, content?: Maybe<ResolversParentTypes['RichText']> };
  ContentItem: ResolversUnionTypes<ResolversParentTypes>['ContentItem'];
  ContentItemAsset: ContentItemAsset;
  Cookie: Cookie;
  CookieCollection: CookieCollection;
  CookieList: CookieList;
  Coupon: Coupon;
  CouponCollection: CouponCollection;
  CouponFilter: CouponFilter;
  DosDonts: DosDonts;
  Entry: ResolversInterfaceTypes<ResolversParentTypes>['Entry'];
  ExternalLink: ExternalLink;
  Eyecatcher: Omit<Eyecatcher, 'eyecatcherRichText'> & { eyecatcherRichText?: Maybe<ResolversParentTypes['RichText']> };
  GkAirOutputConfig: GkAirOutputConfig;
  GkAirOutputConfigCollection: GkAirOutputConfigCollection;
  GkAirParameter: GkAirParameter;
  GkAirParameterCollection: GkAirParameterCollection;
  GkAirService: GkAirService;
  ID: Scalars['ID']['output'];
  IFrame: IFrame;
  ImageTransformOptions: ImageTransformOptions;
  InspirationItem: Omit<InspirationItem, 'link'> & { link?: Maybe<ResolversParentTypes['Link']> };
  Int: Scalars['Int']['output'];
  InternalLink: Omit<InternalLink, 'internalTarget'> & { internalTarget?: Maybe<ResolversParentTypes['Page']> };
  JSON: Scalars['JSON']['output'];
  Layout: Omit<Layout, 'columnsCollection'> & { columnsCollection: ResolversParentTypes['LayoutColumnCollection'] };
  LayoutColorPicker: LayoutColorPicker;
  LayoutColumn: Omit<LayoutColumn, 'content'> & { content?: Maybe<ResolversParentTypes['ContentItem']> };
  LayoutColumnCollection: Omit<LayoutColumnCollection, 'items'> & { items: Array<ResolversParentTypes['LayoutColumn']> };
  LegalHint: LegalHint;
  LegalHintCollection: LegalHintCollection;
  LegalHintFilter: LegalHintFilter;
  Link: ResolversUnionTypes<ResolversParentTypes>['Link'];
  LinkBox: LinkBox;
  Modal: Omit<Modal, 'primaryButtonLink' | 'richtext'> & { primaryButtonLink?: Maybe<ResolversParentTypes['Link']>, richtext?: Maybe<ResolversParentTypes['RichText']> };
  ModalCollection: Omit<ModalCollection, 'items'> & { items: Array<ResolversParentTypes['Modal']> };
  ModalFilter: ModalFilter;
  OutfitItem: OutfitItem;
  Page: Omit<Page, 'contentCollection'> & { contentCollection: ResolversParentTypes['PageContentCollection'] };
  PageCollection: Omit<PageCollection, 'items'> & { items: Array<ResolversParentTypes['Page']> };
  PageContentCollection: Omit<PageContentCollection, 'items'> & { items: Array<ResolversParentTypes['ContentItem']> };
  PageFilter: PageFilter;
  Panel: Omit<Panel, 'content'> & { content?: Maybe<ResolversParentTypes['RichText']> };
  PhoneBox: PhoneBox;
  PhoneBoxCollection: PhoneBoxCollection;
  PhoneBoxFilter: PhoneBoxFilter;
  PromotionCard: Omit<PromotionCard, 'categoryImageLink' | 'eyecatcher' | 'link'> & { categoryImageLink?: Maybe<ResolversParentTypes['CategoryImageLink']>, eyecatcher?: Maybe<ResolversParentTypes['Eyecatcher']>, link?: Maybe<ResolversParentTypes['Link']> };
  PromotionCarousel: Omit<PromotionCarousel, 'cardsCollection'> & { cardsCollection: ResolversParentTypes['CardCollection'] };
  Query: Record<PropertyKey, never>;
  Recommendation: Recommendation;
  RecommendationGkAir: RecommendationGkAir;
  RichText: Omit<RichText, 'links'> & { links: ResolversParentTypes['RichTextLinks'] };
  RichTextAssets: RichTextAssets;
  RichTextEntries: Omit<RichTextEntries, 'block' | 'hyperlink' | 'inline'> & { block: Array<ResolversParentTypes['Entry']>, hyperlink: Array<ResolversParentTypes['Entry']>, inline: Array<ResolversParentTypes['Entry']> };
  RichTextLinks: Omit<RichTextLinks, 'entries'> & { entries: ResolversParentTypes['RichTextEntries'] };
  Richtext: Omit<Richtext, 'richtext'> & { richtext?: Maybe<ResolversParentTypes['RichText']> };
  SeoAdvice: Omit<SeoAdvice, 'content'> & { content?: Maybe<ResolversParentTypes['RichText']> };
  String: Scalars['String']['output'];
  Sys: Sys;
  SysFilter: SysFilter;
  TableOfContents: TableOfContents;
  Text: Text;
  Tip: Omit<Tip, 'content' | 'link'> & { content?: Maybe<ResolversParentTypes['RichText']>, link?: Maybe<ResolversParentTypes['Link']> };
  Video: Video;
};

export type AccordionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Accordion'] = ResolversParentTypes['Accordion']> = {
  defaultIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemsCollection?: Resolver<ResolversTypes['AccordionItemsCollection'], ParentType, ContextType, RequireFields<AccordionItemsCollectionArgs, 'limit' | 'skip'>>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccordionItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AccordionItem'] = ResolversParentTypes['AccordionItem']> = {
  richtext?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AccordionItemsCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AccordionItemsCollection'] = ResolversParentTypes['AccordionItemsCollection']> = {
  items?: Resolver<Array<ResolversTypes['AccordionItem']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ActionButtonResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ActionButton'] = ResolversParentTypes['ActionButton']> = {
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AnchorLinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AnchorLink'] = ResolversParentTypes['AnchorLink']> = {
  anchor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AssetResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Asset'] = ResolversParentTypes['Asset']> = {
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<AssetUrlArgs>>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AssetCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AssetCollection'] = ResolversParentTypes['AssetCollection']> = {
  items?: Resolver<Array<ResolversTypes['Asset']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssetSetResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AssetSet'] = ResolversParentTypes['AssetSet']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultImage?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  defaultImageCloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ratio1To1?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  ratio1To1Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  ratio2To1?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  ratio2To1Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  ratio3To1?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  ratio3To1Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  ratio3To4?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  ratio3To4Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  ratio4To3?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  ratio4To3Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  ratio7To1?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  ratio7To1Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BannerResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layoutColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BoxResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Box'] = ResolversParentTypes['Box']> = {
  content?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layoutColorPicker?: Resolver<Maybe<ResolversTypes['LayoutColorPicker']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ButtonResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Button'] = ResolversParentTypes['Button']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  trackingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CardResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Card'] = ResolversParentTypes['Card']> = {
  displayType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageAspectRatio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['PromotionCard']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CardCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CardCollection'] = ResolversParentTypes['CardCollection']> = {
  items?: Resolver<Array<ResolversTypes['Card']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  assetSet?: Resolver<Maybe<ResolversTypes['AssetSet']>, ParentType, ContextType>;
  categoryImageLink?: Resolver<Maybe<ResolversTypes['CategoryImageLink']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  imageCloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryImageLinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CategoryImageLink'] = ResolversParentTypes['CategoryImageLink']> = {
  categoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryImageLinkCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CategoryImageLinkCollection'] = ResolversParentTypes['CategoryImageLinkCollection']> = {
  items?: Resolver<Array<ResolversTypes['CategoryImageLink']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryTileResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CategoryTile'] = ResolversParentTypes['CategoryTile']> = {
  asset?: Resolver<Maybe<ResolversTypes['AssetSet']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  eyecatcher?: Resolver<Maybe<ResolversTypes['Eyecatcher']>, ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChecklistResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Checklist'] = ResolversParentTypes['Checklist']> = {
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  textList?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CloudinaryAssetResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CloudinaryAsset'] = ResolversParentTypes['CloudinaryAsset']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  public_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resource_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContactBoxResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContactBox'] = ResolversParentTypes['ContactBox']> = {
  button?: Resolver<Maybe<ResolversTypes['Button']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentItem'] = ResolversParentTypes['ContentItem']> = {
  __resolveType: TypeResolveFn<'Accordion' | 'ActionButton' | 'AnchorLink' | 'AssetSet' | 'Banner' | 'Box' | 'Button' | 'Card' | 'CategoryTile' | 'Checklist' | 'ContactBox' | 'ContentItemAsset' | 'CookieList' | 'Coupon' | 'DosDonts' | 'ExternalLink' | 'Eyecatcher' | 'IFrame' | 'InspirationItem' | 'InternalLink' | 'Layout' | 'LegalHint' | 'LinkBox' | 'Modal' | 'OutfitItem' | 'Panel' | 'PhoneBox' | 'PromotionCard' | 'PromotionCarousel' | 'Recommendation' | 'RecommendationGkAir' | 'Richtext' | 'SeoAdvice' | 'TableOfContents' | 'Text' | 'Tip' | 'Video', ParentType, ContextType>;
};

export type ContentItemAssetResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentItemAsset'] = ResolversParentTypes['ContentItemAsset']> = {
  alignment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  imageCloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CookieResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Cookie'] = ResolversParentTypes['Cookie']> = {
  duration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CookieCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CookieCollection'] = ResolversParentTypes['CookieCollection']> = {
  items?: Resolver<Array<ResolversTypes['Cookie']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CookieListResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CookieList'] = ResolversParentTypes['CookieList']> = {
  consentCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cookiesCollection?: Resolver<ResolversTypes['CookieCollection'], ParentType, ContextType, RequireFields<CookieListCookiesCollectionArgs, 'limit' | 'skip'>>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CouponResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Coupon'] = ResolversParentTypes['Coupon']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  couponImage?: Resolver<Maybe<ResolversTypes['AssetSet']>, ParentType, ContextType>;
  couponText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hideInfoButton?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layoutColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showQrCode?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CouponCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CouponCollection'] = ResolversParentTypes['CouponCollection']> = {
  items?: Resolver<Array<ResolversTypes['Coupon']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DosDontsResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['DosDonts'] = ResolversParentTypes['DosDonts']> = {
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  textListDonts?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  textListDos?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  titleDonts?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleDos?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Entry'] = ResolversParentTypes['Entry']> = {
  __resolveType: TypeResolveFn<'Accordion' | 'AccordionItem' | 'ActionButton' | 'AnchorLink' | 'AssetSet' | 'Banner' | 'Box' | 'Button' | 'Card' | 'Category' | 'CategoryImageLink' | 'CategoryTile' | 'Checklist' | 'ContactBox' | 'ContentItemAsset' | 'Cookie' | 'CookieList' | 'Coupon' | 'DosDonts' | 'ExternalLink' | 'Eyecatcher' | 'GkAirOutputConfig' | 'GkAirParameter' | 'GkAirService' | 'IFrame' | 'InspirationItem' | 'InternalLink' | 'Layout' | 'LayoutColorPicker' | 'LayoutColumn' | 'LegalHint' | 'LinkBox' | 'Modal' | 'OutfitItem' | 'Page' | 'Panel' | 'PhoneBox' | 'PromotionCard' | 'PromotionCarousel' | 'Recommendation' | 'RecommendationGkAir' | 'Richtext' | 'SeoAdvice' | 'TableOfContents' | 'Text' | 'Tip' | 'Video', ParentType, ContextType>;
};

export type ExternalLinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ExternalLink'] = ResolversParentTypes['ExternalLink']> = {
  externalTarget?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openInNewTab?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EyecatcherResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Eyecatcher'] = ResolversParentTypes['Eyecatcher']> = {
  eyecatcherDesign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eyecatcherRichText?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  eyecatcherType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GkAirOutputConfigResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['GkAirOutputConfig'] = ResolversParentTypes['GkAirOutputConfig']> = {
  imageType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outputId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GkAirOutputConfigCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['GkAirOutputConfigCollection'] = ResolversParentTypes['GkAirOutputConfigCollection']> = {
  items?: Resolver<Array<ResolversTypes['GkAirOutputConfig']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GkAirParameterResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['GkAirParameter'] = ResolversParentTypes['GkAirParameter']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GkAirParameterCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['GkAirParameterCollection'] = ResolversParentTypes['GkAirParameterCollection']> = {
  items?: Resolver<Array<ResolversTypes['GkAirParameter']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GkAirServiceResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['GkAirService'] = ResolversParentTypes['GkAirService']> = {
  outputConfigCollection?: Resolver<ResolversTypes['GkAirOutputConfigCollection'], ParentType, ContextType, RequireFields<GkAirServiceOutputConfigCollectionArgs, 'limit' | 'skip'>>;
  parametersCollection?: Resolver<ResolversTypes['GkAirParameterCollection'], ParentType, ContextType, RequireFields<GkAirServiceParametersCollectionArgs, 'limit' | 'skip'>>;
  serviceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IFrameResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['IFrame'] = ResolversParentTypes['IFrame']> = {
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InspirationItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['InspirationItem'] = ResolversParentTypes['InspirationItem']> = {
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image1Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  image2Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  image3Cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  imagesCollection?: Resolver<ResolversTypes['AssetCollection'], ParentType, ContextType, RequireFields<InspirationItemImagesCollectionArgs, 'limit' | 'skip'>>;
  layoutColorPicker?: Resolver<Maybe<ResolversTypes['LayoutColorPicker']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  recommendationGkAir?: Resolver<Maybe<ResolversTypes['RecommendationGkAir']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InternalLinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['InternalLink'] = ResolversParentTypes['InternalLink']> = {
  internalTarget?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LayoutResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Layout'] = ResolversParentTypes['Layout']> = {
  columnsCollection?: Resolver<ResolversTypes['LayoutColumnCollection'], ParentType, ContextType, RequireFields<LayoutColumnsCollectionArgs, 'limit' | 'skip'>>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxPageWidth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ratio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  verticalAlignment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LayoutColorPickerResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LayoutColorPicker'] = ResolversParentTypes['LayoutColorPicker']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LayoutColumnResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LayoutColumn'] = ResolversParentTypes['LayoutColumn']> = {
  content?: Resolver<Maybe<ResolversTypes['ContentItem']>, ParentType, ContextType>;
  horizontalAlignment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LayoutColumnCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LayoutColumnCollection'] = ResolversParentTypes['LayoutColumnCollection']> = {
  items?: Resolver<Array<ResolversTypes['LayoutColumn']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LegalHintResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LegalHint'] = ResolversParentTypes['LegalHint']> = {
  coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LegalHintCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LegalHintCollection'] = ResolversParentTypes['LegalHintCollection']> = {
  items?: Resolver<Array<ResolversTypes['LegalHint']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LinkResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Link'] = ResolversParentTypes['Link']> = {
  __resolveType: TypeResolveFn<'ExternalLink' | 'InternalLink', ParentType, ContextType>;
};

export type LinkBoxResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LinkBox'] = ResolversParentTypes['LinkBox']> = {
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkBox?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModalResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Modal'] = ResolversParentTypes['Modal']> = {
  coupon?: Resolver<Maybe<ResolversTypes['Coupon']>, ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryButtonLink?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  richtext?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ModalCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ModalCollection'] = ResolversParentTypes['ModalCollection']> = {
  items?: Resolver<Array<ResolversTypes['Modal']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutfitItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['OutfitItem'] = ResolversParentTypes['OutfitItem']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  imageCloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  recommendationGkAir?: Resolver<Maybe<ResolversTypes['RecommendationGkAir']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  contentCollection?: Resolver<ResolversTypes['PageContentCollection'], ParentType, ContextType, RequireFields<PageContentCollectionArgs, 'limit' | 'skip'>>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageType?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  robots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageCollection'] = ResolversParentTypes['PageCollection']> = {
  items?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageContentCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PageContentCollection'] = ResolversParentTypes['PageContentCollection']> = {
  items?: Resolver<Array<ResolversTypes['ContentItem']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PanelResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Panel'] = ResolversParentTypes['Panel']> = {
  content?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PhoneBoxResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PhoneBox'] = ResolversParentTypes['PhoneBox']> = {
  disclaimer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disclaimerIcon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useInOffCanvasNavigation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PhoneBoxCollectionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PhoneBoxCollection'] = ResolversParentTypes['PhoneBoxCollection']> = {
  items?: Resolver<Array<ResolversTypes['PhoneBox']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PromotionCardResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PromotionCard'] = ResolversParentTypes['PromotionCard']> = {
  _id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  callToAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryImageLink?: Resolver<Maybe<ResolversTypes['CategoryImageLink']>, ParentType, ContextType>;
  eyecatcher?: Resolver<Maybe<ResolversTypes['Eyecatcher']>, ParentType, ContextType>;
  eyecatcherType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hint?: Resolver<Maybe<ResolversTypes['LegalHint']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  layoutColorPicker?: Resolver<Maybe<ResolversTypes['LayoutColorPicker']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  pinnedProductIDs?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionCarouselResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['PromotionCarousel'] = ResolversParentTypes['PromotionCarousel']> = {
  cardsCollection?: Resolver<ResolversTypes['CardCollection'], ParentType, ContextType, RequireFields<PromotionCarouselCardsCollectionArgs, 'limit' | 'skip'>>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categoryImageLinkCollection?: Resolver<ResolversTypes['CategoryImageLinkCollection'], ParentType, ContextType, RequireFields<QueryCategoryImageLinkCollectionArgs, 'limit' | 'locale' | 'preview' | 'skip'>>;
  couponCollection?: Resolver<ResolversTypes['CouponCollection'], ParentType, ContextType, RequireFields<QueryCouponCollectionArgs, 'limit' | 'locale' | 'preview' | 'skip'>>;
  legalHintCollection?: Resolver<ResolversTypes['LegalHintCollection'], ParentType, ContextType, RequireFields<QueryLegalHintCollectionArgs, 'limit' | 'locale' | 'preview' | 'skip'>>;
  modalCollection?: Resolver<ResolversTypes['ModalCollection'], ParentType, ContextType, RequireFields<QueryModalCollectionArgs, 'limit' | 'locale' | 'preview' | 'skip'>>;
  pageCollection?: Resolver<ResolversTypes['PageCollection'], ParentType, ContextType, RequireFields<QueryPageCollectionArgs, 'limit' | 'locale' | 'preview' | 'skip'>>;
  phoneBoxCollection?: Resolver<ResolversTypes['PhoneBoxCollection'], ParentType, ContextType, RequireFields<QueryPhoneBoxCollectionArgs, 'limit' | 'locale' | 'preview' | 'skip'>>;
};

export type RecommendationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Recommendation'] = ResolversParentTypes['Recommendation']> = {
  displayType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gkAirService?: Resolver<Maybe<ResolversTypes['GkAirService']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outputId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recommendationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ssr?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecommendationGkAirResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['RecommendationGkAir'] = ResolversParentTypes['RecommendationGkAir']> = {
  gkAirService?: Resolver<Maybe<ResolversTypes['GkAirService']>, ParentType, ContextType>;
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outputId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RichTextResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['RichText'] = ResolversParentTypes['RichText']> = {
  json?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  links?: Resolver<ResolversTypes['RichTextLinks'], ParentType, ContextType>;
};

export type RichTextAssetsResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['RichTextAssets'] = ResolversParentTypes['RichTextAssets']> = {
  block?: Resolver<Array<ResolversTypes['Asset']>, ParentType, ContextType>;
};

export type RichTextEntriesResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['RichTextEntries'] = ResolversParentTypes['RichTextEntries']> = {
  block?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  hyperlink?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  inline?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
};

export type RichTextLinksResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['RichTextLinks'] = ResolversParentTypes['RichTextLinks']> = {
  assets?: Resolver<ResolversTypes['RichTextAssets'], ParentType, ContextType>;
  entries?: Resolver<ResolversTypes['RichTextEntries'], ParentType, ContextType>;
};

export type RichtextResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Richtext'] = ResolversParentTypes['Richtext']> = {
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  richtext?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SeoAdviceResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['SeoAdvice'] = ResolversParentTypes['SeoAdvice']> = {
  content?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SysResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Sys'] = ResolversParentTypes['Sys']> = {
  firstPublishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TableOfContentsResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TableOfContents'] = ResolversParentTypes['TableOfContents']> = {
  internalTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  levelsToShow?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Text'] = ResolversParentTypes['Text']> = {
  style?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  styledText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TipResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Tip'] = ResolversParentTypes['Tip']> = {
  content?: Resolver<Maybe<ResolversTypes['RichText']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Asset']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['Link']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  tipText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VideoResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = {
  cloudinary?: Resolver<Maybe<Array<ResolversTypes['CloudinaryAsset']>>, ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responsive?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sys?: Resolver<ResolversTypes['Sys'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = ContentContext> = {
  Accordion?: AccordionResolvers<ContextType>;
  AccordionItem?: AccordionItemResolvers<ContextType>;
  AccordionItemsCollection?: AccordionItemsCollectionResolvers<ContextType>;
  ActionButton?: ActionButtonResolvers<ContextType>;
  AnchorLink?: AnchorLinkResolvers<ContextType>;
  Asset?: AssetResolvers<ContextType>;
  AssetCollection?: AssetCollectionResolvers<ContextType>;
  AssetSet?: AssetSetResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Box?: BoxResolvers<ContextType>;
  Button?: ButtonResolvers<ContextType>;
  Card?: CardResolvers<ContextType>;
  CardCollection?: CardCollectionResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryImageLink?: CategoryImageLinkResolvers<ContextType>;
  CategoryImageLinkCollection?: CategoryImageLinkCollectionResolvers<ContextType>;
  CategoryTile?: CategoryTileResolvers<ContextType>;
  Checklist?: ChecklistResolvers<ContextType>;
  CloudinaryAsset?: CloudinaryAssetResolvers<ContextType>;
  ContactBox?: ContactBoxResolvers<ContextType>;
  ContentItem?: ContentItemResolvers<ContextType>;
  ContentItemAsset?: ContentItemAssetResolvers<ContextType>;
  Cookie?: CookieResolvers<ContextType>;
  CookieCollection?: CookieCollectionResolvers<ContextType>;
  CookieList?: CookieListResolvers<ContextType>;
  Coupon?: CouponResolvers<ContextType>;
  CouponCollection?: CouponCollectionResolvers<ContextType>;
  DosDonts?: DosDontsResolvers<ContextType>;
  Entry?: EntryResolvers<ContextType>;
  ExternalLink?: ExternalLinkResolvers<ContextType>;
  Eyecatcher?: EyecatcherResolvers<ContextType>;
  GkAirOutputConfig?: GkAirOutputConfigResolvers<ContextType>;
  GkAirOutputConfigCollection?: GkAirOutputConfigCollectionResolvers<ContextType>;
  GkAirParameter?: GkAirParameterResolvers<ContextType>;
  GkAirParameterCollection?: GkAirParameterCollectionResolvers<ContextType>;
  GkAirService?: GkAirServiceResolvers<ContextType>;
  IFrame?: IFrameResolvers<ContextType>;
  InspirationItem?: InspirationItemResolvers<ContextType>;
  InternalLink?: InternalLinkResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Layout?: LayoutResolvers<ContextType>;
  LayoutColorPicker?: LayoutColorPickerResolvers<ContextType>;
  LayoutColumn?: LayoutColumnResolvers<ContextType>;
  LayoutColumnCollection?: LayoutColumnCollectionResolvers<ContextType>;
  LegalHint?: LegalHintResolvers<ContextType>;
  LegalHintCollection?: LegalHintCollectionResolvers<ContextType>;
  Link?: LinkResolvers<ContextType>;
  LinkBox?: LinkBoxResolvers<ContextType>;
  Modal?: ModalResolvers<ContextType>;
  ModalCollection?: ModalCollectionResolvers<ContextType>;
  OutfitItem?: OutfitItemResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageCollection?: PageCollectionResolvers<ContextType>;
  PageContentCollection?: PageContentCollectionResolvers<ContextType>;
  Panel?: PanelResolvers<ContextType>;
  PhoneBox?: PhoneBoxResolvers<ContextType>;
  PhoneBoxCollection?: PhoneBoxCollectionResolvers<ContextType>;
  PromotionCard?: PromotionCardResolvers<ContextType>;
  PromotionCarousel?: PromotionCarouselResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recommendation?: RecommendationResolvers<ContextType>;
  RecommendationGkAir?: RecommendationGkAirResolvers<ContextType>;
  RichText?: RichTextResolvers<ContextType>;
  RichTextAssets?: RichTextAssetsResolvers<ContextType>;
  RichTextEntries?: RichTextEntriesResolvers<ContextType>;
  RichTextLinks?: RichTextLinksResolvers<ContextType>;
  Richtext?: RichtextResolvers<ContextType>;
  SeoAdvice?: SeoAdviceResolvers<ContextType>;
  Sys?: SysResolvers<ContextType>;
  TableOfContents?: TableOfContentsResolvers<ContextType>;
  Text?: TextResolvers<ContextType>;
  Tip?: TipResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
};

