// The mandatory fields of content items: each check returns the warning
// to log when the item must not be rendered, or null when it is fine.
import { decorativeLevel } from './layoutRules.ts';
import { CONTENT_WARNINGS as W, type ContentWarning } from './warnings.ts';

type Maybe<T> = T | null | undefined;
const blank = (value: Maybe<string>) => !value || value.trim() === '';
const emptyList = (value: Maybe<readonly unknown[]>) => !value || value.length === 0;

export const ACTION_TYPES = ['CHAT', 'OPTOUT', 'PRINT'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export function checkActionButton(item: { label: Maybe<string>; type: Maybe<string> }): ContentWarning | null {
  if (blank(item.label)) return W.actionButtonLabel;
  if (!ACTION_TYPES.includes(item.type as ActionType)) return W.actionButtonType;
  return null;
}

export function checkPhoneBox(item: { title: Maybe<string>; number: Maybe<string>; disclaimer: Maybe<string> }): ContentWarning | null {
  return blank(item.title) || blank(item.number) || blank(item.disclaimer) ? W.phoneBox : null;
}

export function checkTip(item: { title: Maybe<string>; tipText: Maybe<string>; hasContent: boolean }): ContentWarning | null {
  return blank(item.tipText) && (blank(item.title) || !item.hasContent) ? W.tip : null;
}

export function checkChecklist(item: { title: Maybe<string>; textList: Maybe<readonly string[]> }): ContentWarning | null {
  return blank(item.title) || emptyList(item.textList) ? W.checklist : null;
}

export function checkContactBox(item: {
  title: Maybe<string>;
  icon: Maybe<string>;
  hasContent: boolean;
  hasButton: boolean;
}): ContentWarning | null {
  return blank(item.title) || blank(item.icon) || (!item.hasContent && !item.hasButton) ? W.contactBox : null;
}

export function checkCoupon(item: { code: Maybe<string> }): ContentWarning | null {
  return blank(item.code) ? W.coupon : null;
}

export function checkDosDonts(item: {
  titleDos: Maybe<string>;
  textListDos: Maybe<readonly string[]>;
  titleDonts: Maybe<string>;
  textListDonts: Maybe<readonly string[]>;
}): ContentWarning | null {
  return blank(item.titleDos) || emptyList(item.textListDos) || blank(item.titleDonts) || emptyList(item.textListDonts) ? W.dosDonts : null;
}

export function checkIFrame(item: { url: Maybe<string>; title: Maybe<string> }): ContentWarning | null {
  return blank(item.url) || blank(item.title) ? W.iframe : null;
}

export function checkAsset(image: Maybe<{ url: Maybe<string>; width: Maybe<number>; height: Maybe<number> }>): ContentWarning | null {
  return !image || blank(image.url) || !image.width || !image.height ? W.asset : null;
}

export function checkButton(item: { href: Maybe<string>; label: Maybe<string> }): ContentWarning | null {
  return blank(item.href) || blank(item.label) ? W.button : null;
}

export const CARD_DISPLAY_TYPES = ['DEFAULT', 'CALL_TO_ACTION', 'COMPACT', 'INSPIRATION', 'ASSET_ONLY', 'BOX', 'PLAIN', 'CUSTOM'] as const;
export type CardDisplayType = (typeof CARD_DISPLAY_TYPES)[number];

/** BOX cards validate leniently: only a missing image together with a missing title fails. */
export function checkCard(item: {
  displayType: Maybe<string>;
  hasPromotion: boolean;
  href: Maybe<string>;
  hasImage: boolean;
  title: Maybe<string>;
}): ContentWarning | null {
  if (!item.hasPromotion) return W.card;
  if (item.displayType === 'BOX') return !item.hasImage && blank(item.title) ? W.card : null;
  return blank(item.href) || !item.hasImage ? W.card : null;
}

/** An image's alt text is emptied when it only repeats the title (case-insensitive). */
export function cardImageAlt(alt: Maybe<string>, title: Maybe<string>): string {
  if (!alt) return '';
  return title && alt.trim().toLowerCase() === title.trim().toLowerCase() ? '' : alt;
}

export function cardDisplayType(value: Maybe<string>): CardDisplayType {
  return CARD_DISPLAY_TYPES.includes(value as CardDisplayType) ? (value as CardDisplayType) : 'DEFAULT';
}

export function checkModal(item: { linkText: Maybe<string> }): ContentWarning | null {
  return blank(item.linkText) ? W.modal : null;
}

export function checkPanel(item: { hasContent: boolean }): ContentWarning | null {
  return item.hasContent ? null : W.panel;
}

export function checkRichtext(item: { hasRichtext: boolean }): ContentWarning | null {
  return item.hasRichtext ? null : W.richtext;
}

export function checkSeoAdvice(item: { title: Maybe<string>; hasContent: boolean }): ContentWarning | null {
  return blank(item.title) || !item.hasContent ? W.seoAdvice : null;
}

export function checkText(item: { styledText: Maybe<string>; style: Maybe<string> }): ContentWarning | null {
  return blank(item.styledText) || decorativeLevel(item.style) === null ? W.text : null;
}

export function checkVideo(item: { url: Maybe<string> }): ContentWarning | null {
  return blank(item.url) ? W.video : null;
}

export function checkAccordion(item: { itemCount: number }): ContentWarning | null {
  return item.itemCount === 0 ? W.accordion : null;
}

export interface GkAirData {
  outputId: Maybe<string>;
  serviceId: Maybe<string>;
  parameterNames: readonly Maybe<string>[];
}

/** A service recommendation needs outputId, serviceId and a name on every parameter. */
export function checkGkAir(item: Maybe<GkAirData>): ContentWarning | null {
  if (!item || blank(item.outputId) || blank(item.serviceId) || item.parameterNames.some(blank)) return W.gkAir;
  return null;
}

export function checkRecommendation(item: { recommendationType: Maybe<string>; gkAir: Maybe<GkAirData> }): ContentWarning | null {
  if (blank(item.recommendationType)) return W.recommendationType;
  if (item.recommendationType === 'GK Air') return checkGkAir(item.gkAir);
  return null;
}

export function checkInspirationItem(item: {
  headline: Maybe<string>;
  text: Maybe<string>;
  imageCount: number;
  gkAir: Maybe<GkAirData>;
}): ContentWarning | null {
  if (blank(item.headline) || blank(item.text) || item.imageCount === 0) return W.inspirationItem;
  // An embedded recommendation is optional; when present it must be valid.
  if (item.gkAir && checkGkAir(item.gkAir)) return W.inspirationItem;
  return null;
}

export function checkAnchorLink(item: { label: Maybe<string>; anchor: Maybe<string> }): ContentWarning | null {
  return blank(item.label) || blank(item.anchor) ? W.anchorLink : null;
}

/** ExternalLink without externalTarget, or any link whose target is missing. */
export function checkLink(item: { href: Maybe<string> }): ContentWarning | null {
  return blank(item.href) ? W.linkTarget : null;
}

export interface LinkBoxEntry {
  label: string;
  children: { name: string; destination: string }[];
}

/** The link box JSON must match { linkboxEntries: [{ label, children: [{ name, destination }] }] }. */
export function parseLinkBox(json: unknown): LinkBoxEntry[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const entries = (json as { linkboxEntries?: unknown }).linkboxEntries;
  if (!Array.isArray(entries) || entries.length === 0) return null;
  const isString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
  const valid = entries.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      isString((entry as LinkBoxEntry).label) &&
      Array.isArray((entry as LinkBoxEntry).children) &&
      (entry as LinkBoxEntry).children.every(
        (child) => typeof child === 'object' && child !== null && isString(child.name) && isString(child.destination),
      ),
  );
  return valid ? (entries as LinkBoxEntry[]) : null;
}
