import { useCallback, useEffect, useState } from 'react';
import { closeAction, hashWith, hashWithout, overlayIds } from '../shop/overlayHash.ts';

// Overlays this page session opened itself, with the key of the history entry each was opened
// from (null where the browser has no Navigation API): closing those goes back in history.
const openedHere = new Map<string, string | null>();
/** Fired on window when an overlay opens or closes without a history step. */
export const OVERLAY_CHANGED = 'overlaychange';
const CHANGE = OVERLAY_CHANGED;

function currentUrl(hash: string) {
  return `${location.pathname}${location.search}${hash}`;
}

const currentEntryKey = (): string | null => (typeof navigation === 'undefined' ? null : (navigation.currentEntry?.key ?? null));

/**
 * Back to the entry the overlay was opened from. A frame in the overlay that navigated (the login
 * frame's form) has added history entries of its own since, which history.back() would step
 * through first, leaving the overlay open.
 */
function goBackTo(key: string | null) {
  if (key !== null && navigation.entries().some((entry) => entry.key === key)) {
    const traversal = navigation.traverseTo(key);
    // Superseded by another navigation: nothing to do.
    traversal.committed.catch(() => {});
    traversal.finished.catch(() => {});
  } else {
    history.back();
  }
}

/**
 * Open state of an overlay kept in the URL hash (#id1,id2): shareable, and the back button closes
 * what this session opened.
 */
export function useOverlay(id: string) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const sync = () => setOpen(overlayIds(location.hash).includes(id));
    sync();
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    window.addEventListener(CHANGE, sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
      window.removeEventListener(CHANGE, sync);
    };
  }, [id]);

  const show = useCallback(() => {
    if (overlayIds(location.hash).includes(id)) return;
    openedHere.set(id, currentEntryKey());
    history.pushState(history.state, '', currentUrl(hashWith(location.hash, id)));
    window.dispatchEvent(new Event(CHANGE));
  }, [id]);

  const close = useCallback(() => {
    if (!overlayIds(location.hash).includes(id)) return;
    if (closeAction(openedHere.has(id)) === 'back') {
      const from = openedHere.get(id) ?? null;
      openedHere.delete(id);
      goBackTo(from);
    } else {
      history.replaceState(history.state, '', currentUrl(hashWithout(location.hash, id)));
      window.dispatchEvent(new Event(CHANGE));
    }
  }, [id]);

  return { open, show, close };
}
