import { css } from '@linaria/core';
import { Icon } from '../../../ui/Icon.tsx';

/** idle → loading (busy) → success (confirmed) → done, which shows as idle again. */
export type AddPhase = 'idle' | 'loading' | 'success';

interface Props {
  phase: AddPhase;
  onClick: () => void;
}

/**
 * The add-to-basket button. Busy and success states are aria-disabled rather than disabled, so
 * keyboard focus stays on the button while it works.
 */
export function AddToBasketButton({ phase, onClick }: Props) {
  const blocked = phase !== 'idle';
  return (
    <button
      type="button"
      className={button}
      data-state={phase}
      aria-disabled={blocked || undefined}
      aria-busy={phase === 'loading' || undefined}
      onClick={() => {
        if (!blocked) onClick();
      }}
    >
      {phase === 'success' ? (
        <>
          Hinzugefügt <Icon name="check" size={20} />
        </>
      ) : (
        'In den Warenkorb'
      )}
    </button>
  );
}

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 48px;
  padding: 0 2rem;
  border: 0;
  border-radius: 0.25rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[data-state='loading'] {
    opacity: 0.7;
    cursor: progress;
  }
  &[data-state='success'] {
    background: var(--color-success);
    color: #fff;
    cursor: default;
  }
  @media (min-width: 992px) {
    width: auto;
  }
`;
