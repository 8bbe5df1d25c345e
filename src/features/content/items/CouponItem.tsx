import { css, cx } from '@linaria/core';
import { lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { message } from '../../../shop/texts/messages.ts';
import { Button, type ButtonState } from '../../../ui/Button.tsx';
import { useModal } from '../../../ui/useModal.ts';
import { ContentIcon } from '../../../ui/ContentIcon.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { useToast } from '../../../ui/toast/Toasts.tsx';
import type { CouponItem_coupon$key } from './__generated__/CouponItem_coupon.graphql.ts';
import { CouponInfoContext } from '../couponInfo.ts';
import { contentTexts, useContentTexts } from '../texts.ts';
import { checkCoupon } from '../validation.ts';
import { rejected } from '../warnings.ts';
import { AssetSetItem } from './MediaItems.tsx';
import { boxTitle, colored, layoutColor } from './styles.ts';
import { usePageContext } from 'vike-react/usePageContext';
import { useNearScreen } from '../../../ui/lazy/useNearScreen.ts';

const QrCode = lazy(() => import('./QrCode.tsx'));

/** After a copy the button shows 'Kopiert' for 3.5 s. */
export const COPY_RESET_MS = 3500;

/** A coupon box: codes to copy, optional QR code, info button with the conditions, hint. */
export function CouponItem({ item }: { item: CouponItem_coupon$key }) {
  const t = useContentTexts();
  const data = useFragment(
    graphql`
      fragment CouponItem_coupon on Coupon {
        sys {
          id
        }
        title
        couponText
        hint
        showQrCode
        code
        code2
        layoutColor
        hideInfoButton
        couponImage {
          ...MediaItems_assetSet
        }
      }
    `,
    item,
  );
  const info = useModal(`coupon-info-${data.sys.id}`);
  const couponInfo = useContext(CouponInfoContext);
  // The QR code is drawn in the browser once its square comes near the screen (the server reserves
  // the square): its encoder's chunk and work cost a page that shows the coupon further down nothing.
  const qrRef = useRef<HTMLDivElement>(null);
  const qrNear = useNearScreen(qrRef);
  if (rejected(checkCoupon(data), data.sys.id) || !data.code) return null;
  return (
    <section
      className={cx(coupon, colored)}
      data-color={layoutColor(data.layoutColor)}
      aria-label={data.title ?? t.contentCouponLabel()}
      data-testid="coupon"
    >
      {data.couponImage && <AssetSetItem item={data.couponImage} sizes="500px" />}
      {data.title && <h3 className={boxTitle}>{data.title}</h3>}
      {data.couponText && <p>{data.couponText}</p>}
      <CodeRow code={data.code} />
      {data.code2 && <CodeRow code={data.code2} />}
      {data.showQrCode && (
        <div className={qrSpace} ref={qrRef}>
          {qrNear && (
            <Suspense fallback={null}>
              <QrCode code={data.code} label={t.contentQrCode({ code: data.code })} />
            </Suspense>
          )}
        </div>
      )}
      {data.hint && <p className={hint}>{data.hint}</p>}
      {!data.hideInfoButton && couponInfo && (
        <>
          <Button variant="link" size="small" onClick={info.show} aria-haspopup="dialog">
            <ContentIcon name="info" size={20} /> {t.contentCouponInfo()}
          </Button>
          <Modal title={t.contentCouponInfoTitle()} {...info.modalProps}>
            <Suspense fallback={<p role="status">{t.contentLoading()}</p>}>{couponInfo(data.sys.id)}</Suspense>
          </Modal>
        </>
      )}
    </section>
  );
}

/** A code and its copy button: 'Kopiert' with a check for 3.5 s and the COUPON_COPIED toast. */
function CodeRow({ code }: { code: string }) {
  const { locale } = usePageContext().shop;
  const [state, setState] = useState<ButtonState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toast = useToast();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      toast.show({ variant: 'error', text: contentTexts(locale).contentCopyFailed() });
      return;
    }
    setState('success');
    toast.show({ variant: 'success', headline: message(locale, 'COUPON_COPIED'), text: message(locale, 'COUPON_COPIED_SUB') });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_RESET_MS);
  };
  return (
    <p className={codeRow}>
      <code className={codeStyle}>{code}</code>
      <Button
        variant="secondary"
        size="small"
        state={state}
        successLabel={message(locale, 'COPIED')}
        onClick={() => void copy()}
        aria-label={state === 'success' ? undefined : contentTexts(locale).contentCopyCode({ code })}
      >
        <ContentIcon name="copy" size={20} /> Kopieren
      </Button>
    </p>
  );
}

const coupon = css`
  display: grid;
  gap: var(--space-3);
  max-width: 500px;
  margin: var(--space-5) 0;
  padding: var(--space-5);
  border: 2px dashed var(--color-border);
  border-radius: var(--radius-l);
  & p {
    margin: 0;
  }
  & picture {
    margin: 0;
  }
`;
const codeRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  align-items: center;
`;
const codeStyle = css`
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  background: var(--color-background);
  color: var(--color-text);
  font-size: 1.125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;
const qrSpace = css`
  width: 100%;
  max-width: 300px;
  aspect-ratio: 1 / 1;
`;
const hint = css`
  font-size: 0.875rem;
`;
