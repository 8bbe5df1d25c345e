import { css } from '@linaria/core';
import { media } from '../../ui/breakpoints.ts';
import { Icon } from '../../ui/Icon.tsx';

/** The search icon in the phone header row that shows and hides the search bar; hidden on wider screens. */
export function PhoneSearchToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button type="button" className={toggle} aria-label="Suche öffnen" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <Icon name="search" />
    </button>
  );
}

const toggle = css`
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
