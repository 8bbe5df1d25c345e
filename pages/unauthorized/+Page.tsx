import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { accountTexts } from '../../src/features/account/accountTexts.ts';
import { buttonClass } from '../../src/ui/Button.tsx';
import type { Data } from './+data.ts';

// Redirects at once; the button is there for when the redirect does not happen (blocked, slow).
// A plain anchor, so it opens exactly what the redirect opens (Link would add the /webview prefix).
export default function UnauthorizedPage() {
  const { target } = useData<Data>();
  const t = accountTexts(usePageContext().shop.locale);
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <section className={box}>
      <h1 className={title}>{t.accountRedirecting()}</h1>
      <a href={target} className={buttonClass()} data-vike="false">
        {t.accountOpenPage()}
      </a>
    </section>
  );
}

const box = css`
  max-width: 40rem;
  margin: var(--space-7) auto;
  text-align: center;
`;
const title = css`
  font-size: 1.5rem;
`;
