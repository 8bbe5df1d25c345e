import { useEffect, useRef, useState } from 'react';
import type { WishlistButtonProps } from '../../shop/context/wishlist.tsx';
import { useToggleWishlistMutation } from './useToggleWishlistMutation.ts';
import { WISHLIST_SYNC_MS } from './wishlistButtonText.ts';
import { wishlistTexts } from './texts.ts';
import { WishlistButtonView } from './WishlistButtonView.tsx';
import { useWishlistState } from './wishlistStore.ts';

/**
 * The working heart, loaded after hydration (WishlistProvider). A change shows at once, animates
 * for 1 s and is announced; after that second the heart follows the store again (the state
 * sync), so a failed call has put it back.
 */
export default function WishlistButton({
  productId,
  appearance = 'toggle',
  withLabel = false,
  productName,
  className,
  locale,
}: WishlistButtonProps & { locale: string }) {
  const saved = useWishlistState(locale);
  const toggle = useToggleWishlistMutation(locale);
  const isSaved = saved?.has(productId) ?? false;
  const [held, setHeld] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState<string | undefined>(undefined);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    if (!saved || busy.current) return;
    busy.current = true;
    clearTimeout(timer.current);
    setHeld(!(held ?? isSaved));
    setAnnouncement('');
    const outcome = await toggle(productId, saved.get(productId) ?? null);
    busy.current = false;
    if (outcome === 'failed' || outcome === 'ignored') {
      setHeld(null);
      return;
    }
    const t = wishlistTexts(locale);
    setAnnouncement(outcome === 'added' ? t.wishlistAdded() : t.wishlistRemoved());
    timer.current = setTimeout(() => setHeld(null), WISHLIST_SYNC_MS);
  };

  return (
    <WishlistButtonView
      locale={locale}
      appearance={appearance}
      withLabel={withLabel}
      productName={productName}
      className={className}
      pressed={held ?? isSaved}
      state={saved ? (isSaved ? 'saved' : 'unsaved') : 'loading'}
      animating={held !== null}
      announcement={announcement}
      onClick={() => void onClick()}
    />
  );
}
