import { css, cx } from '@linaria/core';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import { wishlistButtonText } from './wishlistButtonText.ts';

interface Props {
  locale: string;
  appearance: 'toggle' | 'remove';
  withLabel: boolean;
  productName?: string;
  className?: string;
  /** What the heart shows (the shopper's choice during the 1 s sync, else the store). */
  pressed: boolean;
  /** 'loading' until the wishlist is known, then 'saved' or 'unsaved' as the store says. */
  state: 'loading' | 'saved' | 'unsaved';
  animating?: boolean;
  /** Read out after a change; the live region is there from the first press on (none before, so a page of tiles has no empty status regions). */
  announcement?: string;
  onClick?: () => void;
}

/**
 * The heart as it looks: 'Merken' / 'Gemerkt' with a pressed heart, or 'remove' on
 * /wishlist.
 */
export function WishlistButtonView({
  locale,
  appearance,
  withLabel,
  productName,
  className,
  pressed,
  state,
  animating,
  announcement,
  onClick,
}: Props) {
  const text = wishlistButtonText(locale, appearance, pressed, productName);
  return (
    <span className={cx(wrapper, className)}>
      <Button
        variant={withLabel ? 'secondary' : 'icon'}
        className={withLabel ? labelled : heart}
        aria-label={withLabel && appearance === 'toggle' ? undefined : text.name}
        aria-pressed={appearance === 'toggle' ? pressed : undefined}
        data-wishlist-state={state}
        data-animating={animating || undefined}
        onClick={onClick}
      >
        <Icon name={appearance === 'remove' ? 'close' : pressed ? 'heartFilled' : 'wishlist'} size={withLabel ? 20 : 22} />
        {withLabel && <span>{text.label}</span>}
      </Button>
      {announcement !== undefined && (
        <span role="status" className={visuallyHidden}>
          {announcement}
        </span>
      )}
    </span>
  );
}

const wrapper = css`
  display: inline-flex;
`;
const pulse = css`
  &[data-animating] svg {
    animation: wishlist-pulse 1s ease-out;
  }
  @keyframes wishlist-pulse {
    0% {
      transform: scale(1);
    }
    30% {
      transform: scale(1.35);
    }
    60% {
      transform: scale(0.9);
    }
    100% {
      transform: scale(1);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-animating] svg {
      animation: none;
    }
  }
  &[aria-pressed='true'] {
    color: var(--color-primary);
  }
`;
const heart = cx(
  pulse,
  css`
    box-shadow: var(--shadow-raised);
    &:hover {
      color: var(--color-primary);
      border-color: var(--color-primary);
    }
  `,
);
const labelled = cx(
  pulse,
  css`
    gap: var(--space-2);
  `,
);
