import { css } from '@linaria/core';
import { lazy, Suspense } from 'react';
import { loadedSearchOperations, loadSearchOperations } from './loadOperations.ts';
import type { SuggestionOption } from './useSuggestions.ts';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';

export interface SuggestionListProps {
  id: string;
  /** Empty while the list is closed; the listbox stays in the DOM for aria-controls. */
  options: SuggestionOption[];
  active: number;
  optionId: (index: number) => string;
  onSelect: (option: SuggestionOption) => void;
}

// The options' rendering (images, prices) comes with the search's operations, which are always
// here before there are options to show.
const LazyGroups = lazy(() => loadSearchOperations().then((module) => ({ default: module.SuggestionGroups })));

/** The suggestion listbox, options grouped by type; focus stays in the input (aria-activedescendant). */
export function SuggestionList({ id, ...props }: SuggestionListProps) {
  const label = useLayoutTexts().layoutSearchSuggestions();
  const Groups = loadedSearchOperations()?.SuggestionGroups ?? LazyGroups;
  return (
    <div id={id} role="listbox" aria-label={label} className={listbox} hidden={props.options.length === 0}>
      {props.options.length > 0 && (
        <Suspense fallback={null}>
          <Groups {...props} />
        </Suspense>
      )}
    </div>
  );
}

const listbox = css`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: var(--z-dropdown);
  max-height: min(70vh, 32rem);
  overflow-y: auto;
  padding: 0.25rem 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  box-shadow: var(--shadow-floating);
  &[hidden] {
    display: none;
  }
`;
