import { css } from '@linaria/core';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

// Redirects at once; the button is there for when the redirect does not happen (blocked, slow).
export default function UnauthorizedPage() {
  const { target } = useData<Data>();
  useEffect(() => {
    window.location.assign(target);
  }, [target]);
  return (
    <section className={box}>
      <h1 className={title}>Sie werden weitergeleitet...</h1>
      <a href={target} className={button} data-vike="false">
        Seite öffnen
      </a>
    </section>
  );
}

const box = css`
  max-width: 40rem;
  margin: 3rem auto;
  text-align: center;
`;
const title = css`
  font-size: 1.5rem;
`;
const button = css`
  display: inline-block;
  padding: 0.75rem 1.5rem;
  border-radius: 0.25rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-weight: 700;
  text-decoration: none;
`;
