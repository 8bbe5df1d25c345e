import '../src/ui/global.ts';
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Footer } from '../src/features/footer/Footer.tsx';
import { Header } from '../src/features/header/Header.tsx';

// https://vike.dev/Layout — the shop frame around every page.
export default function Layout({ children }: { children: ReactNode }) {
  const { runtime, pageType, is404, abortStatusCode } = usePageContext();
  // is404 is a boolean only while the error page renders (true for 404, false for other errors).
  const errorPage =
    is404 === true || abortStatusCode === 404 ? 'errorPageNotFound' : is404 === false ? 'errorPageUnknown' : null;
  // data-runtime and data-page-type let styles, analytics and tests tell runtimes and pages apart.
  return (
    <div data-runtime={runtime} data-page-type={errorPage ?? pageType} className={frame}>
      <a href="#main" className={skipLink}>
        Zum Hauptinhalt springen
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

const frame = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;
const skipLink = css`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 10;
  padding: 0.75rem 1rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  &:focus {
    top: 1rem;
  }
`;
const main = css`
  display: block;
  max-width: 1240px;
  min-height: 60vh;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  &:focus {
    outline: none;
  }
`;
