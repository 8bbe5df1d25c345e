import { css, cx } from '@linaria/core';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { consentFlags } from '../../shop/consent.ts';
import { withBasePath } from '../../shop/runtime.ts';
import { useConsent } from '../../shop/useConsent.ts';
import { Icon } from '../../ui/Icon.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import type { SearchFieldLookupQuery as LookupQueryType } from './__generated__/SearchFieldLookupQuery.graphql.ts';
import { SearchFieldLookupQuery } from './SearchFieldLookupQuery.ts';
import {
  DIRECT_NAVIGATION_DELAY_MS,
  NARROW_MAX_WIDTH_PX,
  directTarget,
  isDirect,
  lookupTarget,
  lookupTerm,
  resultsStatus,
  searchResultsTarget,
  shouldHideOnScroll,
  type Selection,
} from './searchRules.ts';
import { SuggestionList } from './SuggestionList.tsx';
import { trackSearch } from './trackSearch.ts';
import { useSuggestions } from './useSuggestions.ts';

export const LOG_LOOKUP_FAILED = 'Failed to load search result, navigate to search result page and try again';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The header's search: a plain GET form to /search that works before hydration, with live
 * suggestions as an ARIA 1.2 combobox once the browser runs it. On phones it is a bar of its own,
 * opened by the search icon.
 */
export function SearchField() {
  const { basePath, shop } = usePageContext();
  const environment = useRelayEnvironment();
  const trackingConsent = consentFlags(useConsent()).trackingConsent;
  const id = useId();
  const ids = { form: `${id}-form`, input: `${id}-input`, listbox: `${id}-listbox` };
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);

  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const [barOpen, setBarOpen] = useState(false);

  const suggestions = useSuggestions(term, shop.locale);
  const options = suggestions?.options ?? [];
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const submit = async (selection: Selection | null) => {
    if (busyRef.current || (!selection && term.trim() === '')) return;
    busyRef.current = true;
    setBusy(true);
    close();
    const searched = lookupTerm(term, selection);
    trackSearch(environment, searched, trackingConsent, shop.locale);
    try {
      let target: string;
      if (isDirect(selection)) {
        await sleep(DIRECT_NAVIGATION_DELAY_MS);
        target = directTarget(term, selection);
      } else {
        try {
          const data = await fetchQuery<LookupQueryType>(environment, SearchFieldLookupQuery, { input: { term: searched, locale: shop.locale } }, { fetchPolicy: 'network-only' }).toPromise();
          if (!data) throw new Error('No search-field result');
          target = lookupTarget(term, selection, data.searchField, shop.host);
        } catch {
          console.info(LOG_LOOKUP_FAILED);
          target = searchResultsTarget(searched);
        }
      }
      await navigate(withBasePath(basePath, target));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
        if (activeOption) {
          event.preventDefault();
          void submit(activeOption.selection);
        }
        return;
      default:
        setOpen(true);
    }
  };

  // An outside click or touch closes the list.
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

  // Phones: the bar hides again after 50 px of scrolling, unless the shopper is typing in it.
  useEffect(() => {
    if (!barOpen) return;
    inputRef.current?.focus();
    const openedAt = window.scrollY;
    const narrow = window.matchMedia(`(max-width: ${NARROW_MAX_WIDTH_PX}px)`);
    const onScroll = () => {
      if (shouldHideOnScroll(openedAt, window.scrollY, narrow.matches, document.activeElement === inputRef.current)) setBarOpen(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [barOpen]);

  return (
    <div ref={rootRef} className={root}>
      <button
        type="button"
        className={toggle}
        aria-label="Suche öffnen"
        aria-expanded={barOpen}
        aria-controls={ids.form}
        onClick={() => setBarOpen((value) => !value)}
      >
        <Icon name="search" />
      </button>
      <form
        id={ids.form}
        role="search"
        action={withBasePath(basePath, '/search')}
        method="get"
        className={cx(form, !barOpen && barClosed)}
        aria-busy={busy}
        onSubmit={onSubmit}
      >
        <label htmlFor={ids.input} className={visuallyHidden}>
          Suche
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.listbox}
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          placeholder="Suchbegriff oder Artikelnummer"
          autoComplete="off"
          enterKeyHint="search"
          className={input}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={cx(submitButton, busy && submitBusy)} aria-label="Suchen">
          <Icon name="search" size={20} />
        </button>
        <SuggestionList
          id={ids.listbox}
          options={expanded ? options : []}
          active={active}
          optionId={optionId}
          onSelect={(option) => void submit(option.selection)}
        />
      </form>
      {/* A live region without role=status: the page's toasts own the one status role. */}
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="search-status">
        {suggestions && open ? resultsStatus(options.length) : ''}
      </div>
    </div>
  );
}

// Phones: the header's search slot and this root step aside (display: contents), so the toggle
// sits in the header row and the form takes the row below.
const root = css`
  position: relative;
  display: flex;
  justify-content: center;
  width: 100%;
  @media (max-width: ${NARROW_MAX_WIDTH_PX}px) {
    display: contents;
  }
`;
export const slotOnPhones = css`
  :global() {
    @media (max-width: ${NARROW_MAX_WIDTH_PX}px) {
      *:has(> .${root}) {
        display: contents;
      }
    }
  }
`;
const toggle = css`
  display: none;
  @media (max-width: ${NARROW_MAX_WIDTH_PX}px) {
    display: grid;
    place-items: center;
    min-width: 40px;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: transparent;
    color: var(--color-text);
    cursor: pointer;
    &[aria-expanded='true'] {
      color: var(--color-primary);
    }
  }
`;
const form = css`
  position: relative;
  display: flex;
  max-width: 36rem;
  width: 100%;
  border: 1px solid var(--color-border);
  border-radius: 2rem;
  background: var(--color-background);
  &:focus-within {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
  @media (max-width: ${NARROW_MAX_WIDTH_PX}px) {
    order: 10;
    flex-basis: 100%;
    max-width: none;
  }
`;
const barClosed = css`
  @media (max-width: ${NARROW_MAX_WIDTH_PX}px) {
    display: none;
  }
`;
const input = css`
  flex: 1;
  min-width: 0;
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: 2rem;
  background: transparent;
  color: var(--color-text);
  font: inherit;
  &:focus {
    outline: none;
  }
`;
const submitButton = css`
  display: grid;
  place-items: center;
  width: 44px;
  border: 0;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
const submitBusy = css`
  cursor: progress;
  opacity: 0.5;
`;
