import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { withParts } from '../../i18n/parts.tsx';
import { message } from '../../shop/texts/messages.ts';
import { LaterTexts } from '../../i18n/LaterTexts.tsx';
import { media } from '../../ui/breakpoints.ts';
import { Link } from '../../ui/Link.tsx';
import type { SupportIdsQuery as QueryType } from './__generated__/SupportIdsQuery.graphql.ts';
import { browserName } from './browserName.ts';
import { serviceEmailOf } from './serviceEmail.ts';
import { SupportIdsQuery } from './SupportIdsQuery.ts';
import { supportTexts } from './supportTexts.ts';

type Ids = { serviceId: string; cookieId: string; browser: string } | 'failed' | null;

/**
 * The visitor's Service-ID, Cookie-ID and browser for customer service. They are the visitor's
 * own, so the browser loads them; the server render reserves their place.
 */
export function SupportInfo() {
  const environment = useRelayEnvironment();
  const { shop } = usePageContext();
  const [ids, setIds] = useState<Ids>(null);
  useEffect(() => {
    const subscription = fetchQuery<QueryType>(environment, SupportIdsQuery, {}).subscribe({
      next: ({ supportIds }) =>
        setIds({ ...supportIds, browser: browserName(navigator.userAgent, supportTexts(shop.locale).supportUnknownBrowser()) }),
      error: () => setIds('failed'),
    });
    return () => subscription.unsubscribe();
  }, [environment, shop.locale]);
  const t = supportTexts(shop.locale);
  const email = serviceEmailOf(shop.host);
  const value = (key: 'serviceId' | 'cookieId' | 'browser') =>
    ids === null ? <span className={skeleton} aria-hidden="true" /> : ids === 'failed' ? '–' : ids[key];

  return (
    <>
      <dl className={list} aria-busy={ids === null}>
        <dt>{t.supportServiceId()}</dt>
        <dd>{value('serviceId')}</dd>
        <dt>{t.supportCookieId()}</dt>
        <dd className={wrap}>{value('cookieId')}</dd>
        <dt>{t.supportBrowser()}</dt>
        <dd>{value('browser')}</dd>
      </dl>
      {ids === 'failed' && (
        <LaterTexts features={['frame']} locale={shop.locale}>
          {() => <p role="alert">{message(shop.locale, 'DEFAULT')}</p>}
        </LaterTexts>
      )}
      <p>{withParts(t.supportSend, { email: <Link href={`mailto:${email}`}>{email}</Link> })}</p>
    </>
  );
}

const list = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-2) var(--space-4);
  margin: 0;
  dd {
    margin: 0;
    font-family: monospace;
    min-height: 1.5em;
  }
`;
// A 36-character id takes two lines on phones: reserved before it loads (doubled class: the list's
// rule for every dd would win otherwise).
const wrap = css`
  overflow-wrap: anywhere;
  @media ${media.phone} {
    && {
      min-height: 3em;
    }
  }
`;
const skeleton = css`
  display: inline-block;
  width: 12ch;
  height: 1em;
  border-radius: var(--radius-s);
  background: var(--color-surface);
`;
