import { useEffect, useState, type RefObject } from 'react';
import { media } from '../../ui/breakpoints.ts';
import { shouldHideOnScroll } from './searchRules.ts';

/**
 * Phones: the search bar below the header, toggled by the search icon. Opening focuses the input;
 * the bar hides again after 50 px of scrolling, unless the shopper is typing in it.
 */
export function usePhoneSearchBar(inputRef: RefObject<HTMLInputElement | null>) {
  const [barOpen, setBarOpen] = useState(false);

  useEffect(() => {
    if (!barOpen) return;
    inputRef.current?.focus();
    const openedAt = window.scrollY;
    const narrow = window.matchMedia(media.phone);
    const onScroll = () => {
      if (shouldHideOnScroll(openedAt, window.scrollY, narrow.matches, document.activeElement === inputRef.current)) setBarOpen(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [barOpen, inputRef]);

  return { barOpen, toggleBar: () => setBarOpen((value) => !value) };
}
