// Business warnings of misconfigured content items.
// The texts are the catalogue's; items without a catalogue text get one in the same pattern.

export const CONTENT_WARNINGS = {
  actionButtonLabel: 'ActionButton with missing label detected',
  actionButtonType: 'ActionButton with unsupported type detected',
  phoneBox: 'PhoneBox with missing props detected',
  card: 'Card with missing data detected',
  emptyLayout: 'Empty layout detected',
  layoutColumns: 'Layout with unsupported column detected',
  recommendationType: 'Recommendation with missing recommendationType detected',
  gkAir: 'GK Air Recommendation with missing service/outputId detected',
  linkTarget: 'Link with missing externalTarget detected',
  linkBox: 'Failed to render Linkbox',
  coupon: 'Coupon without code',
  tip: 'Tip with missing data detected',
  checklist: 'Checklist with missing data detected',
  contactBox: 'ContactBox with missing data detected',
  dosDonts: 'DosDonts with missing data detected',
  iframe: 'IFrame with missing url or title detected',
  asset: 'Asset with missing url, width or height detected',
  button: 'Button with missing href or label detected',
  modal: 'Modal with missing linkText detected',
  panel: 'Panel with missing content detected',
  richtext: 'Richtext with missing richtext detected',
  seoAdvice: 'SeoAdvice with missing title or content detected',
  text: 'Text with missing or invalid style detected',
  video: 'Video with missing url detected',
  accordion: 'Accordion with missing items detected',
  inspirationItem: 'InspirationItem with missing data detected',
  anchorLink: 'AnchorLink with missing label or anchor detected',
} as const;

export type ContentWarning = (typeof CONTENT_WARNINGS)[keyof typeof CONTENT_WARNINGS];

// The browser logs each item once, however often it re-renders; the server logs per request.
const logged = new Set<string>();

/** Logs that an item is not rendered; editors find it by its entry id. */
export function warnContent(warning: ContentWarning, entryId: string | null | undefined): void {
  const message = `${warning} (${entryId ?? 'unknown entry'})`;
  if (typeof window !== 'undefined') {
    if (logged.has(message)) return;
    logged.add(message);
  }
  console.warn(message);
}

/** True (and the warning logged) when a check failed: the caller renders nothing. */
export function rejected(warning: ContentWarning | null, entryId: string | null | undefined): warning is ContentWarning {
  if (!warning) return false;
  warnContent(warning, entryId);
  return true;
}
