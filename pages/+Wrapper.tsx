import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { usePageContext } from 'vike-react/usePageContext';
import { getClientEnvironment } from '../src/relay/clientEnvironment.ts';
import { storeOnlyEnvironmentFor } from '../src/relay/environment.ts';
import { unpackPageRecords } from '../src/relay/pageRecords.ts';
import { ContentEnvironmentContext } from '../src/relay/contentEnvironment.tsx';
import { setProductImageBase } from '../src/ui/productImage.ts';

// https://vike.dev/Wrapper — the shop environment is the default provider; the content
// environment sits in its own context so content components can never read shop records.
export default function Wrapper({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  // One base per deployment: the same on every render, on the server and in the browser.
  setProductImageBase(pageContext.clientApi.imageBase);
  const records = import.meta.env.SSR ? unpackPageRecords(pageContext.data?.records) : undefined;
  const shop = import.meta.env.SSR ? storeOnlyEnvironmentFor('shop', records?.shop) : getClientEnvironment('shop', pageContext.clientApi);
  const content = import.meta.env.SSR
    ? storeOnlyEnvironmentFor('content', records?.content)
    : getClientEnvironment('content', pageContext.clientApi);
  return (
    <RelayEnvironmentProvider environment={shop}>
      <ContentEnvironmentContext value={content}>{children}</ContentEnvironmentContext>
    </RelayEnvironmentProvider>
  );
}
