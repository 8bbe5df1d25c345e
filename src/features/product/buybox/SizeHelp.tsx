import { css } from '@linaria/core';
import { Button } from '../../../ui/Button.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { productTexts } from '../texts.ts';

/** Beside the sizes: the fit hint and the way to the size tables; nothing when neither exists. */
export function SizeHelp({ hint, onOpenTables }: { hint: string | null; onOpenTables: (() => void) | null }) {
  const texts = productTexts(usePageContext().shop.locale);
  if (!hint && !onOpenTables) return null;
  return (
    <p className={aside}>
      {hint && <span data-testid="buybox-size-hint">{texts.productFit({ hint })}</span>}
      {onOpenTables && (
        <Button variant="link" className={tapTarget} aria-haspopup="dialog" onClick={onOpenTables}>
          {texts.productSizeTable()}
        </Button>
      )}
    </p>
  );
}

const aside = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  margin: 0;
  font-size: 0.875rem;
`;
// A text link in looks, a full touch target in height.
const tapTarget = css`
  min-height: var(--touch-target);
`;
