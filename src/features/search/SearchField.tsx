import { cx } from '@linaria/core';
import { useId, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { withBasePath } from '../../shop/page/runtime.ts';
import { Icon } from '../../ui/Icon.tsx';
import { visuallyHidden } from '../../ui/styles.ts';
import { loadSearchOperations } from './loadOperations.ts';
import { resultsStatus, type Selection } from './searchRules.ts';
import { SuggestionList } from './SuggestionList.tsx';
import { usePhoneSearchBar } from './usePhoneSearchBar.ts';
import { useSearchCombobox } from './useSearchCombobox.ts';
import { useSearchSubmit } from './useSearchSubmit.ts';
import { useSuggestions } from './useSuggestions.ts';
import { barClosed, form, input, root, submitBusy, submitButton, toggle } from './fieldStyles.ts';
import { layoutTexts } from '../../ui/layoutTexts.ts';

/**
 * The header's search: a plain GET form to /search that works before hydration, with live
 * suggestions as an ARIA 1.2 combobox once the browser runs it. On phones it is a bar of its own,
 * opened by the search icon.
 */
export function SearchField() {
  const { basePath, shop } = usePageContext();
  const texts = layoutTexts(shop.locale);
  const id = useId();
  const ids = { form: `${id}-form`, input: `${id}-input` };
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const suggestions = useSuggestions(term, shop.locale);
  const options = suggestions?.options ?? [];
  const { rootRef, open, expanded, active, optionId, listboxId, inputProps, close, onInput, onKeyDown } = useSearchCombobox(options, id);
  const { busy, submit } = useSearchSubmit();
  // A search that starts closes the list.
  const search = (selection: Selection | null) => {
    if (submit(term, selection)) close();
  };
  const { barOpen, toggleBar } = usePhoneSearchBar(inputRef);

  return (
    <div ref={rootRef} className={root}>
      <button
        type="button"
        className={toggle}
        aria-label={texts.layoutSearchOpen()}
        aria-expanded={barOpen}
        aria-controls={ids.form}
        onClick={toggleBar}
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
        onSubmit={(event) => {
          event.preventDefault();
          search(null);
        }}
      >
        <label htmlFor={ids.input} className={visuallyHidden}>
          {texts.layoutSearchLabel()}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          name="q"
          type="search"
          {...inputProps}
          onFocus={() => {
            inputProps.onFocus();
            void loadSearchOperations();
          }}
          placeholder={texts.layoutSearchPlaceholder()}
          autoComplete="off"
          enterKeyHint="search"
          className={input}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            onInput();
          }}
          onKeyDown={(event) => {
            const chosen = onKeyDown(event);
            if (chosen) search(chosen.selection);
          }}
        />
        <button type="submit" className={cx(submitButton, busy && submitBusy)} aria-label={texts.layoutSearchSubmit()}>
          <Icon name="search" size={20} />
        </button>
        <SuggestionList
          id={listboxId}
          options={expanded ? options : []}
          active={active}
          optionId={optionId}
          onSelect={(option) => search(option.selection)}
        />
      </form>
      {/* A live region without role=status: the page's toasts own the one status role. */}
      <div aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="search-status">
        {suggestions && open ? resultsStatus(shop.locale, options.length) : ''}
      </div>
    </div>
  );
}
