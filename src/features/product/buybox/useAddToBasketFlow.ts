import { useState } from 'react';
import type { ButtonState } from '../../../ui/Button.tsx';
import { useAddToBasket } from '../../../shop/context/addToBasket.ts';
import { noticeFor, type Notice } from './addNotice.ts';
import { isSoldOut, type SelectableVariant } from '../../../entities/product/variantSelection.ts';
import { usePageContext } from 'vike-react/usePageContext';

/** How long 'Hinzugefügt' shows, as long as the success of the shop's other action buttons. */
const SUCCESS_MS = 2000;

/**
 * Adding the chosen variant through the layout's AddToBasket: the disposal pieces asked for, the
 * button's state (Button's idle → loading → success → idle) and the notification below it. No
 * size or a sold-out size is refused here without a request (and without the button going busy).
 */
export function useAddToBasketFlow() {
  const { locale } = usePageContext().shop;
  const { add } = useAddToBasket();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [disposal, setDisposal] = useState(0);
  const [state, setState] = useState<ButtonState>('idle');

  /** onAdded: told after a successful add (analytics). */
  async function submit(variant: SelectableVariant | null, promotion: string | null, onAdded?: (variant: SelectableVariant) => void) {
    if (!variant) return setNotice(await noticeFor(locale, { ok: false, code: 'ATB_NO_VARIANT_SELECTED', params: {} }));
    if (isSoldOut(variant)) return setNotice(await noticeFor(locale, { ok: false, code: 'ATB_VARIANT_OUTSOLD', params: {} }));
    setNotice(null);
    setState('loading');
    const result = await add(variant.id, promotion, 1, disposal > 0 ? { disposalService: disposal } : undefined);
    setNotice(await noticeFor(locale, result));
    if (!result.ok) return setState('idle');
    onAdded?.(variant);
    setState('success');
    setDisposal(0);
    // The confirmation shows for a moment, then the button is ready again.
    setTimeout(() => setState('idle'), SUCCESS_MS);
  }

  /** A new variant closes the notification and forgets the disposal pieces asked for. */
  function reset() {
    setNotice(null);
    setDisposal(0);
  }

  return { notice, state, disposal, setDisposal, submit, reset };
}
