import { css, cx } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import type { WishlistButtonProps } from '../../shop/wishlist.tsx';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import { useWishlist } from './wishlistState.ts';
import { WISHLIST_SYNC_MS, wishlistButtonText } from './wishlistButtonText.ts';

/**
 * The heart (spec 2.12): 'Merken' / 'Gemerkt' with a pressed heart, or 'remove' on /wishlist. A
 * change animates for 1 s and is announced; the shown state follows the store again after that
 * second (the state sync), so a failed call puts the heart back.
 */
export function WishlistButton({ productId, appearance = 'toggle', withLabel = false, productName, className }: WishlistButtonProps) {
  const wishlist = useWishlist();
  const saved = wishlist?.saved?.has(productId) ?? false;
  const ready = wishlist?.saved != null;
  const [held, setHeld] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pressed = held ?? saved;
  const text = wishlistButtonText(appearance, pressed, productName);

  const onClick = async () => {
    if (!wishlist || !ready || busy.current) return;
    busy.current = true;
    clearTimeout(timer.current);
    const target = !pressed;
    setHeld(target);
    setAnnouncement('');
    const outcome = await wishlist.toggle(productId);
    busy.current = false;
    if (outcome === 'failed' || outcome === 'ignored') {
      setHeld(null);
      return;
    }
    setAnnouncement(outcome === 'added' ? 'Artikel wurde zum Merkzettel hinzugefügt' : 'Artikel wurde vom Merkzettel entfernt');
    timer.current = setTimeout(() => setHeld(null), WISHLIST_SYNC_MS);
  };

  return (
    <span className={cx(wrapper, className)}>
      <Button
        variant={withLabel ? 'secondary' : 'icon'}
        className={withLabel ? labelled : heart}
        aria-label={withLabel && appearance === 'toggle' ? undefined : text.name}
        aria-pressed={appearance === 'toggle' ? pressed : undefined}
        data-wishlist-state={ready ? (saved ? 'saved' : 'unsaved') : 'loading'}
        data-animating={held !== null || undefined}
        onClick={() => void onClick()}
      >
        <Icon name={appearance === 'remove' ? 'close' : pressed ? 'heartFilled' : 'wishlist'} size={withLabel ? 20 : 22} />
        {withLabel && <span>{text.label}</span>}
      </Button>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
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
