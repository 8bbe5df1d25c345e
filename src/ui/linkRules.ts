// How a link behaves, from its href: internal links route client-side (and keep /webview),
// tel:/mailto: and new-window links tell screen readers what happens, external links pass no
// opener or referrer, and only http(s), mailto and tel are followed at all.

export type LinkKind = 'internal' | 'external' | 'tel' | 'mailto' | 'unsafe';

export function linkKind(href: string, shopOrigin?: string): LinkKind {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return 'internal';
  if (value.startsWith('#') || value.startsWith('?')) return 'internal';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'tel') return 'tel';
  if (scheme === 'mailto') return 'mailto';
  if (scheme === 'http' || scheme === 'https' || value.startsWith('//')) {
    try {
      const url = new URL(value, shopOrigin ?? 'https://invalid.invalid');
      return shopOrigin && url.origin === new URL(shopOrigin).origin ? 'internal' : 'external';
    } catch {
      return 'unsafe';
    }
  }
  return scheme ? 'unsafe' : 'internal';
}

/** Screen-reader note appended to a link's name. */
export function linkNote(kind: LinkKind, newWindow: boolean): string | null {
  if (kind === 'tel') return 'öffnet die Telefon-App';
  if (kind === 'mailto') return 'öffnet Ihr E-Mail-Programm';
  if (newWindow) return 'öffnet in einem neuen Fenster';
  return null;
}

/** rel attribute: external and new-window links get neither opener nor referrer. */
export function linkRel(kind: LinkKind, newWindow: boolean): string | undefined {
  return kind === 'external' || newWindow ? 'noopener noreferrer' : undefined;
}
