import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { ERROR_PAGE_TEXTS as texts } from './texts.ts';
import { Link } from '../../src/ui/Link.tsx';

// https://vike.dev/error-page — 404 is 'not found' (errorPageNotFound), everything else errorPageUnknown.
export default function ErrorPage() {
  const { is404, abortStatusCode } = usePageContext();
  const notFound = is404 || abortStatusCode === 404;
  return (
    <section className={box}>
      <h1>{notFound ? texts.notFoundTitle : texts.unknownTitle}</h1>
      <p>{notFound ? texts.notFoundText : texts.unknownText}</p>
      <p>
        <Link href="/">Zur Startseite</Link>
      </p>
    </section>
  );
}

const box = css`
  max-width: 40rem;
  margin: 3rem auto;
  text-align: center;
`;
