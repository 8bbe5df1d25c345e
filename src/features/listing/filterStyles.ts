// The filter form's styles (disclosure, facet groups, options, price), in one module:
// linaria emits one CSS file per module, and each file is one more render-blocking request
// and one more name in the client's preload lists.
import { css } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';

// ListingFilters
export const panel = css`
  @media ${media.desktop} {
    /* Desktops: always open as a sidebar; the disclosure is for phones. */
    &::details-content {
      content-visibility: visible;
      display: block;
    }
  }
`;
// The 'Filter' disclosure looks like a secondary button; desktops show the form as a sidebar.
export const summary = css`
  @media ${media.desktop} {
    && {
      display: none;
    }
  }
`;
export const form = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-4) 0;
  @media ${media.desktop} {
    padding-top: 0;
  }
`;

// FacetGroup
export const group = css`
  border-top: 1px solid var(--color-border);
  padding-top: 0.5rem;
`;
export const groupSummary = css`
  min-height: var(--touch-target);
  display: flex;
  align-items: center;
  cursor: pointer;
  font-weight: 700;
`;
export const fieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
`;
export const valueList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 18rem;
  overflow-y: auto;
`;

// FilterOption
export const option = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: var(--touch-target);
  cursor: pointer;
`;
export const checkbox = css`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: var(--color-primary);
`;
export const swatch = css`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
`;
export const count = css`
  color: var(--color-muted);
  font-size: 0.875rem;
`;

// PriceFilter
export const priceBox = css`
  min-width: 0; /* a fieldset is min-content wide by default and would overflow the sidebar */
  margin: 0;
  padding: 0.5rem 0 0;
  border: 0;
  border-top: 1px solid var(--color-border);
`;
export const legend = css`
  padding: 0;
  font-weight: 700;
`;
export const priceRow = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;
export const priceLabel = css`
  font-size: 0.875rem;
`;
export const priceInput = css`
  flex: 1 1 0;
  min-width: 0;
  max-width: 6rem;
  min-height: var(--touch-target);
  padding: 0 0.5rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  font: inherit;
`;
