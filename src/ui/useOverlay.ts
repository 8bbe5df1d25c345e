import { useCallback, useEffect, useState } from 'react';
import { closeAction, hashWith, hashWithout, overlayIds } from './overlayHash.ts';

// Overlays this page session opened itself: closing those goes back in history.
const openedHere = new Set<string>();
/** Fired on window when an overlay opens or closes without a history step. */
export const OVERLAY_CHANGED = 'overlaychange';
const CHANGE = OVERLAY_CHANGED;

function currentUrl(hash: string) {
  return `${location.pathname}${location.search}${hash}`;
}

/**
 * Back to the page's previous entry. history.back() steps through the joint session history: after
 * a frame in the overlay navigated (the login frame's form) it would take the frame back and leave
 * the overlay open. The Navigation API's back() moves the page itself.
 */
function goBack() {
  // The overlay's own entry is the current one, so there is one to go back to. Settled either way
  // (a later navigation may interrupt it), so neither promise goes unhandled.
  if (typeof navigation !== 'undefined') void Promise.allSettled(Object.values(navigation.back()));
  else history.back();
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
    openedHere.add(id);
    history.pushState(history.state, '', currentUrl(hashWith(location.hash, id)));
    window.dispatchEvent(new Event(CHANGE));
  }, [id]);

  const close = useCallback(() => {
    if (!overlayIds(location.hash).includes(id)) return;
    if (closeAction(openedHere.has(id)) === 'back') {
      openedHere.delete(id);
      goBack();
    } else {
      history.replaceState(history.state, '', currentUrl(hashWithout(location.hash, id)));
      window.dispatchEvent(new Event(CHANGE));
    }
  }, [id]);

  return { open, show, close };
}
