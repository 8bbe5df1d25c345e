import { css } from '@linaria/core';
import { message } from '../../shop/texts/messages.ts';
import { LaterTexts } from '../../i18n/LaterTexts.tsx';
import { usePageContext } from 'vike-react/usePageContext';

/** What an in-store display shows for a scanned article outside the online assortment (section 6). */
export function StoreDisplayFailure({ name }: { name: string }) {
  const { locale } = usePageContext().shop;
  return (
    <section className={box} aria-labelledby="store-display-failure">
      <h1 id="store-display-failure" className={title}>
        {name}
      </h1>
      <LaterTexts features={['frame']} locale={locale}>
        {() => (
          <p role="alert" className={text}>
            {message(locale, 'STORE_DISPLAY_FAILURE')}
          </p>
        )}
      </LaterTexts>
    </section>
  );
}

const box = css`
  display: grid;
  gap: var(--space-4);
  max-width: 40rem;
  margin: var(--space-7) auto;
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
`;
const title = css`
  margin: 0;
  font-size: 1.5rem;
`;
const text = css`
  margin: 0;
  font-size: 1.125rem;
`;
