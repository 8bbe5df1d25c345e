import type { AddToBasketCheck } from './rules.ts';

type Failure = Extract<AddToBasketCheck, { ok: false }>;

// The shop shows its own texts per code; these messages say the same for anyone reading the raw error.
export function addToBasketMessage(failure: Failure): string {
  switch (failure.code) {
    case 'ATB_NO_VARIANT_SELECTED':
      return 'Bitte wählen Sie eine Größe.';
    case 'ATB_VARIANT_OUTSOLD':
      return 'Diese Größe ist ausverkauft.';
    case 'ATB_QUANTITY_LIMIT_EXCEEDED':
      return `Sie haben diesen Artikel bereits ${failure.quantityLimit} Mal in Ihren Warenkorb gelegt. Damit ist die Maximalmenge erreicht.`;
    case 'ATB_GENERAL':
      return 'Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.';
  }
}
