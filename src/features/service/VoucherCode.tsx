import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { message } from '../../shop/texts/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useToast } from '../../ui/toast/Toasts.tsx';
import { newsletterTexts } from './newsletterTexts.ts';
import { usePageContext } from 'vike-react/usePageContext';

/** The copy button shows 'Kopiert' this long, then offers copying again. */
export const COPY_RESET_MS = 3500;

/** The welcome voucher's code with a copy button (COPIED on the button, COUPON_COPIED as a toast). */
/** voucher: its amount as the texts name it ('10 €'). */
export function VoucherCode({ code, voucher }: { code: string; voucher: string }) {
  const { shop } = usePageContext();
  const { locale } = shop;
  const t = newsletterTexts(locale);
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      return; // no clipboard (permissions): the code stays readable and selectable
    }
    setCopied(true);
    toast.show({ variant: 'success', headline: message(locale, 'COUPON_COPIED'), text: message(locale, 'COUPON_COPIED_SUB') });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_RESET_MS);
  };

  return (
    <div className={box}>
      <span className={label}>{t.newsletterVoucher({ amount: voucher })}</span>
      <code className={codeClass}>{code}</code>
      <Button
        variant="secondary"
        size="small"
        onClick={() => void copy()}
        aria-label={copied ? message(locale, 'COPIED') : t.newsletterCopyCodeLabel({ code })}
      >
        {copied ? (
          <>
            <Icon name="check" size={16} /> {message(locale, 'COPIED')}
          </>
        ) : (
          t.newsletterCopyCode()
        )}
      </Button>
    </div>
  );
}

const box = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
`;
const label = css`
  flex-basis: 100%;
`;
const codeClass = css`
  font-size: 1.25rem;
  letter-spacing: 0.05em;
  padding: var(--space-2) var(--space-3);
  border: 1px dashed var(--color-border);
  border-radius: var(--radius-m);
`;
