/**
 * Where focus goes when the page itself changes under the visitor (a client-side navigation, a
 * closed cookie banner): to the page's main heading, so a screen reader reads which page this is
 * and the keyboard carries on from there. Pages without a heading fall back to the main content.
 */
export function focusPageHeading(): HTMLElement | null {
  const main = document.querySelector('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return null;
  focusQuietly(target);
  return target;
}

/**
 * As focusPageHeading, also when the new page's heading comes a moment later (its content may still
 * be suspended after a navigation): focus waits on the main content meanwhile and moves on to the
 * heading when it appears, unless the visitor has moved it. Returns a function that stops waiting.
 */
export function focusPageHeadingWhenRendered(wait = 3000): () => void {
  const main = document.querySelector('main');
  if (!main || main.querySelector('h1')) {
    focusPageHeading();
    return () => {};
  }
  focusQuietly(main);
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    stop();
    if (document.activeElement === main) focusQuietly(heading);
  });
  const timer = window.setTimeout(stop, wait);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

function focusQuietly(element: HTMLElement) {
  // A heading is no control: it takes focus from a script only, never from Tab.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  // The page stays where it is (a navigation has scrolled it to the top already).
  element.focus({ preventScroll: true });
}
