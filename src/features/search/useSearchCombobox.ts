import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestionOption } from './useSuggestions.ts';

/**
 * The suggestion list as an ARIA 1.2 combobox: focus stays in the input, the arrow keys move the
 * active option (aria-activedescendant), Enter chooses it, Escape or an outside click or touch
 * closes the list. `idPrefix` makes the listbox's and options' ids.
 */
export function useSearchCombobox(options: readonly SuggestionOption[], idPrefix: string) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${idPrefix}-option-${index}`;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  /** Typing opens the list again with no option active. */
  const onInput = () => {
    setActive(-1);
    setOpen(true);
  };

  /** The list's keys; returns the option Enter chose, if any. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): SuggestionOption | undefined => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (open ? (index + 1) % count : 0));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((index) => (open && index > 0 ? index - 1 : count - 1));
        return;
      case 'Escape':
        // The first Escape closes the list; with the list closed the browser clears the field.
        if (expanded) event.preventDefault();
        close();
        return;
      case 'Enter':
        if (activeOption) event.preventDefault();
        return activeOption;
      default:
        setOpen(true);
    }
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const listboxId = `${idPrefix}-listbox`;
  /** The input's combobox role and state; focus opens the list, blur closes it. */
  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': listboxId,
    'aria-activedescendant': activeOption ? optionId(active) : undefined,
    onFocus: () => setOpen(true),
    onBlur: close,
  } as const;

  return { rootRef, open, expanded, active, optionId, listboxId, inputProps, close, onInput, onKeyDown };
}
