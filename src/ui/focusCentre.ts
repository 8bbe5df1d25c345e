// Where a skip link takes the visitor: focus on its target, the target in the middle of the screen.

/** Focuses the element (focusable from script only) and scrolls it to the centre of the screen. */
export function focusAndCentre(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  centre(element);
}

/**
 * A target taller than the screen centred as a whole shows only its middle (the home page's main
 * content is several screens high): then its heading, or else its first line, comes to the centre,
 * where the visitor sees where the jump went and the focus ring's top edge.
 */
function centre(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  if (box.height <= window.innerHeight) {
    element.scrollIntoView({ block: 'center' });
    return;
  }
  const heading = element.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  const headingBox = heading?.getBoundingClientRect();
  // A heading far down the target says less than the target's own first line.
  if (headingBox && headingBox.top - box.top < window.innerHeight / 2) {
    window.scrollBy({ top: headingBox.top + headingBox.height / 2 - window.innerHeight / 2 });
    return;
  }
  const line = parseFloat(getComputedStyle(element).lineHeight) || 24;
  window.scrollBy({ top: box.top + line / 2 - window.innerHeight / 2 });
}
