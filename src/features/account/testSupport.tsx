import type { ReactNode } from 'react';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';

/** The page context the account's components read (links, search parameters). */
export function WithPageContext({
  children,
  search = {},
  locale = 'de-DE',
}: {
  children: ReactNode;
  search?: Record<string, string>;
  locale?: string;
}) {
  const pageContext = {
    shop: { locale, host: 'https://www.example.de' },
    basePath: '',
    urlParsed: { search },
    clientApi: {},
  } as unknown as PageContext;
  return <VikeReactProviderPageContext pageContext={pageContext}>{children}</VikeReactProviderPageContext>;
}
