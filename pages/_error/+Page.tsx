import { css } from '@linaria/core';
import { usePageContext } from 'vike-react/usePageContext';
import { messages } from '../../src/shop/messages.ts';
import { Link } from '../../src/ui/Link.tsx';

// https://vike.dev/error-page — 404 is 'not found' (errorPageNotFound), everything else errorPageUnknown.
export default function ErrorPage() {
  const { is404, abortStatusCode } = usePageContext();
  const notFound = is404 || abortStatusCode === 404;
  return (
    <section className={box}>
      <h1>{notFound ? messages.ERROR_PAGE_NOT_FOUND_TITLE : messages.ERROR_PAGE_UNKNOWN_TITLE}</h1>
      <p>{notFound ? messages.ERROR_PAGE_NOT_FOUND_TEXT : messages.ERROR_PAGE_UNKNOWN_TEXT}</p>
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
