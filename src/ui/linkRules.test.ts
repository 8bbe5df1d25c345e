import { describe, expect, it } from 'vitest';
import { linkKind, linkNote, linkRel } from './linkRules.ts';
import { HOSTILE_TARGETS } from '../shop/page/redirectTarget.fixtures.ts';

describe('link rules', () => {
  it('tells link kinds apart', () => {
    expect(linkKind('/content/agb')).toBe('internal');
    expect(linkKind('#main')).toBe('internal');
    expect(linkKind('tel:+49401234')).toBe('tel');
    expect(linkKind('MAILTO:service@example.com')).toBe('mailto');
    expect(linkKind('https://www.example.org/x')).toBe('external');
    expect(linkKind('//cdn.example.org/x')).toBe('external');
    expect(linkKind('https://www.hansebrueck.de/p/1', 'https://www.hansebrueck.de')).toBe('internal');
  });
  it('refuses other protocols', () => {
    expect(linkKind('javascript:alert(1)')).toBe('unsafe');
    expect(linkKind(' data:text/html,x')).toBe('unsafe');
    expect(linkKind('ftp://example.org')).toBe('unsafe');
  });
  it('adds screen-reader notes', () => {
    expect(linkNote('de-DE', 'tel', false)).toBe('öffnet die Telefon-App');
    expect(linkNote('de-DE', 'mailto', false)).toBe('öffnet Ihr E-Mail-Programm');
    expect(linkNote('de-DE', 'external', true)).toBe('öffnet in einem neuen Fenster');
    expect(linkNote('de-DE', 'internal', false)).toBeNull();
  });
  it('gives external and new-window links no opener or referrer', () => {
    expect(linkRel('external', false)).toBe('noopener noreferrer');
    expect(linkRel('internal', true)).toBe('noopener noreferrer');
    expect(linkRel('internal', false)).toBeUndefined();
  });
});

describe('link rules against hostile hrefs', () => {
  const shop = 'https://www.hansebrueck.de';
  it.each(HOSTILE_TARGETS)('never calls %j internal unless the browser stays on the shop', (href) => {
    const kind = linkKind(href, shop);
    if (kind === 'internal') expect(new URL(href.trim(), `${shop}/content/x`).origin).toBe(shop);
    else expect(['external', 'unsafe']).toContain(kind);
  });
  it('reads the link as the browser does', () => {
    expect(linkKind('/\t/evil.example', shop)).toBe('unsafe');
    expect(linkKind('java\tscript:alert(1)', shop)).toBe('unsafe');
    expect(linkKind('https://www.hansebrueck.de@evil.example/', shop)).toBe('unsafe');
    expect(linkKind('HTTPS://WWW.HANSEBRUECK.DE/p/1', shop)).toBe('internal');
    expect(linkKind('https://www.hansebrueck.de.evil.example/', shop)).toBe('external');
    expect(linkKind('https://www.hansebrueck.de:8443/', shop)).toBe('external');
    expect(linkKind('vbscript:msgbox(1)', shop)).toBe('unsafe');
    expect(linkKind('tel:+49 40 1234', shop)).toBe('tel');
  });
  it('decides paths on the shop as parsing them would', () => {
    for (const href of ['/p/P100010', '/damen-mode/kleider?farbe=rot#top', '/', ' /p/x ', '/%2F%2Fevil.example', '/..//evil.example']) {
      expect(linkKind(href, shop), href).toBe('internal');
      expect(new URL(href.trim(), `${shop}/`).origin, href).toBe(shop);
    }
    expect(linkKind('//evil.example/p', shop)).toBe('external');
    expect(linkKind('/p/1', 'https://www.hansebrueck.ch')).toBe('internal');
    // Without a readable shop origin nothing is followed.
    expect(linkKind('/p/1', 'not a url')).toBe('unsafe');
    expect(linkKind('/p/1', shop)).toBe('internal');
  });
});
