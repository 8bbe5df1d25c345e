import { media } from '../../../ui/breakpoints.ts';

// Which panels of the product information accordion are open.
//
// Desktop (from the desktop breakpoint): the information sits beside the images, so one panel at a time keeps the
// column short. Description is open at first (Details without a description), opening a panel
// closes the other, and closing the open one opens the panel after it (the last one just closes).
// Smaller screens: the accordion sits far down the page; nothing is open at first, panels open
// and close independently.

export const DESKTOP_QUERY = media.desktop;

/** Only one panel may be open at a time. */
export function isSingleOpen(desktop: boolean): boolean {
  return desktop;
}

/** Panels open before the shopper touches the accordion. */
export function defaultOpenPanels(panels: readonly string[], desktop: boolean): string[] {
  if (!desktop) return [];
  const first = panels.includes('description') ? 'description' : panels.includes('details') ? 'details' : undefined;
  return first ? [first] : [];
}

/** The open panels after the shopper opens or closes `id`. */
export function togglePanel(open: readonly string[], panels: readonly string[], id: string, opening: boolean, single: boolean): string[] {
  if (opening) return single ? [id] : open.includes(id) ? [...open] : [...open, id];
  const rest = open.filter((other) => other !== id);
  if (!single || rest.length > 0) return rest;
  const next = panels[panels.indexOf(id) + 1];
  return next && panels.includes(id) ? [next] : [];
}
