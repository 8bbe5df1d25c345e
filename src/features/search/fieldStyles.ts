// The search field's styles (form, input, phone toggle), in one module:
// linaria emits one CSS file per module, and each file is one more render-blocking request
// and one more name in the client's preload lists.
import { css } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';

// SearchField
// Phones: this root steps aside (display: contents), as the header's search slot does, so the
// toggle sits in the header row and the form takes the row below. (A rule that found the slot by
// what it holds, `*:has(> .root)`, made the browser check the children of every element at every
// style pass, the head's too whenever a script tag was added: 10–25 % of a phone's style time.)
export const root = css`
  position: relative;
  display: flex;
  justify-content: center;
  width: 100%;
  @media ${media.phone} {
    display: contents;
  }
`;
export const form = css`
  position: relative;
  display: flex;
  max-width: 36rem;
  width: 100%;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: var(--color-background);
  &:focus-within {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
  @media ${media.phone} {
    order: 10;
    flex-basis: 100%;
    max-width: none;
  }
`;
export const barClosed = css`
  @media ${media.phone} {
    display: none;
  }
`;
export const input = css`
  flex: 1;
  min-width: 0;
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: var(--radius-pill);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  &:focus {
    outline: none;
  }
`;
export const submitButton = css`
  display: grid;
  place-items: center;
  width: var(--touch-target);
  border: 0;
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
`;
export const submitBusy = css`
  cursor: progress;
  opacity: 0.5;
`;

// The phone bar's toggle
export const toggle = css`
  display: none;
  @media ${media.phone} {
    display: grid;
    place-items: center;
    min-width: 40px;
    min-height: var(--touch-target);
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
