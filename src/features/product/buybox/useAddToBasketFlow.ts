import { useState } from 'react';
import { useAddToBasket } from '../../../shop/addToBasket.ts';
import { useAsyncState } from '../../../ui/useAsyncState.ts';
import { noticeFor, type Notice } from './addNotice.ts';
import { isSoldOut, type SelectableVariant } from './selection.ts';

/**
 * Adding the chosen variant through the layout's AddToBasket: the disposal pieces asked for, the
 * button's state and the notification below it. No size or a sold-out size is refused here
 * without a request (and without the button going busy).
 */
export function useAddToBasketFlow() {
  const { add } = useAddToBasket();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [disposal, setDisposal] = useState(0);
  const { state, run } = useAsyncState();

  async function submit(variant: SelectableVariant | null, promotion: string | null) {
    if (!variant) return setNotice(noticeFor({ ok: false, code: 'ATB_NO_VARIANT_SELECTED', params: {} }));
    if (isSoldOut(variant)) return setNotice(noticeFor({ ok: false, code: 'ATB_VARIANT_OUTSOLD', params: {} }));
    setNotice(null);
    await run(async () => {
      const result = await add(variant.id, promotion, 1, disposal > 0 ? { disposalService: disposal } : undefined);
      setNotice(noticeFor(result));
      if (result.ok) setDisposal(0);
      return result.ok;
    });
  }

  /** A new variant closes the notification and forgets the disposal pieces asked for. */
  function reset() {
    setNotice(null);
    setDisposal(0);
  }

  return { notice, state, disposal, setDisposal, submit, reset };
}
