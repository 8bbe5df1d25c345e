import { createContext, use, type ReactNode } from 'react';

// A legal hint (a campaign's conditions) in a modal, opened from the product page's price badge.
// Shared here because features do not import each other: the layout provides the modal with the
// content API's text, the buy box places it.

/** Hash id of the modal with the legal hint `key`. */
export const legalHintOverlayId = (key: string) => `legal-hint-${key}`;

/** Renders the modal of the legal hint `contentKey`, opened by the hash id `id`. */
export const LegalHintModalContext = createContext<((props: { id: string; contentKey: string }) => ReactNode) | null>(null);

/** The legal hint's modal where the layout offers one. */
export function LegalHintModalSlot(props: { id: string; contentKey: string }) {
  const render = use(LegalHintModalContext);
  return render ? render(props) : null;
}
