import { css } from '@linaria/core';
import { Icon } from '../../ui/Icon.tsx';
import { media } from '../../ui/breakpoints.ts';
import { useLayoutTexts } from '../../ui/layoutTexts.ts';

/** The shop's promises, under the header. */
export function UspBanner() {
  const texts = useLayoutTexts();
  return (
    <ul className={list} aria-label={texts.layoutUsps()}>
      {[texts.layoutUspSafe(), texts.layoutPayment({ method: 'invoice' }), texts.layoutUspFreeReturns()].map((usp) => (
        <li key={usp} className={item}>
          <Icon name="check" size={16} />
          {usp}
        </li>
      ))}
    </ul>
  );
}

const list = css`
  display: flex;
  justify-content: center;
  gap: 1.5rem;
  margin: 0;
  padding: 0.375rem 1rem;
  list-style: none;
  background: var(--color-surface);
  color: var(--color-text);
  font-size: 0.8125rem;
  flex-wrap: wrap;
  @media ${media.phone} {
    gap: 0.125rem 0.75rem;
    font-size: 0.75rem;
  }
`;
const item = css`
  display: inline-flex;
  gap: 0.25rem;
  align-items: center;
  svg {
    color: var(--color-success);
  }
`;
