// Overlays (modals, off-canvas menu) open by adding their encoded id to a comma-separated list
// in the URL hash and close by removing it. Pure helpers; useOverlay applies them to history.

/** Overlay ids in a URL hash ('#a,b' → ['a', 'b']). */
export function overlayIds(hash: string): string[] {
  const list = hash.startsWith('#') ? hash.slice(1) : hash;
  return list
    .split(',')
    .filter(Boolean)
    .map((id) => {
      try {
        return decodeURIComponent(id);
      } catch {
        return id;
      }
    });
}

function toHash(ids: readonly string[]): string {
  return ids.length > 0 ? `#${ids.map(encodeURIComponent).join(',')}` : '';
}

export function hashWith(hash: string, id: string): string {
  const ids = overlayIds(hash);
  return toHash(ids.includes(id) ? ids : [...ids, id]);
}

export function hashWithout(hash: string, id: string): string {
  return toHash(overlayIds(hash).filter((other) => other !== id));
}

/**
 * How to close an overlay: go back in history if this session opened it (so the back button and
 * the close button agree), else replace the URL (a shared link with the hash opened it).
 */
export function closeAction(openedHere: boolean): 'back' | 'replace' {
  return openedHere ? 'back' : 'replace';
}
