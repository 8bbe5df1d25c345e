import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { errorPageTexts } from './texts.ts';
import { Link } from '../../src/ui/Link.tsx';
import { layoutTexts } from '../../src/ui/layoutTexts.ts';

// https://vike.dev/error-page — 404 is 'not found' (errorPageNotFound), everything else errorPageUnknown.
export default function ErrorPage() {
  const { is404, abortStatusCode, shop } = usePageContext();
  const texts = errorPageTexts(shop.locale, Boolean(is404 || abortStatusCode === 404));
  return (
    <section className={box}>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <p>
        <Link href="/">{layoutTexts(shop.locale).layoutToHome()}</Link>
      </p>
    </section>
  );
}

const box = css`
  max-width: 40rem;
  margin: 3rem auto;
  text-align: center;
`;
