import { css } from '@linaria/core';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { announceOrderFormCount } from '../../shop/context/orderFormCount.ts';
import { formMessage } from '../../shop/texts/formMessages.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { useAsyncState } from '../../ui/useAsyncState.ts';
import { useBrowserValue } from '../../ui/lazy/useBrowserValue.ts';
import { emptyLine, isBlank, orderFormCount, padLines, parseLines, readStoredLines, saveLines, type OrderLine } from './lines.ts';
import { addedMessage, lineMessage, summaryMessages } from './messages.ts';
import { orderformTexts } from './texts.ts';
import { compactArticleNumber } from './articleNumber.ts';
import { OrderFormLine } from './OrderFormLine.tsx';
import { useSubmitOrderFormMutation } from './useSubmitOrderFormMutation.ts';

/**
 * The direct order form: articles entered by number, the valid lines added to the basket
 * together. Lines live in localStorage (a guest's scribble pad), so the server renders the
 * empty form and the browser fills in the stored lines after hydration.
 */
export function DirectOrderForm() {
  const { shop } = usePageContext();
  const t = orderformTexts(shop.locale);
  // The stored lines once in the browser ('' when none); the shopper's edits from then on.
  const stored = useBrowserValue(readStoredLines, []);
  const initial = useMemo(() => (stored === null ? padLines([]) : parseLines(stored)), [stored]);
  const [edited, setEdited] = useState<OrderLine[] | null>(null);
  const lines = edited ?? initial;
  const setLines = useCallback(
    (update: (current: OrderLine[]) => OrderLine[]) => setEdited((current) => update(current ?? initial)),
    [initial],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string[]>([]);
  const { submit } = useSubmitOrderFormMutation(shop.locale);
  const { state, run } = useAsyncState(1000);
  const toast = useToast();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const focusKey = useRef<string | null>(null);

  // Every change is stored and announced to the header's badge.
  useEffect(() => {
    if (!edited) return;
    saveLines(edited);
    announceOrderFormCount(orderFormCount(edited));
  }, [edited]);

  useEffect(() => {
    if (focusKey.current) inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  }, [lines]);

  const change = useCallback(
    (next: OrderLine) => {
      setLines((current) => current.map((line) => (line.key === next.key ? next : line)));
      setErrors(({ [next.key]: _gone, ...rest }) => rest);
    },
    [setLines],
  );

  const add = () => {
    const line = emptyLine();
    focusKey.current = line.key;
    setLines((current) => [...current, line]);
  };

  const remove = (key: string) => {
    setLines((current) => {
      const index = current.findIndex((line) => line.key === key);
      const rest = padLines(current.filter((line) => line.key !== key));
      focusKey.current = rest[Math.min(index, rest.length - 1)]?.key ?? null;
      return rest;
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const filled = lines.filter((line) => !isBlank(line));
      setSummary([]);
      if (filled.length === 0) {
        setSummary([formMessage(shop.locale, 'FORM_REQUIRED_FIELDS_MISSING')]);
        return false;
      }
      try {
        const outcome = await submit(
          filled.map((line) => ({
            displayNumber: compactArticleNumber(line.displayNumber),
            variantId: line.variantId,
            quantity: Number.isInteger(line.quantity) ? line.quantity : 0,
          })),
        );
        const added = new Set(outcome.addedLines.map((index) => filled[index]!.key));
        const refused = Object.fromEntries(
          outcome.lineErrors.map((e) => [filled[e.index]!.key, lineMessage(shop.locale, e.code, e.params)]),
        );
        const pieces = filled.filter((line) => added.has(line.key)).reduce((sum, line) => sum + line.quantity, 0);
        setLines((current) => padLines(current.filter((line) => !added.has(line.key))));
        setErrors(refused);
        setSummary(
          summaryMessages(
            shop.locale,
            outcome.lineErrors.map((e) => e.code),
            added.size > 0,
          ),
        );
        if (pieces > 0) toast.show({ variant: 'success', text: addedMessage(shop.locale, pieces) });
        return outcome.lineErrors.length === 0;
      } catch {
        setSummary([t.orderformFailed()]);
        return false;
      }
    });
  };

  return (
    <form className={formBox} onSubmit={send} noValidate aria-label={t.orderformTitle()}>
      <p>{t.orderformIntro()}</p>
      <div>
        {lines.map((line, index) => (
          <OrderFormLine
            key={line.key}
            line={line}
            position={index + 1}
            locale={shop.locale}
            serverError={errors[line.key] ?? null}
            onChange={change}
            onRemove={() => remove(line.key)}
            inputRef={(element) => {
              if (element) inputs.current.set(line.key, element);
              else inputs.current.delete(line.key);
            }}
          />
        ))}
      </div>
      <div>
        <Button variant="secondary" onClick={add}>
          {t.orderformAddLine()}
        </Button>
      </div>
      <div role="alert" className={alert}>
        {summary.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className={actions}>
        <Button type="submit" state={state} successLabel={t.orderformAddedButton()}>
          {t.orderformToBasket()}
        </Button>
        <ButtonLink href="/checkout" variant="secondary">
          {t.orderformToCheckout()}
        </ButtonLink>
      </div>
    </form>
  );
}

const formBox = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;
const alert = css`
  color: var(--color-error);
  p {
    margin: 0;
  }
  &:empty {
    display: none;
  }
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
`;
