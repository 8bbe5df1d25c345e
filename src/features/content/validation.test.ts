import { describe, expect, it } from 'vitest';
import * as layout from './layoutRules.ts';
import * as v from './validation.ts';
import { CONTENT_WARNINGS as W } from './warnings.ts';

describe('content item validation', () => {
  it('ActionButton: label and a supported type', () => {
    expect(v.checkActionButton({ label: null, type: 'CHAT' })).toBe('ActionButton with missing label detected');
    expect(v.checkActionButton({ label: 'Rückruf', type: 'CALLBACK' })).toBe('ActionButton with unsupported type detected');
    for (const type of ['CHAT', 'OPTOUT', 'PRINT']) expect(v.checkActionButton({ label: 'Los', type })).toBeNull();
  });

  it('PhoneBox: title, number and disclaimer', () => {
    expect(v.checkPhoneBox({ title: 'Beratung', number: null, disclaimer: null })).toBe('PhoneBox with missing props detected');
    expect(v.checkPhoneBox({ title: 'Beratung', number: '0800', disclaimer: 'kostenlos' })).toBeNull();
  });

  it('Tip: tipText, or title and content', () => {
    expect(v.checkTip({ title: null, tipText: null, hasContent: true })).toBe(W.tip);
    expect(v.checkTip({ title: 'Tipp', tipText: null, hasContent: false })).toBe(W.tip);
    expect(v.checkTip({ title: 'Tipp', tipText: null, hasContent: true })).toBeNull();
    expect(v.checkTip({ title: null, tipText: 'Text', hasContent: false })).toBeNull();
  });

  it('Checklist: title and list', () => {
    expect(v.checkChecklist({ title: 'Liste', textList: [] })).toBe(W.checklist);
    expect(v.checkChecklist({ title: '', textList: ['a'] })).toBe(W.checklist);
    expect(v.checkChecklist({ title: 'Liste', textList: ['a'] })).toBeNull();
  });

  it('ContactBox: title, icon and content or button', () => {
    expect(v.checkContactBox({ title: 'T', icon: null, hasContent: true, hasButton: false })).toBe(W.contactBox);
    expect(v.checkContactBox({ title: 'T', icon: 'phone', hasContent: false, hasButton: false })).toBe(W.contactBox);
    expect(v.checkContactBox({ title: 'T', icon: 'phone', hasContent: false, hasButton: true })).toBeNull();
  });

  it('Coupon: code', () => {
    expect(v.checkCoupon({ code: null })).toBe('Coupon without code');
    expect(v.checkCoupon({ code: 'HERBST15' })).toBeNull();
  });

  it('DosDonts: every part', () => {
    const full = { titleDos: 'Do', textListDos: ['a'], titleDonts: 'Dont', textListDonts: ['b'] };
    expect(v.checkDosDonts(full)).toBeNull();
    expect(v.checkDosDonts({ ...full, textListDonts: null })).toBe(W.dosDonts);
  });

  it('iFrame: url and title', () => {
    expect(v.checkIFrame({ url: 'https://x.example', title: null })).toBe(W.iframe);
    expect(v.checkIFrame({ url: 'https://x.example', title: 'Karte' })).toBeNull();
  });

  it('Asset: url, width and height', () => {
    expect(v.checkAsset({ url: '/a.webp', width: 10, height: null })).toBe(W.asset);
    expect(v.checkAsset(null)).toBe(W.asset);
    expect(v.checkAsset({ url: '/a.webp', width: 10, height: 10 })).toBeNull();
  });

  it('Button: href and label', () => {
    expect(v.checkButton({ href: null, label: 'Los' })).toBe(W.button);
    expect(v.checkButton({ href: '/contact', label: '' })).toBe(W.button);
    expect(v.checkButton({ href: '/contact', label: 'Los' })).toBeNull();
  });

  it('Card: promotion, link and image; BOX is lenient', () => {
    const ok = { displayType: 'DEFAULT', hasPromotion: true, href: '/sale', hasImage: true, title: 'Sale' };
    expect(v.checkCard(ok)).toBeNull();
    expect(v.checkCard({ ...ok, hasPromotion: false })).toBe('Card with missing data detected');
    expect(v.checkCard({ ...ok, href: null })).toBe(W.card);
    expect(v.checkCard({ ...ok, hasImage: false })).toBe(W.card);
    expect(v.checkCard({ ...ok, displayType: 'BOX', href: null, hasImage: false })).toBeNull();
    expect(v.checkCard({ ...ok, displayType: 'BOX', hasImage: false, title: null })).toBe(W.card);
  });

  it('Card: alt equal to the title (any case) is emptied; unknown display types are DEFAULT', () => {
    expect(v.cardImageAlt('Strick-Saison', 'strick-saison')).toBe('');
    expect(v.cardImageAlt('Frau im Pullover', 'Strick-Saison')).toBe('Frau im Pullover');
    expect(v.cardDisplayType('FANCY')).toBe('DEFAULT');
    expect(v.cardDisplayType('ASSET_ONLY')).toBe('ASSET_ONLY');
  });

  it('Modal: linkText; Panel: content; Richtext: richtext; SeoAdvice: title and content', () => {
    expect(v.checkModal({ linkText: null })).toBe(W.modal);
    expect(v.checkModal({ linkText: 'Bedingungen' })).toBeNull();
    expect(v.checkPanel({ hasContent: false })).toBe(W.panel);
    expect(v.checkRichtext({ hasRichtext: false })).toBe(W.richtext);
    expect(v.checkSeoAdvice({ title: 'SEO', hasContent: false })).toBe(W.seoAdvice);
    expect(v.checkSeoAdvice({ title: 'SEO', hasContent: true })).toBeNull();
  });

  it('Text: text and a Decorative H1–H6 style', () => {
    expect(v.checkText({ styledText: 'Titel', style: 'Decorative H7' })).toBe(W.text);
    expect(v.checkText({ styledText: null, style: 'Decorative H2' })).toBe(W.text);
    expect(v.checkText({ styledText: 'Titel', style: 'Decorative H6' })).toBeNull();
    expect(layout.decorativeLevel('Decorative H3')).toBe(3);
  });

  it('Video: url; Accordion: items; AnchorLink: label and anchor', () => {
    expect(v.checkVideo({ url: null })).toBe(W.video);
    expect(v.checkAccordion({ itemCount: 0 })).toBe(W.accordion);
    expect(v.checkAccordion({ itemCount: 2 })).toBeNull();
    expect(v.checkAnchorLink({ label: 'GOTS', anchor: null })).toBe(W.anchorLink);
    expect(v.checkAnchorLink({ label: 'GOTS', anchor: 'gots-und-ocs' })).toBeNull();
  });

  it('Recommendations: type, and a valid service request', () => {
    const gkAir = { outputId: '1', serviceId: 'homepage', parameterNames: ['pageType'] };
    expect(v.checkRecommendation({ recommendationType: null, gkAir })).toBe('Recommendation with missing recommendationType detected');
    expect(v.checkRecommendation({ recommendationType: 'GK Air', gkAir })).toBeNull();
    expect(v.checkRecommendation({ recommendationType: 'Wishlist', gkAir: null })).toBeNull();
    expect(v.checkGkAir({ ...gkAir, serviceId: null })).toBe('GK Air Recommendation with missing service/outputId detected');
    expect(v.checkGkAir({ ...gkAir, outputId: '' })).toBe(W.gkAir);
    expect(v.checkGkAir({ ...gkAir, parameterNames: ['pid', null] })).toBe(W.gkAir);
  });

  it('InspirationItem: headline, text, images and a valid recommendation', () => {
    const ok = { headline: 'H', text: 'T', imageCount: 2, gkAir: { outputId: '1', serviceId: 's', parameterNames: [] } };
    expect(v.checkInspirationItem(ok)).toBeNull();
    expect(v.checkInspirationItem({ ...ok, imageCount: 0 })).toBe(W.inspirationItem);
    expect(v.checkInspirationItem({ ...ok, gkAir: { outputId: null, serviceId: 's', parameterNames: [] } })).toBe(W.inspirationItem);
  });

  it('Links: a link without target', () => {
    expect(v.checkLink({ href: null })).toBe('Link with missing externalTarget detected');
    expect(v.checkLink({ href: '/content/agb' })).toBeNull();
  });

  it('LinkBox: JSON must match its schema', () => {
    expect(v.parseLinkBox({ links: [{ title: 'Kleider', url: '/kleider' }] })).toBeNull();
    expect(v.parseLinkBox({ linkboxEntries: [{ label: 'A', children: [{ name: 'x' }] }] })).toBeNull();
    expect(v.parseLinkBox({ linkboxEntries: [{ label: 'A', children: [{ name: 'x', destination: '/x' }] }] })).toHaveLength(1);
  });
});
